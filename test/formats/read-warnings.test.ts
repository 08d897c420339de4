/**
 * Reading what the standard accepts (issue 26, item 4): an invoice whose XML
 * meets the official rules it claims is read with default settings even
 * when it breaks a rule of GOBL's those rules lack (a tax ID's check digit):
 * the faults come back as warnings beside the envelope. XML that breaks the
 * official rules too is refused as before, and stated totals are checked
 * either way.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { HAS_SHARED, sharedPath } from "../support/shared.ts";
import { createEngine } from "../../index.ts";
import { EXAMPLES } from "../../examples/index.ts";

const engine = createEngine();
const example = EXAMPLES.find((e) => e.id === "eu-en16931-v2017")!;

/** The example as UBL with the supplier's Dutch VAT number one digit off (its check digit then fails). */
async function withBadCheckDigit(format: "ubl" | "cii"): Promise<string> {
  const { xml } = await engine.toXML(structuredClone(example.document), { format });
  expect(xml).toContain("NL808661863B01");
  return xml.replaceAll("NL808661863B01", "NL808661864B01");
}

describe("reading an invoice that meets the official rules but breaks one of GOBL's", () => {
  for (const format of ["ubl", "cii"] as const) {
    it(`${format}: read, GOBL's fault given as a warning beside the envelope`, async () => {
      const xml = await withBadCheckDigit(format);
      expect((await engine.validateXML(xml)).valid).toBe(true);
      const { envelope, warnings } = await engine.readXML(xml);
      expect((envelope.doc as { supplier: { tax_id: { code: string } } }).supplier.tax_id.code).toBe("808661864B01");
      expect(warnings).toEqual([expect.objectContaining({ code: "GOBL-NL-TAX-IDENTITY-01", properties: ["$.doc.supplier.tax_id.code"] })]);
      // fromXML gives the same envelope (its uuid aside), without the warnings.
      const { uuid: _a, ...read } = (await engine.fromXML(xml)).doc as Record<string, unknown>;
      const { uuid: _b, ...withWarnings } = envelope.doc as Record<string, unknown>;
      expect(read).toEqual(withWarnings);
    });
  }

  it("an invoice breaking no rule has no warnings", async () => {
    const { xml } = await engine.toXML(structuredClone(example.document), { format: "ubl" });
    expect((await engine.readXML(xml)).warnings).toEqual([]);
  });

  it("is refused when its XML breaks an official rule too, naming both kinds of rule", async () => {
    // A payable amount that is not the total with tax: BR-CO-16 of EN 16931.
    const xml = (await withBadCheckDigit("ubl")).replace(/(<cbc:PayableAmount currencyID="EUR">)[^<]*</, "$1" + "1.00<");
    type Refusal = { status: number; message: string; faults: { code?: string }[] };
    const refused = (await engine.readXML(xml).catch((e: unknown) => e)) as Refusal;
    expect(refused).toMatchObject({ status: 422 });
    const codes = refused.faults.map((f) => f.code);
    expect(codes).toContain("GOBL-NL-TAX-IDENTITY-01");
    expect(codes).toContain("BR-CO-16");
    expect(refused.message).toContain("BR-CO-16");
  });

  it("reading without validation checks nothing and gives no warnings", async () => {
    const { warnings } = await engine.readXML(await withBadCheckDigit("cii"), { validate: false });
    expect(warnings).toEqual([]);
  });
});

describe.skipIf(!HAS_SHARED)("an official invoice whose stated totals GOBL's calculation does not give", () => {
  it("is read, each difference a warning (XRechnung 03.01a: a line amount worked out from a price more precise than the one stated)", async () => {
    const xml = readFileSync(sharedPath("reference/en16931/xrechnung-testsuite/test/business-cases/standard/03.01a-INVOICE_ubl.xml"), "utf8");
    expect((await engine.validateXML(xml)).valid).toBe(true);
    const { envelope, warnings } = await engine.readXML(xml);
    const totals = warnings.filter((w) => w.code === "BIZDOC-FORMAT-TOTALS-01");
    expect(totals.length).toBeGreaterThan(0);
    expect(totals.map((w) => w.description).join(" ")).toContain("687.28");
    expect((envelope.doc as { totals: { payable: string } }).totals.payable).toMatch(/^\d+\.\d{2}$/);
  });
});
