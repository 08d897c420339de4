/**
 * What UBL writes meets its profile's official rules when the document
 * carries what the profile needs (issue 26): where gobl.ubl's output breaks
 * a rule, the writer differs from it, and where the document lacks or states
 * something a profile forbids, the conversion is refused naming the rule.
 */
import { describe, expect, it } from "vitest";
import { createEngine } from "../../../index.ts";
import { EXAMPLES } from "../../../examples/index.ts";
import { ublFormat } from "../../../formats/ubl/index.ts";
import { attr, child, children, readXML, type ReadElement, textAt } from "../../../formats/ubl/xml.ts";

const engine = createEngine();
type Obj = Record<string, any>;

const example = (id: string) => structuredClone(EXAMPLES.find((e) => e.id === id)!.document) as Obj;

/** The EN 16931 example (Dutch parties) with what Peppol needs beyond EN 16931: electronic addresses and a buyer reference. */
function peppolReady(): Obj {
  const doc = example("eu-en16931-v2017");
  doc.ordering = { code: "BUYER-REF-7" };
  doc.supplier.inboxes = [{ scheme: "0106", code: "87654321" }];
  doc.customer.inboxes = [{ scheme: "0106", code: "12345678" }];
  return doc;
}

function rulesOf(profile: string): string[] {
  return ublFormat.profiles.find((p) => p.key === profile)!.ruleSets!;
}

async function written(doc: Obj, profile: string): Promise<{ xml: string; root: ReadElement }> {
  const { xml } = await engine.toXML(doc, { format: "ubl", profile });
  const check = await engine.validateXML(xml, { rules: rulesOf(profile) });
  expect(check.faults.filter((f) => f.flag === "fatal")).toEqual([]);
  return { xml, root: readXML(xml).root };
}

async function refusedCodes(doc: Obj, profile: string): Promise<string[]> {
  const error = (await engine.toXML(doc, { format: "ubl", profile }).catch((e: unknown) => e)) as Obj;
  expect(error).toMatchObject({ status: 422, key: "validation" });
  return [...new Set((error.faults as Obj[]).map((f) => f.code as string))];
}

const amount = (element: ReadElement | undefined) => element?.text ?? "";
const cents = (text: string) => BigInt(text.replace(".", ""));

describe("prices including tax", () => {
  /** GOBL's Belgian Peppol example (precise rounding): gobl.ubl writes line net amounts of four decimals and a tax total a cent off its breakdown. */
  function pricesIncludingVAT(): Obj {
    const doc = peppolReady();
    doc.tax = { prices_include: "VAT" };
    doc.lines = [
      { quantity: "20", item: { name: "Development services", price: "90.00", unit: "h" }, discounts: [{ reason: "Special discount", percent: "10%" }], taxes: [{ cat: "VAT", percent: "21%" }] },
      { quantity: "1", item: { name: "Promotional cookies", price: "10.00", unit: "one" }, taxes: [{ cat: "VAT", percent: "9%" }] },
    ];
    return doc;
  }

  for (const profile of ["en16931", "peppol"]) {
    it(`${profile}: written with line net amounts at two decimals and totals that are the sums of what is written (BR-DEC-23, BR-CO-10, BR-CO-14)`, async () => {
      const { root } = await written(pricesIncludingVAT(), profile);
      const lines = children(root, "InvoiceLine");
      expect(lines.map((l) => amount(child(l, "LineExtensionAmount")))).toEqual(["1338.84", "9.17"]);
      // The net prices keep the two more decimals the tax was taken out at (BT-146 may have more than two).
      expect(lines.map((l) => textAt(l, "Price", "PriceAmount"))).toEqual(["74.3802", "9.1743"]);
      const totals = child(root, "LegalMonetaryTotal");
      const lineSum = lines.reduce((sum, l) => sum + cents(amount(child(l, "LineExtensionAmount"))), 0n);
      expect(cents(amount(child(totals, "LineExtensionAmount")))).toBe(lineSum);
      const taxTotal = child(root, "TaxTotal");
      const breakdownSum = children(taxTotal, "TaxSubtotal").reduce((sum, s) => sum + cents(amount(child(s, "TaxAmount"))), 0n);
      expect(cents(amount(child(taxTotal, "TaxAmount")))).toBe(breakdownSum);
      // What the buyer pays is the invoice's total with tax, as stated with prices including it.
      expect(amount(child(totals, "PayableAmount"))).toBe("1630.00");
    });
  }

  it("keeps a cent the restatement loses as the rounding amount (BT-114), as gobl.ubl does", async () => {
    const doc = pricesIncludingVAT();
    doc.lines = [
      { quantity: "1", item: { name: "Theft coverage", price: "9.90" }, discounts: [{ reason: "Loyalty credits", amount: "1.76" }], taxes: [{ cat: "VAT", percent: "21%" }] },
      { quantity: "1", item: { name: "Power plus", price: "74.90" }, discounts: [{ reason: "Loyalty credits", amount: "13.34" }], taxes: [{ cat: "VAT", percent: "21%" }] },
    ];
    const { root } = await written(doc, "peppol");
    const totals = child(root, "LegalMonetaryTotal");
    expect(children(root, "InvoiceLine").map((l) => amount(child(l, "LineExtensionAmount")))).toEqual(["6.73", "50.88"]);
    expect(amount(child(totals, "TaxInclusiveAmount"))).toBe("69.71");
    expect(amount(child(totals, "PayableRoundingAmount"))).toBe("-0.01");
    expect(amount(child(totals, "PayableAmount"))).toBe("69.70");
  });
});

describe("direct debit", () => {
  function directDebit(doc: Obj, debit: Obj): Obj {
    doc.payment.instructions = { key: "direct-debit", direct_debit: debit };
    return doc;
  }

  it("writes the debited account (BT-91) in the payment mandate, where EN 16931 binds it, and reads it back", async () => {
    const doc = directDebit(example("de-xrechnung-v3"), { ref: "MANDATE-42", creditor: "DE98ZZZ09999999999", account: "DE02120300000000202051" });
    const { xml, root } = await written(doc, "xrechnung");
    const means = child(root, "PaymentMeans");
    expect(textAt(means, "PaymentMandate", "ID")).toBe("MANDATE-42");
    expect(textAt(means, "PaymentMandate", "PayerFinancialAccount", "ID")).toBe("DE02120300000000202051");
    // gobl.ubl writes it in the payment means, where BR-DE-31 does not find it and no reader (gobl.ubl's own included) looks.
    expect(child(means, "PayerFinancialAccount")).toBeUndefined();
    const read = (await engine.fromXML(xml)) as Obj;
    expect(read.doc.payment.instructions.direct_debit).toMatchObject({ ref: "MANDATE-42", account: "DE02120300000000202051" });
  });

  it("Peppol: a direct debit without a mandate reference is refused (PEPPOL-EN16931-R061), not written with one made up", async () => {
    const doc = directDebit(peppolReady(), { account: "NL91ABNA0417164300" });
    expect(await refusedCodes(doc, "peppol")).toEqual(["PEPPOL-EN16931-R061"]);
  });

  it("XRechnung: a credit transfer that also states a card and a direct debit is refused (BR-DE-23-b), not written without them", async () => {
    const doc = example("de-xrechnung-v3");
    doc.payment.instructions.card = { last4: "1234", holder: "Miriam Köhler" };
    doc.payment.instructions.direct_debit = { ref: "MANDATE-42", creditor: "DE98ZZZ09999999999", account: "DE02120300000000202051" };
    expect(await refusedCodes(doc, "xrechnung")).toEqual(["BR-DE-23-b"]);
  });
});

describe("outside the scope of VAT (O)", () => {
  /** Supplies outside the scope of VAT: no VAT identifiers (BR-O-02), the supplier's German tax number instead. */
  function outsideScope(doc: Obj): Obj {
    for (const line of doc.lines) line.taxes = [{ cat: "VAT", key: "outside-scope", ext: { "cef-vatex": "VATEX-EU-O" } }];
    doc.supplier.tax_id = { country: "DE" };
    doc.supplier.identities = [{ key: "de-tax-number", code: "111/222/33340" }];
    delete doc.customer.tax_id;
    return doc;
  }

  it("XRechnung: the breakdown states its rate, 0 (BR-DE-14); lines and the category of their items state none (BR-O-05)", async () => {
    const { root } = await written(outsideScope(example("de-xrechnung-v3")), "xrechnung");
    const category = child(child(child(root, "TaxTotal"), "TaxSubtotal"), "TaxCategory");
    expect(textAt(category, "ID")).toBe("O");
    expect(textAt(category, "Percent")).toBe("0");
    for (const line of children(root, "InvoiceLine")) expect(child(child(child(line, "Item"), "ClassifiedTaxCategory"), "Percent")).toBeUndefined();
  });

  it("Peppol: German parties' breakdown states its rate too (DE-R-014)", async () => {
    const doc = outsideScope(example("de-xrechnung-v3"));
    doc.$addons = ["eu-en16931-v2017"];
    doc.supplier.inboxes = [{ scheme: "9930", code: "DE111111125" }];
    doc.customer.inboxes = [{ scheme: "9930", code: "DE282741168" }];
    const { root } = await written(doc, "peppol");
    expect(textAt(child(child(root, "TaxTotal"), "TaxSubtotal"), "TaxCategory", "Percent")).toBe("0");
  });
});

describe("order reference", () => {
  it('writes "NA" as the order reference when there is a sales order but no purchase order: the schema requires the ID (cac:OrderReference/cbc:ID)', async () => {
    const doc = peppolReady();
    doc.ordering.sales = [{ code: "SO-881" }];
    const { xml, root } = await written(doc, "peppol");
    const reference = child(root, "OrderReference");
    expect(textAt(reference, "ID")).toBe("NA");
    expect(textAt(reference, "SalesOrderID")).toBe("SO-881");
    const withoutID = xml.replace(/<cbc:ID>NA<\/cbc:ID>\s*/, "");
    const check = await engine.validateXML(withoutID, { rules: ["xsd"] });
    expect(check.faults.map((f) => f.code)).toContain("XSD-UNEXPECTED-ELEMENT");
  });
});

describe("what Peppol forbids, refused with its rule", () => {
  it("a self-billed invoice under the billing profile (PEPPOL-EN16931-P0100: type 389), written under peppol-self-billed", async () => {
    const doc = peppolReady();
    doc.$tags = ["self-billed"];
    expect(await refusedCodes(doc, "peppol")).toContain("PEPPOL-EN16931-P0100");
    const { root } = await written(doc, "peppol-self-billed");
    expect(textAt(root, "InvoiceTypeCode")).toBe("389");
  });

  it("an e-mail address as electronic address (PEPPOL-EN16931-CL008: EM is not among Peppol's schemes)", async () => {
    const doc = peppolReady();
    doc.supplier.inboxes = [{ email: "facturen@polderverlichting.example" }];
    expect(await refusedCodes(doc, "peppol")).toEqual(["PEPPOL-EN16931-CL008"]);
    const { root } = await written(doc, "en16931");
    expect(attr(child(child(child(root, "AccountingSupplierParty"), "Party"), "EndpointID"), "schemeID")).toBe("EM");
  });
});
