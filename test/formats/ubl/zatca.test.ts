/**
 * The ZATCA profile (Saudi Arabia, UBL 2.1 with the KSA parts): the
 * transaction type (KSA-2) as the type code's name, read back as tags
 * (gobl.ubl utils_test.go: TestTagCodeParseZATCA, TestTypeCodeParseZATCA);
 * and where we write more than gobl.ubl: a correction's reason without
 * payment instructions, a street without its building number, the UUID read.
 */
import { describe, expect, it } from "vitest";
import { createEngine } from "../../../index.ts";
import { EXAMPLES } from "../../../examples/index.ts";
import { child, children, readXML, textAt } from "../../../formats/ubl/xml.ts";
import { readUBL } from "../../support/formats.ts";
import { HAS_SHARED, SKIP_NO_SHARED } from "../../support/shared.ts";
import { readJSON, UBL_REFERENCE_DIR } from "./reference-cases.ts";

const engine = createEngine();
type Doc = Record<string, any>;

const example = () => structuredClone(EXAMPLES.find((e) => e.id === "sa-zatca-v1")!.document) as Doc;

/** The example's ZATCA XML with its type code and transaction type replaced. */
async function withTypeCode(code: string, name: string): Promise<string> {
  const { xml } = await engine.toXML(example(), { format: "ubl" });
  const typeCode = /<cbc:InvoiceTypeCode name="[^"]*">\d+<\/cbc:InvoiceTypeCode>/;
  expect(xml).toMatch(typeCode);
  return xml.replace(typeCode, `<cbc:InvoiceTypeCode name="${name}">${code}</cbc:InvoiceTypeCode>`);
}

describe("UBL zatca: the transaction type (KSA-2)", () => {
  const cases: [string, string, string[] | undefined][] = [
    ["Standard - no flags", "0100000", undefined],
    ["Simplified", "0200000", ["simplified"]],
    ["Summary", "0100010", ["summary"]],
    ["Export", "0100100", ["export"]],
    ["Third-party, nominal, self-billed", "0111001", ["third-party", "nominal", "self-billed"]],
    ["Simplified, export, summary", "0200110", ["simplified", "export", "summary"]],
    ["All flags set", "0211111", ["simplified", "third-party", "nominal", "export", "summary", "self-billed"]],
    ["Empty code - no tags", "", undefined],
    ["Malformed short code - no tags", "010000", undefined],
  ];
  it.each(cases)("%s: %s reads as its tags (gobl.ubl TestTagCodeParseZATCA)", async (_name, code, tags) => {
    const document = readUBL(await withTypeCode("388", code)).document as Doc;
    expect(document.$tags).toEqual(tags);
    expect(document.tax.ext?.["sa-zatca-invoice-type"]).toBe(code === "" ? undefined : code);
  });

  it.each([
    ["388", "0100000", "standard"],
    ["388", "0111001", "standard"],
    ["388", "0200000", "standard"],
    ["381", "0210001", "credit-note"],
  ])("the document type comes from the code %s alone, whatever the flags %s (gobl.ubl TestTypeCodeParseZATCA)", async (code, name, type) => {
    expect((readUBL(await withTypeCode(code, name)).document as Doc).type).toBe(type);
  });
});

describe("UBL zatca: the addon's example", () => {
  it("is written under ZATCA by its addon, with the KSA header, and read back with its UUID, issue time and transaction type", async () => {
    const built = ((await engine.build({ $schema: "https://gobl.org/draft-0/envelope", doc: example() })) as Doc).doc;
    const written = await engine.toXML(structuredClone(built), { format: "ubl" });
    expect(written.profile).toBe("zatca");
    const root = readXML(written.xml).root;
    expect(root.name).toBe("Invoice");
    expect(root.attrs["xsi:schemaLocation"]).toBeUndefined();
    expect(textAt(root, "CustomizationID")).toBe("urn:cen.eu:en16931:2017#compliant#urn:zatca.gov.sa:e-invoicing:1.0");
    expect(textAt(root, "ProfileID")).toBe("reporting:1.0");
    expect(textAt(root, "UUID")).toBe(built.uuid);
    expect(textAt(root, "IssueTime")).toBe("12:00:00");
    expect(child(root, "InvoiceTypeCode")?.attrs.name).toBe("0100000");
    expect(textAt(root, "TaxCurrencyCode")).toBe("SAR");
    expect(children(root, "TaxTotal").map((total) => textAt(total, "TaxAmount"))).toEqual([built.totals.tax, built.totals.tax]);
    const read = (await engine.fromXML(written.xml, { format: "ubl" })).doc as Doc;
    expect(read.uuid).toBe(built.uuid);
    expect(read.issue_time).toBe("12:00:00");
    expect(read.$addons).toEqual(expect.arrayContaining(["sa-zatca-v1"]));
    expect(read.tax.ext["sa-zatca-invoice-type"]).toBe("0100000");
  });
});

describe.skipIf(!HAS_SHARED)("UBL zatca on gobl.ubl's inputs", () => {
  const input = (name: string) => readJSON(`${UBL_REFERENCE_DIR}/convert/zatca/${name}`) as Doc;

  it("writes a credit note's reason (KSA-10, BR-KSA-17) without payment instructions, under payment means 1, and reads it back without instructions", async () => {
    const envelope = input("standard-credit-note.json");
    delete envelope.doc.payment;
    const reason: string = envelope.doc.preceding[0].reason;
    const { xml } = await engine.toXML(envelope, { format: "ubl", profile: "zatca" });
    const means = children(readXML(xml).root, "PaymentMeans");
    expect(means.map((m) => [textAt(m, "PaymentMeansCode"), textAt(m, "InstructionNote")])).toEqual([["1", reason]]);
    const read = (await engine.fromXML(xml, { format: "ubl" })).doc as Doc;
    expect(read.preceding[0].reason).toBe(reason);
    expect(read.payment?.instructions).toBeUndefined();
  });

  it("writes the street without the building number, so that reading and writing again keeps both as they were", async () => {
    const first = await engine.toXML(input("standard-invoice.json"), { format: "ubl", profile: "zatca" });
    const address = (xml: string) => child(child(child(readXML(xml).root, "AccountingSupplierParty"), "Party"), "PostalAddress");
    expect([textAt(address(first.xml), "StreetName"), textAt(address(first.xml), "BuildingNumber")]).toEqual(["King Fahd Road", "1234"]);
    const read = await engine.fromXML(first.xml, { format: "ubl" });
    expect((read.doc as Doc).supplier.addresses[0]).toMatchObject({ street: "King Fahd Road", num: "1234", street_extra: "Al Olaya" });
    const second = await engine.toXML(read, { format: "ubl" });
    expect(second.profile).toBe("zatca");
    expect([textAt(address(second.xml), "StreetName"), textAt(address(second.xml), "BuildingNumber")]).toEqual(["King Fahd Road", "1234"]);
  });
});

if (!HAS_SHARED) console.warn(SKIP_NO_SHARED);
