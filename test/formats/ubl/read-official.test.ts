/**
 * Reading what the standard accepts (issue 26, item 4): official invoices
 * (CEN examples, the XRechnung test suite, Peppol examples) read with their
 * business terms kept, and those terms written back in UBL.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createEngine } from "../../../index.ts";
import { HAS_SHARED, SKIP_NO_SHARED, sharedPath } from "../../support/shared.ts";

const engine = createEngine();
const official = (path: string) => readFileSync(sharedPath("reference/en16931", path), "utf8");
type Obj = Record<string, any>;

/** The texts of every element of that name (prefix included) in the XML. */
/**
 * The document with its German and Austrian VAT numbers replaced by one with a valid
 * check digit: the XRechnung test suite's are made up, and writing refuses
 * them (reading only warns), which is beside the point of these tests.
 */
function writable(envelope: { doc: unknown }): Obj {
  const doc = structuredClone(envelope.doc) as Obj;
  for (const party of [doc.supplier, doc.customer, doc.ordering?.seller, doc.payment?.payee]) {
    if (party?.tax_id?.country === "DE") party.tax_id.code = "111111125";
    if (party?.tax_id?.country === "AT") party.tax_id.code = "U13585627";
  }
  return doc;
}

const texts = (xml: string, element: string) => [...xml.matchAll(new RegExp(`<${element}(?:\\s[^>]*)?>([^<]*)<`, "g"))].map((m) => m[1]);

describe.skipIf(!HAS_SHARED)("reading official UBL invoices", () => {
  if (!HAS_SHARED) it.skip(SKIP_NO_SHARED, () => {});

  it("reads a line whose stated net amount is negative as a return: negative quantity (ubl-tc434-example1, line 20)", async () => {
    const envelope = await engine.fromXML(official("cen/ubl/examples/ubl-tc434-example1.xml"));
    const doc = envelope.doc as Obj;
    expect(doc.lines[19]).toMatchObject({ quantity: "-6", item: { price: "18.33" }, sum: "-109.98" });
    expect(doc.totals.sum).toBe("229.60");
    const { xml } = await engine.toXML(envelope, { format: "ubl" });
    expect(texts(xml, "cbc:InvoicedQuantity")[19]).toBe("-6");
    expect(texts(xml, "cbc:LineExtensionAmount")).toContain("-109.98");
  });

  it("keeps the rounding amount (BT-114) as totals.rounding (XRechnung 01.17a)", async () => {
    const envelope = await engine.fromXML(official("xrechnung-testsuite/test/business-cases/standard/01.17a-INVOICE_ubl.xml"));
    const totals = (envelope.doc as Obj).totals;
    expect(totals.rounding).toBe("0.01");
    expect(totals.payable).toBe("336.91");
    const { xml } = await engine.toXML(writable(envelope), { format: "ubl" });
    expect(texts(xml, "cbc:PayableRoundingAmount")).toEqual(["0.01"]);
    expect(texts(xml, "cbc:PayableAmount")).toEqual(["336.91"]);
  });

  it("keeps a payment means code GOBL's parser has no key for: 31 (guide-example1), 68 and 4", async () => {
    const envelope = await engine.fromXML(official("cen/ubl/examples/guide-example1.xml"));
    expect((envelope.doc as Obj).payment.instructions).toMatchObject({ key: "debit-transfer", ext: { "untdid-payment-means": "31" } });
    const { xml } = await engine.toXML(envelope, { format: "ubl" });
    // Its two payment means are both 31, each with an account: both come back.
    expect(texts(xml, "cbc:PaymentMeansCode")).toEqual(["31", "31"]);
    const online = await engine.fromXML(official("cen/test/testfiles/Invoice-Max_content.xml"), { validate: false });
    expect((online.doc as Obj).payment.instructions).toMatchObject({ ext: { "untdid-payment-means": expect.not.stringMatching(/^1$/) } });
    const other = await engine.fromXML(official("cen/ubl/examples/sample-discount-price.xml"), { validate: false });
    const code = texts(official("cen/ubl/examples/sample-discount-price.xml"), "cbc:PaymentMeansCode")[0];
    expect((other.doc as Obj).payment.instructions.ext["untdid-payment-means"]).toBe(code);
  });

  it("keeps every account of payment means of one code, and writes each back (XRechnung 01.08a)", async () => {
    const envelope = await engine.fromXML(official("xrechnung-testsuite/test/business-cases/standard/01.08a-INVOICE_ubl.xml"));
    const instructions = (envelope.doc as Obj).payment.instructions;
    expect(instructions.ext["untdid-payment-means"]).toBe("58");
    expect(instructions.credit_transfer.map((account: Obj) => account.iban)).toEqual(["DE12500105170648489890", "DE89370400440532013000", "DE75512108001245126199"]);
    const { xml } = await engine.toXML(writable(envelope), { format: "ubl" });
    expect(texts(xml, "cbc:PaymentMeansCode")).toEqual(["58", "58", "58"]);
    expect(texts(xml, "cbc:ID").filter((id) => id?.startsWith("DE") && id.length === 22)).toEqual(["DE12500105170648489890", "DE89370400440532013000", "DE75512108001245126199"]);
  });

  it('does not read the order reference "NA" as a purchase order, keeping the sales order (Peppol sales-order-example)', async () => {
    const envelope = await engine.fromXML(official("peppol/rules/examples/sales-order-example.xml"), { validate: false });
    const ordering = (envelope.doc as Obj).ordering ?? {};
    expect(ordering.purchases).toBeUndefined();
    expect(ordering.sales?.[0]?.code).toBeTruthy();
  });

  it("takes a VAT identifier's country from its prefix, not the address (issue116: Swedish numbers at Afghan addresses)", async () => {
    const xml = official("cen/ubl/examples/issue116.xml");
    const envelope = await engine.fromXML(xml, { validate: false });
    const doc = envelope.doc as Obj;
    expect(doc.supplier.tax_id).toEqual({ country: "SE", code: "123456789001" });
    expect(doc.customer.tax_id).toEqual({ country: "SE", code: "123451234501" });
    expect(doc.supplier.addresses[0].country).toBe("AF");
    // The XML breaks PEPPOL-COMMON-R049 (and the numbers their check digit): refused when validating.
    await expect(engine.fromXML(xml)).rejects.toMatchObject({ key: "validation" });
  });

  it("takes an Austrian ATU number at a German address as Austrian (XRechnung cvd 02.01a)", async () => {
    const envelope = await engine.fromXML(official("xrechnung-testsuite/test/technical-cases/cvd/02.01a-cvd_INVOICE_ubl.xml"), { validate: false });
    const parties = [(envelope.doc as Obj).supplier, (envelope.doc as Obj).customer, (envelope.doc as Obj).ordering?.seller];
    const austrian = parties.filter((party) => party?.tax_id?.country === "AT");
    expect(austrian.length).toBeGreaterThan(0);
    for (const party of austrian) expect(party.tax_id.code).toMatch(/^U\d+$/);
  });

  it("reads the seller (BG-4) and the tax representative (BG-11) so that both are written back (XRechnung 01.14a)", async () => {
    const input = official("xrechnung-testsuite/test/business-cases/standard/01.14a-INVOICE_ubl.xml");
    const envelope = await engine.fromXML(input);
    const doc = envelope.doc as Obj;
    // GOBL has no tax representative: as gobl.ubl reads it (and its writer writes it), the representative
    // is the supplier and the seller is ordering.seller.
    const block = (xml: string, name: string) => new RegExp(`<cac:${name}>([\\s\\S]*?)</cac:${name}>`).exec(xml)![1]!;
    const sellerName = texts(block(input, "AccountingSupplierParty"), "cbc:RegistrationName")[0];
    const representativeName = texts(block(input, "TaxRepresentativeParty"), "cbc:Name")[0];
    expect(doc.ordering.seller.name).toBe(sellerName);
    expect(doc.supplier.name).toBe(representativeName);
    // Written under EN 16931: XRechnung's rules (BR-DE-3..-7) read the supplier as the seller and refuse a
    // representative without the seller's contact and address (see the report on BG-11).
    const written = { ...writable(envelope), $addons: ["eu-en16931-v2017"] };
    const { xml } = await engine.toXML(written, { format: "ubl" });
    // The VAT numbers' countries (their codes were replaced to be written, see writable).
    const countries = (xml: string, name: string) => texts(block(xml, name), "cbc:CompanyID").map((id) => id?.slice(0, 2));
    expect(countries(xml, "AccountingSupplierParty")).toEqual(countries(input, "AccountingSupplierParty"));
    expect(countries(xml, "TaxRepresentativeParty")).toEqual(countries(input, "TaxRepresentativeParty"));
    expect(texts(block(xml, "AccountingSupplierParty"), "cbc:RegistrationName")).toEqual([sellerName]);
    expect(texts(block(xml, "TaxRepresentativeParty"), "cbc:Name")).toEqual([representativeName]);
  });
});
