/**
 * The engine's side of formats, with a toy format of the test's own: how a
 * format is registered and chosen, how a profile follows from a document's
 * addons, and how XML read back is built and its stated totals checked.
 */
import { XMLValidator } from "fast-xml-parser";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BizdocError, FORMAT_PLUGIN, checkUntrustedXML, container, createEngine, rootOfUntrustedXML, type FormatPlugin } from "../../../index.ts";
import { EXAMPLES } from "../../../examples/index.ts";
import { toy, toyInvoice as invoice } from "../../support/toy-format.ts";
import { selectProfile } from "../../../engine/format/registry.ts";
import { statedTotalsFaults } from "../../../engine/format/totals.ts";


describe("format registration", () => {
  it("takes formats from the options and from the container, and lists them with their profiles", () => {
    const child = container.createChildContainer();
    child.register(FORMAT_PLUGIN, { useValue: { ...toy, key: "toy2" } });
    const engine = createEngine({ container: child, formats: [toy], builtins: false });
    expect(engine.formatList().map((f) => f.key).sort()).toEqual(["toy", "toy2"]);
    expect(engine.formatList().find((f) => f.key === "toy")!.profiles.map((p) => p.key)).toEqual(["plain", "eu", "de"]);
  });

  it("refuses a format twice, a profile twice, or a format without a default profile, when the engine is made", () => {
    expect(() => createEngine({ formats: [toy, toy], builtins: false })).toThrow(/registered twice/);
    expect(() => createEngine({ formats: [{ ...toy, profiles: [toy.profiles[0], toy.profiles[0]] }], builtins: false })).toThrow(/profile 'plain' twice/);
    expect(() => createEngine({ formats: [{ ...toy, profiles: [toy.profiles[1]] }], builtins: false })).toThrow(/no default profile/);
  });
});

describe("selectProfile", () => {
  it("picks the profile needing the most of the document's addons, else the default; a named one wins", () => {
    expect(selectProfile(toy, []).key).toBe("plain");
    expect(selectProfile(toy, ["es-verifactu-v1"]).key).toBe("plain");
    expect(selectProfile(toy, ["eu-en16931-v2017"]).key).toBe("eu");
    expect(selectProfile(toy, ["de-xrechnung-v3", "eu-en16931-v2017"]).key).toBe("de");
    expect(selectProfile(toy, ["de-xrechnung-v3", "eu-en16931-v2017"], "plain").key).toBe("plain");
  });

  it("refuses an unknown profile with a 400 naming the profiles there are", () => {
    const err = (() => {
      try {
        selectProfile(toy, [], "peppol");
      } catch (e) {
        return e as BizdocError;
      }
    })();
    expect(err).toBeInstanceOf(BizdocError);
    expect(err!.status).toBe(400);
    expect(err!.message).toContain("plain, eu, de");
    expect(err!.faults[0].properties).toEqual(["$.profile"]);
  });
});

describe("engine.toXML", () => {
  const engine = createEngine({ formats: [toy] });

  it("builds the document first, then writes it under the profile its addons select", async () => {
    const out = await engine.toXML(structuredClone(invoice), { format: "toy" });
    expect(out).toEqual({ format: "toy", profile: "plain", xml: '<toy profile="plain" code="F-7" payable="121.00"/>', warnings: [] });
  });

  it("refuses what the engine refuses before any XML is written, and an unknown format with a 400", async () => {
    const broken = { ...structuredClone(invoice), supplier: { name: "X", tax_id: { country: "ES", code: "B12345678" } } };
    await expect(engine.toXML(broken, { format: "toy" })).rejects.toMatchObject({ key: "validation" });
    await expect(engine.toXML(structuredClone(invoice), { format: "pdf" })).rejects.toMatchObject({ key: "input", message: expect.stringContaining("toy") });
  });
});

describe("engine.fromXML", () => {
  const engine = createEngine({ formats: [toy] });

  it("recognises the format, reads the document and builds it into an envelope", async () => {
    const envelope = await engine.fromXML('<toy payable="80.00"/>');
    expect(envelope.$schema).toBe("https://gobl.org/draft-0/envelope");
    expect((envelope.doc as { totals: { payable: string } }).totals.payable).toBe("80.00");
    expect(envelope.head.dig.val).toMatch(/^[0-9a-f]{64}$/);
  });

  it("reports every stated total the calculation does not give as a fault, instead of hiding it", async () => {
    const err = (await engine.fromXML('<toy price="80.00" payable="80.01"/>').then(
      () => undefined,
      (e: unknown) => e,
    )) as BizdocError;
    expect(err).toBeInstanceOf(BizdocError);
    expect(err.status).toBe(422);
    expect(err.faults).toEqual([{ code: "BIZDOC-FORMAT-TOTALS-01", properties: ["$.doc.totals.payable"], description: "the XML states 80.01, the calculation gives 80.00" }]);
  });

  it("with validate: false keeps an invoice that breaks a rule: calculated and sealed, its faults told by validate", async () => {
    // B98602643: a Spanish tax code with a wrong check letter.
    const xml = '<toy payable="80.00" supplier="B98602643"/>';
    const refused = (await engine.fromXML(xml).then(() => undefined, (e: unknown) => e)) as BizdocError;
    expect(refused).toBeInstanceOf(BizdocError);
    expect(refused.status).toBe(422);
    expect(refused.faults.map((f) => [f.code, f.properties])).toEqual([["GOBL-ES-TAX-IDENTITY-01", ["$.doc.supplier.tax_id.code"]]]);

    const kept = await engine.fromXML(xml, { validate: false });
    const doc = kept.doc as { supplier: { tax_id: { code: string } }; totals: { payable: string } };
    expect(doc.supplier.tax_id.code).toBe("B98602643");
    expect(doc.totals.payable).toBe("80.00");
    expect(kept.head.dig.val).toMatch(/^[0-9a-f]{64}$/);
    // The same faults, from the envelope kept (its digest holds: it was sealed after calculating).
    await expect(engine.validate(kept)).rejects.toMatchObject({ status: 422, faults: refused.faults });
    // A valid invoice read either way is the same document.
    const valid = await engine.fromXML('<toy payable="80.00"/>');
    const unchecked = await engine.fromXML('<toy payable="80.00"/>', { validate: false });
    expect({ ...unchecked.doc, uuid: undefined }).toEqual({ ...valid.doc, uuid: undefined });
  });

  it("with validate: false does not compare the stated totals either, and refuses a validate that is not a boolean", async () => {
    const kept = await engine.fromXML('<toy price="80.00" payable="80.01"/>', { validate: false });
    expect((kept.doc as { totals: { payable: string } }).totals.payable).toBe("80.00");
    await expect(engine.fromXML('<toy payable="80.00"/>', { validate: "no" as unknown as boolean })).rejects.toMatchObject({ key: "input", message: "'validate' must be true or false" });
  });

  it("refuses XML no format recognises, empty XML, and a named unknown format, with a 400", async () => {
    await expect(engine.fromXML("<invoice/>")).rejects.toMatchObject({ key: "input", message: expect.stringContaining("not in a format") });
    await expect(engine.fromXML("  ")).rejects.toMatchObject({ key: "input" });
    await expect(engine.fromXML("<toy/>", { format: "ubl2" })).rejects.toMatchObject({ key: "input" });
  });
});

describe("statedTotalsFaults", () => {
  it("compares values, not spellings, and counts an omitted total as zero", () => {
    expect(statedTotalsFaults({ sum: "100.0", payable: "121.00" }, { sum: "100.00", payable: "121.00" })).toEqual([]);
    expect(statedTotalsFaults({ tax: "0.00" }, { sum: "1.00" })).toEqual([]);
    expect(statedTotalsFaults({ tax: "0.01" }, {})).toHaveLength(1);
    expect(statedTotalsFaults(undefined, {})).toEqual([]);
  });

  it("refuses a stated total that is not a number", () => {
    expect(() => statedTotalsFaults({ payable: "lots" }, {})).toThrow(/not a number/);
  });
});

describe("XML from outside is checked once, before any format, for its real fault", () => {
  const shipped = createEngine();
  const refusal = async (xml: string, options?: { format?: string }) => {
    try {
      await shipped.fromXML(xml, options);
    } catch (error) {
      return error as BizdocError;
    }
    throw new Error("not refused");
  };
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("gives the real reason whether or not a format is named: DOCTYPE, size, depth, well-formedness", async () => {
    const deep = `${"<a>".repeat(65)}${"</a>".repeat(65)}`;
    const cases: [string, RegExp][] = [
      ['<!DOCTYPE a [<!ENTITY x "y">]><a>&x;</a>', /DOCTYPE/],
      [`<a>${"x".repeat(32 * 1024 * 1024)}</a>`, /larger than 32 MB/],
      [deep, /deeper than 64 levels/],
      ["<a><b></a>", /not well-formed/],
      ["<!-- only a comment -->", /not well-formed/],
    ];
    for (const [xml, reason] of cases) {
      for (const format of [undefined, "ubl", "cii"]) {
        const error = await refusal(xml, format ? { format } : {});
        expect(error, `${format ?? "no format"}: ${xml.slice(0, 30)}`).toBeInstanceOf(BizdocError);
        expect(error.status).toBe(400);
        expect(error.message).toMatch(reason);
        expect(error.message).not.toMatch(/not in a format/);
        if (format) expect(error.message.startsWith(`${format.toUpperCase()}: `)).toBe(true);
      }
    }
  });

  it("runs the well-formedness check once per text, however many formats there are to ask", async () => {
    const validate = vi.spyOn(XMLValidator, "validate");
    const cii = await shipped.toXML(EXAMPLES.find((e) => e.id === "eu-en16931-v2017")!.document, { format: "cii" });
    validate.mockClear();
    await shipped.fromXML(cii.xml);
    expect(validate).toHaveBeenCalledTimes(1);
    validate.mockClear();
    await refusal("<unknown-root/>");
    expect(validate).toHaveBeenCalledTimes(1);
  });

  it("refuses hostile markup in time linear in its size (each shape far beyond what a cubic scan could finish)", async () => {
    // Each about 400 KB: a scan that is quadratic or worse in such text would not end within the test's limit.
    const n = 200_000;
    const hostile: [string, RegExp][] = [
      ["<a".repeat(n), /not well-formed/],
      ['<a b="'.repeat(n / 2), /not well-formed/],
      [`<a${" b".repeat(n)}`, /not well-formed/],
      ["<!--".repeat(n), /no root element|not well-formed/],
      ["<![CDATA[".repeat(n / 4), /not well-formed|no root element/],
      ["<?x".repeat(n), /not well-formed|no root element/],
      [`<r>${"</a>".repeat(n / 2)}`, /not well-formed/],
      [`<r>${"<a>".repeat(n / 2)}`, /deeper than 64/],
      [`<r>${"<!x".repeat(n)}`, /not well-formed/],
    ];
    for (const [xml, reason] of hostile) {
      const error = await refusal(xml);
      expect(error.status, xml.slice(0, 20)).toBe(400);
      expect(error.message, xml.slice(0, 20)).toMatch(reason);
    }
  });

  it("finds the root element and its namespace, whatever the prefix, after declarations, comments and instructions", () => {
    const root = rootOfUntrustedXML('\uFEFF<?xml version="1.0"?>\n<!-- <x:Nope xmlns:x="u"> -->\n<?pi x?><p:Invoice a=">" xmlns:q="urn:q" xmlns:p = \'urn:p\'><q:x/></p:Invoice>');
    expect(root).toEqual({ name: "p:Invoice", localName: "Invoice", namespace: "urn:p" });
    expect(rootOfUntrustedXML('<Invoice xmlns="urn:d"/>')).toEqual({ name: "Invoice", localName: "Invoice", namespace: "urn:d" });
    expect(rootOfUntrustedXML("<Invoice><x xmlns='urn:inner'/></Invoice>").namespace).toBe("");
  });
});

describe("checkUntrustedXML (for formats of one's own)", () => {
  it("passes well-formed XML and refuses what a format must not parse, naming the format", () => {
    expect(() => checkUntrustedXML("<a><b>x &amp; y</b></a>", "MY")).not.toThrow();
    const refusals: [unknown, RegExp][] = [
      ["", /MY: the XML text is empty/],
      [42, /MY: the XML text is empty/],
      ['<!DOCTYPE a [<!ENTITY x "y">]><a>&x;</a>', /DOCTYPE/],
      ["<a><b></a>", /not well-formed/],
      [`${"<a>".repeat(70)}${"</a>".repeat(70)}`, /deeper than 64/],
      ["<a>x</a>", /larger than/],
    ];
    for (const [xml, message] of refusals) {
      const limits = xml === "<a>x</a>" ? { maxLength: 4, maxDepth: 64 } : undefined;
      let error: BizdocError | undefined;
      try {
        checkUntrustedXML(xml, "MY", limits);
      } catch (e) {
        error = e as BizdocError;
      }
      expect(error, String(xml).slice(0, 40)).toBeInstanceOf(BizdocError);
      expect(error!.status).toBe(400);
      expect(error!.message).toMatch(message);
    }
  });
});

describe("profiles that require addons", () => {
  const strict: FormatPlugin = {
    ...toy,
    key: "strict",
    profiles: [{ key: "plain", name: "Plain", addons: [], requires: ["eu-en16931-v2017"] }],
    toXML: (envelope) => `<strict addons="${((envelope.doc as { $addons?: string[] }).$addons ?? []).join(" ")}"/>`,
  };
  const engine = createEngine({ formats: [strict] });

  it("adds the addons a profile requires and builds the document again with them, as GOBL's UBL converter does", async () => {
    // The EN 16931 example without its addon: it builds plain, and meets EN 16931's rules once the addon is added.
    const { $addons: _addons, ...plain } = structuredClone(EXAMPLES.find((e) => e.id === "eu-en16931-v2017")!.document);
    const { xml } = await engine.toXML(plain, { format: "strict" });
    expect(xml).toBe('<strict addons="eu-en16931-v2017"/>');
  });

  it("refuses with the added addon's faults when the document does not meet its rules", async () => {
    // EN 16931 wants the supplier's address; the invoice has none.
    const err = (await engine.toXML(structuredClone(invoice), { format: "strict" }).then(
      () => undefined,
      (e: unknown) => e,
    )) as BizdocError;
    expect(err).toBeInstanceOf(BizdocError);
    expect(err.status).toBe(422);
    expect(err.faults.some((f) => f.code?.startsWith("GOBL-EU-EN16931"))).toBe(true);
  });
});
