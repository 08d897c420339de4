/**
 * What the CII writer changed so that the XML it writes passes its profile's
 * official rules (issue 26), each from the case that showed it: the rule
 * the written XML broke now passes (engine.validateXML), and the XML says
 * what it should.
 */
import { describe, expect, it } from "vitest";
import { createEngine } from "../../../index.ts";
import { EXAMPLES } from "../../../examples/index.ts";
import { vatBreakdowns } from "../../../formats/common/vat-breakdown.ts";

const engine = createEngine();

type Doc = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function example(id: string): Doc {
  const found = EXAMPLES.find((e) => e.id === id);
  if (!found) throw new Error(`no example ${id}`);
  return structuredClone(found.document) as Doc;
}

/** The rules of the given sets the XML breaks (fatal ones), by code. */
async function broken(xml: string, rules: string[]): Promise<string[]> {
  const result = await engine.validateXML(xml, { rules });
  return [...new Set(result.faults.filter((f) => f.flag === "fatal").map((f) => f.code))];
}

/** The Dutch invoice with what Peppol needs beyond EN 16931: both electronic addresses (Dutch VAT numbers) and a buyer reference. */
function peppolReady(document: Doc): Doc {
  document.supplier.inboxes = [{ scheme: "9944", code: `NL${document.supplier.tax_id.code}` }];
  document.customer.inboxes = [{ scheme: "9944", code: `NL${document.customer.tax_id.code}` }];
  document.ordering = { ...(document.ordering ?? {}), code: "PO-4711" };
  return document;
}

async function readBack(xml: string): Promise<Doc> {
  return ((await engine.fromXML(xml, { format: "cii", validate: false })) as Doc).doc;
}

describe("one VAT breakdown per category and rate (BR-S-08)", () => {
  it("merges rate totals of the same category and rate, summing their amounts exactly", () => {
    const merged = vatBreakdowns([
      {
        code: "VAT",
        rates: [
          { key: "standard", ext: { "untdid-tax-category": "S", "es-sii-product": "goods" }, base: "240.00", percent: "21.0%", amount: "50.40" },
          { key: "standard", ext: { "untdid-tax-category": "S" }, base: "4600.00", percent: "4.0%", amount: "184.00" },
          { key: "standard", ext: { "untdid-tax-category": "S", "es-sii-product": "services" }, base: "450.005", percent: "21%", amount: "94.5" },
        ],
      },
    ]);
    expect(merged.map(({ category, percent, base, amount, rates }) => ({ category, percent, base, amount, rates: rates.length }))).toEqual([
      { category: "S", percent: "21.0%", base: "690.005", amount: "144.90", rates: 2 },
      { category: "S", percent: "4.0%", base: "4600.00", amount: "184.00", rates: 1 },
    ]);
  });

  it("writes the Spanish SII example's goods and services at 21% as one breakdown", async () => {
    const { xml } = await engine.toXML(example("es-sii-v1"), { format: "cii" });
    expect(await broken(xml, ["en16931"])).not.toContain("BR-S-08");
    const breakdowns = xml.match(/<ram:ApplicableTradeTax>\s*<ram:CalculatedAmount>[\s\S]*?<\/ram:ApplicableTradeTax>/g) ?? [];
    expect(breakdowns.filter((b) => b.includes("<ram:RateApplicablePercent>21.0<"))).toHaveLength(1);
  });
});

describe("the seller's VAT identifier of a regime that names no tax scheme (BR-S-02, BR-CO-26)", () => {
  it("writes an Argentine seller's tax ID as its VAT identifier (schemeID VA), the invoice charging VAT", async () => {
    const { xml } = await engine.toXML(example("ar-arca-v4"), { format: "cii" });
    expect(await broken(xml, ["xsd", "en16931"])).toEqual([]);
    expect(xml).toMatch(/<ram:SellerTradeParty>[\s\S]*<ram:SpecifiedTaxRegistration>\s*<ram:ID schemeID="VA">AR/);
  });
});

describe("address countries (BR-CL-14, and the address's own country)", () => {
  it("writes Greek addresses as GR, which reads back as GR", async () => {
    const { xml } = await engine.toXML(example("gr-mydata-v1"), { format: "cii" });
    expect(await broken(xml, ["en16931"])).not.toContain("BR-CL-14");
    expect(xml).not.toMatch(/<ram:CountryID>EL</);
    const read = await readBack(xml);
    expect(read.supplier.addresses[0].country).toBe("GR");
    expect(read.supplier.tax_id.country).toBe("EL");
  });

  it("keeps the seller's address country where it differs from its tax ID's", async () => {
    const document = example("eu-en16931-v2017");
    document.supplier.addresses[0].country = "BE";
    const { xml } = await engine.toXML(document, { format: "cii" });
    expect(xml).toMatch(/<ram:SellerTradeParty>[\s\S]*?<ram:CountryID>BE<\/ram:CountryID>/);
    expect(xml).toMatch(/<ram:SellerTradeParty>[\s\S]*?<ram:ID schemeID="VA">NL/);
  });
});

describe("a project reference without a name (XSD)", () => {
  it("gives the schema's required project name the official placeholder, and reads it back as no description", async () => {
    const document = example("eu-en16931-v2017");
    document.ordering = { projects: [{ code: "PRJ-42" }] };
    const { xml } = await engine.toXML(document, { format: "cii" });
    expect(await broken(xml, ["xsd"])).toEqual([]);
    expect(xml).toMatch(/<ram:SpecifiedProcuringProject>\s*<ram:ID>PRJ-42<\/ram:ID>\s*<ram:Name>Project reference<\/ram:Name>/);
    expect((await readBack(xml)).ordering.projects).toEqual([{ code: "PRJ-42" }]);
  });
});

describe("Peppol", () => {
  it("joins the notes into one without a subject code (PEPPOL-EN16931-R002), the codes kept in the text", async () => {
    const document = peppolReady(example("eu-en16931-v2017"));
    document.notes = [
      { key: "general", text: "Thank you for your order", ext: { "untdid-text-subject": "AAI" } },
      { text: "Delivered in two parts", ext: { "untdid-text-subject": "SUR" } },
    ];
    const { xml } = await engine.toXML(document, { format: "cii", profile: "peppol" });
    expect(await broken(xml, ["xsd", "en16931", "peppol"])).toEqual([]);
    expect(xml.match(/<ram:IncludedNote>/g)).toHaveLength(1);
    expect(xml).toContain("<ram:Content>#AAI#Thank you for your order\n\n#SUR#Delivered in two parts</ram:Content>");
  });

  it("reads a single note's #CODE# prefix back as its subject code", async () => {
    const document = peppolReady(example("eu-en16931-v2017"));
    document.notes = [{ key: "general", text: "Thank you for your order", ext: { "untdid-text-subject": "AAI" } }];
    const { xml } = await engine.toXML(document, { format: "cii", profile: "peppol" });
    const read = await readBack(xml);
    expect(read.notes).toEqual([{ text: "Thank you for your order", ext: { "untdid-text-subject": "AAI" } }]);
  });

  it("states the base of a document discount given as a percentage (PEPPOL-EN16931-R041)", async () => {
    const document = peppolReady(example("eu-en16931-v2017"));
    document.discounts = [{ percent: "10%", reason: "Loyalty", taxes: [{ cat: "VAT", rate: "general" }] }];
    const built = (await engine.build(document)) as Doc;
    const { xml } = await engine.toXML(document, { format: "cii", profile: "peppol" });
    expect(await broken(xml, ["xsd", "en16931", "peppol"])).toEqual([]);
    expect(xml).toMatch(
      new RegExp(`<ram:CalculationPercent>10</ram:CalculationPercent>\\s*<ram:BasisAmount>${built.totals.sum.replace(".", "\\.")}</ram:BasisAmount>`),
    );
  });
});

describe("Chorus Pro legal identifiers (BR-CL-11)", () => {
  it("writes a SIRET with its ISO 6523 ICD, 0009, and reads it back as Chorus Pro scheme 1 with the SIRET", async () => {
    const { xml } = await engine.toXML(example("fr-choruspro-v1"), { format: "cii", profile: "choruspro" });
    expect(await broken(xml, ["xsd", "en16931"])).toEqual([]);
    expect(xml).toContain('<ram:ID schemeID="0009">73282932000074</ram:ID>');
    const written = (await engine.build(example("fr-choruspro-v1"))) as Doc;
    const read = await readBack(xml);
    expect(read.supplier.ext["fr-choruspro-scheme"]).toBe("1");
    expect(read.supplier.identities).toEqual(written.supplier.identities);
  });

  it("writes an EU VAT number (scheme 2) with no schemeID; the addon gives the scheme back from the tax ID", async () => {
    const document = example("fr-choruspro-v1");
    document.supplier = {
      name: "Provide One GmbH",
      tax_id: { country: "DE", code: "111111125" },
      addresses: [{ num: "16", street: "Dietmar-Hopp-Allee", locality: "Walldorf", code: "69190", country: "DE" }],
      emails: [{ addr: "billing@provide-one.example" }],
    };
    const { xml } = await engine.toXML(document, { format: "cii", profile: "choruspro" });
    expect(await broken(xml, ["xsd", "en16931"])).toEqual([]);
    expect(xml).toMatch(/<ram:SpecifiedLegalOrganization>\s*<ram:ID>DE111111125<\/ram:ID>/);
    const read = await readBack(xml);
    expect(read.supplier.ext?.["fr-choruspro-scheme"]).toBe("2");
  });
});
