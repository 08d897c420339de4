/**
 * Nothing a profile's rules refuse leaves the engine: XML written under a
 * profile naming rule sets is checked with them before it is answered, and
 * refused (422) naming each broken rule, the document's properties feeding
 * it and the XML node. And the profile an envelope was read under is the
 * one it is written back under. With a toy format and the toy rule set.
 */
import { describe, expect, it } from "vitest";
import { createEngine, type FormatPlugin } from "../../../index.ts";
import { toy, toyInvoice } from "../../support/toy-format.ts";
import { toyRules, toyXML } from "../../support/toy-rules.ts";

/** Writes the toy rules' syntax: the invoice's code (TOY-01 needs one) and a line per line. */
const checkedToy: FormatPlugin = {
  ...toy,
  key: "checked-toy",
  profiles: [
    { key: "loose", name: "Loose", addons: [] },
    { key: "checked", name: "Checked", addons: ["eu-en16931-v2017"], ruleSets: ["toy"] },
  ],
  recognizes: (root) => root.localName === "toy" && root.namespace === "urn:toy",
  toXML: (envelope) => {
    const doc = envelope.doc as { code?: string; lines: unknown[] };
    const code = doc.code === "NONE" ? "" : doc.code ?? "";
    return toyXML(`  <code>${code}</code>\n${doc.lines.map(() => '  <line amount="1"/>\n').join("")}`);
  },
  fromXML: (xml, context) => ({ ...toy.fromXML(xml, context), profile: /<profile>([^<]*)</.exec(xml)?.[1] }),
  documentPaths: ({ terms }) => (terms.includes("BT-1") ? ["$.doc.code"] : ["$.doc"]),
};

const engine = createEngine({ formats: [checkedToy], ruleSets: [toyRules] });

describe("XML checked before it is answered", () => {
  it("answers XML that breaks no fatal rule of the profile's rule sets", async () => {
    const out = await engine.toXML(structuredClone(toyInvoice), { format: "checked-toy", profile: "checked" });
    expect(out.profile).toBe("checked");
    expect(out.xml).toContain("<code>F-7</code>");
  });

  it("refuses XML that would break one, 422, naming the rule, its rule set and terms, the document's properties and the XML node", async () => {
    const refused = await engine.toXML({ ...structuredClone(toyInvoice), code: "NONE" }, { format: "checked-toy", profile: "checked" }).catch((e: unknown) => e);
    expect(refused).toMatchObject({
      status: 422,
      key: "validation",
      faults: [{ code: "TOY-01", ruleSet: "toy", terms: ["BT-1"], properties: ["$.doc.code"], xpath: "/t:toy[1]", description: expect.stringContaining("a toy has a code") }],
    });
    expect((refused as Error).message).toContain("checked-toy");
    expect((refused as Error).message).toContain("'checked'");
    expect((refused as Error).message).toContain("TOY-01");
  });

  it("does not check XML written under a profile that names no rule set", async () => {
    const out = await engine.toXML({ ...structuredClone(toyInvoice), code: "NONE" }, { format: "checked-toy", profile: "loose" });
    expect(out.xml).toContain("<code></code>");
  });

  it("names the whole document when the format cannot say which properties feed a rule", async () => {
    const { documentPaths: _unused, ...withoutPaths } = checkedToy;
    const bare = createEngine({ formats: [withoutPaths], ruleSets: [toyRules] });
    const refused = await bare.toXML({ ...structuredClone(toyInvoice), code: "NONE" }, { format: "checked-toy", profile: "checked" }).catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 422, faults: [{ code: "TOY-01", properties: ["$.doc"] }] });
  });

  it("refuses, when the engine is made, a profile naming a rule set the engine lacks", () => {
    expect(() => createEngine({ formats: [checkedToy], builtins: false })).toThrow(/profile 'checked' checks its XML with rule set 'toy', which this engine lacks/);
  });

  it("lists each profile's rule sets", () => {
    const profiles = engine.formatList().find((f) => f.key === "checked-toy")!.profiles;
    expect(profiles.map((p) => p.ruleSets)).toEqual([undefined, ["toy"]]);
  });
});

describe("the profile an envelope was read under", () => {
  it("is remembered in its head and written back, unless another is named", async () => {
    const read = await engine.fromXML(toyXML('  <code>T</code>\n', "checked").replace("<toy ", '<toy payable="0.00" '));
    expect(read.head.meta).toEqual({ "xml-format": "checked-toy", "xml-profile": "checked" });
    // The document's addons alone would select the loose profile.
    expect((read.doc as { $addons?: string[] }).$addons).toBeUndefined();
    expect((await engine.toXML(read, { format: "checked-toy" })).profile).toBe("checked");
    expect((await engine.toXML(read, { format: "checked-toy", profile: "loose" })).profile).toBe("loose");
  });

  it("is remembered by a read without validation too", async () => {
    const read = await engine.fromXML(toyXML('  <code>T</code>\n', "checked").replace("<toy ", '<toy payable="0.00" '), { validate: false });
    expect(read.head.meta).toEqual({ "xml-format": "checked-toy", "xml-profile": "checked" });
  });

  it("is ignored by a format without a profile of that key", async () => {
    const read = await engine.fromXML(toyXML('  <code>T</code>\n', "somewhere-else").replace("<toy ", '<toy payable="0.00" '));
    expect(read.head.meta).toEqual({ "xml-format": "checked-toy", "xml-profile": "somewhere-else" });
    expect((await engine.toXML(read, { format: "checked-toy" })).profile).toBe("loose");
  });
});

describe("a document breaking a rule of GOBL's", () => {
  // Spanish tax code with a wrong check letter: GOBL-ES-TAX-IDENTITY-01.
  const faulty = () => ({ ...structuredClone(toyInvoice), supplier: { name: "Proveedor S.L.", tax_id: { country: "ES", code: "B98602643" } } });
  /** The toy format's XML of an invoice from that supplier, read (its warning aside) into an envelope remembering the profile. */
  const received = async (code = "T") => {
    const xml = toyXML(`  <code>${code}</code>\n`, "checked").replace("<toy ", '<toy payable="0.00" supplier="B98602643" ');
    const { envelope, warnings } = await engine.readXML(xml);
    expect(warnings.map((w) => w.code)).toEqual(["GOBL-ES-TAX-IDENTITY-01"]);
    return envelope;
  };

  it("is refused when one issues it, whatever the profile", async () => {
    for (const profile of ["checked", "loose"]) {
      await expect(engine.toXML(faulty(), { format: "checked-toy", profile })).rejects.toMatchObject({ status: 422, faults: [{ code: "GOBL-ES-TAX-IDENTITY-01" }] });
    }
  });

  it("read from XML, is written back when its XML meets the profile's rule sets, GOBL's faults given as warnings", async () => {
    const out = await engine.toXML(await received(), { format: "checked-toy" });
    expect(out.profile).toBe("checked");
    expect(out.warnings).toEqual([expect.objectContaining({ code: "GOBL-ES-TAX-IDENTITY-01", properties: ["$.doc.supplier.tax_id.code"] })]);
  });

  it("read from XML, is refused under a profile with no rule sets to vouch for the XML", async () => {
    await expect(engine.toXML(await received(), { format: "checked-toy", profile: "loose" })).rejects.toMatchObject({ status: 422, faults: [{ code: "GOBL-ES-TAX-IDENTITY-01" }] });
  });

  it("read from XML in no profile the format writes, is written back leniently too (the envelope remembers its format)", async () => {
    const xml = toyXML(`  <code>T</code>\n`).replace("<toy ", '<toy payable="0.00" supplier="B98602643" ');
    const { envelope } = await engine.readXML(xml);
    expect(envelope.head.meta).toEqual({ "xml-format": "checked-toy" });
    const out = await engine.toXML(envelope, { format: "checked-toy", profile: "checked" });
    expect(out.warnings.map((w) => w.code)).toEqual(["GOBL-ES-TAX-IDENTITY-01"]);
  });

  it("read from XML, is refused naming both when its XML would break an official rule too", async () => {
    const envelope = await received();
    (envelope.doc as { code: string }).code = "NONE";
    type Refusal = Error & { faults: { code?: string }[] };
    const refused = (await engine.toXML(envelope, { format: "checked-toy" }).catch((e: unknown) => e)) as Refusal;
    expect(refused.faults.map((f) => f.code)).toEqual(["GOBL-ES-TAX-IDENTITY-01", "TOY-01"]);
    expect(refused.message).toMatch(/breaks 1 of GOBL's/);
  });

  it("answers no warnings when it breaks no rule", async () => {
    expect((await engine.toXML(structuredClone(toyInvoice), { format: "checked-toy", profile: "checked" })).warnings).toEqual([]);
  });
});
