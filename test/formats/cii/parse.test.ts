/**
 * Reading CII: the document fromXML gives for gobl.cii's sample invoices,
 * with the expectations of gobl.cii's own parse tests (lines_parse_test,
 * party_parse_test, settlement_parse_test, ordering_parse_test,
 * delivery_parse_test, allowance_charges_parse_test, settlement_test).
 */
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { ciiFormat } from "../../../formats/cii/index.ts";
import { HAS_SHARED } from "../../support/shared.ts";
import { REFERENCE } from "./cases.ts";
import { readCII, recognizedBy } from "../../support/formats.ts";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Doc = any;

function read(name: string): { doc: Doc; totals: Record<string, string> | undefined } {
  const parsed = readCII(readFileSync(`${REFERENCE}/parse/${name}`, "utf8"));
  return { doc: parsed.document, totals: parsed.statedTotals };
}

describe.skipIf(!HAS_SHARED)("CII reading gobl.cii's samples", () => {
  test("lines: names, prices, quantities and rates (invoice-test-01)", () => {
    const { doc } = read("invoice-test-01.xml");
    expect(doc.lines).toHaveLength(2);
    expect(doc.lines[0].item.name).toBe("2h Beschaffung + Aufbau des neuen Tisches a 25€/h netto + 7% MwSt.");
    expect(doc.lines[0].item.price).toBe("5350.00");
    expect(doc.lines[0].quantity).toBe("1");
    expect(doc.lines[0].taxes[0].cat).toBe("VAT");
    expect(doc.lines[0].taxes[0].percent).toBe("7%");
    expect(doc.lines[1].item.price).toBe("149.00");
    expect(doc.lines[1].taxes[0].percent).toBe("19%");
  });

  test("lines: units from UN/ECE codes (CII_example1)", () => {
    const { doc } = read("CII_example1.xml");
    expect(doc.lines).toHaveLength(20);
    expect(doc.lines[0]).toMatchObject({ quantity: "2", item: { name: "PATAT FRITES 10MM 10KG", price: "9.95", unit: "piece" } });
    expect(doc.lines[0].taxes[0]).toMatchObject({ cat: "VAT", percent: "6%" });
    expect(doc.lines[2].item).toMatchObject({ name: "POT KETCHUP 3 LT", price: "8.29", unit: "piece" });
  });

  test("lines: description, origin, seller ID, standard ID, classification, order line, cost and period (CII_example2)", () => {
    const line = read("CII_example2.xml").doc.lines[0];
    expect(line.item.name).toBe("Laptop computer");
    expect(line.item.description).toBe("Processor: Intel Core 2 Duo SU9400 LV (1.4GHz). RAM: 3MB. Screen 1440x900");
    expect(line.item.origin).toBe("DE");
    expect(line.item.ref).toBe("JB007");
    expect(line.item.identities[0]).toEqual({ code: "1234567890128", ext: { "iso-scheme-id": "0088" } });
    expect(line.item.identities[1]).toEqual({ code: "65434568", label: "STI" });
    expect(line.order).toBe("1");
    expect(line.cost).toBe("BookingCode001");
    expect(line.period).toEqual({ start: "2013-06-01", end: "2013-06-01" });
  });

  test("lines: a base quantity that contradicts the stated line amount (BT-131) is not applied (CII_example8)", () => {
    // 0.00880 per 0.00880 kWh, 16000 kWh, stated 140.80: the price is of one kWh (gobl.cii reads 1.00000, giving 16000.00).
    const line = read("CII_example8.xml").doc.lines[0];
    expect(line).toMatchObject({ quantity: "16000", item: { price: "0.00880" } });
  });

  test("parties: seller tax ID and buyer address (invoice-test-01)", () => {
    const { doc } = read("invoice-test-01.xml");
    expect(doc.supplier.name).toBe("Sample Seller");
    expect(doc.supplier.tax_id).toEqual({ country: "DE", code: "049120826" });
    expect(doc.customer.name).toBe("Sample Buyer");
    expect(doc.customer.addresses[0]).toEqual({ street: "Sample Street 2", locality: "Sample City", code: "48000", country: "DE" });
  });

  test("parties: a tax representative becomes the supplier, the seller the ordering seller (CII_example2)", () => {
    const { doc } = read("CII_example2.xml");
    expect(doc.supplier.name).toBe("Tax handling company AS");
    expect(doc.supplier.tax_id.country).toBe("NO");
    expect(doc.supplier.tax_id.code).toMatch(/^967611265/);
    expect(doc.supplier.addresses).toHaveLength(1);
    expect(doc.supplier.addresses[0]).toMatchObject({ street: "Regent street", locality: "Newtown", code: "202", country: "NO" });
    const seller = doc.ordering.seller;
    expect(seller.name).toBe("Salescompany ltd.");
    expect(seller.tax_id.country).toBe("NO");
    expect(seller.tax_id.code).toMatch(/^123456789/);
    expect(seller.inboxes[0].email).toBe("inbox@example.com");
    expect(seller.addresses[0]).toEqual({ street: "Main street 34", street_extra: "Suite 123", locality: "Big city", region: "RegionA", code: "303", country: "NO" });
    expect(seller.people[0].name.given).toBe("Antonio Salesmacher");
    expect(seller.emails[0].addr).toBe("antonio@salescompany.no");
    expect(seller.telephones[0].num).toBe("46211230");
    const customer = doc.customer;
    expect(customer.name).toBe("The Buyercompany");
    expect(customer.tax_id.code).toMatch(/^987654321/);
    expect(customer.identities).toHaveLength(2);
    expect(customer.identities[0]).toMatchObject({ code: "987654321", scope: "legal" });
    expect(customer.identities[1]).toEqual({ code: "3456789012098", ext: { "iso-scheme-id": "0088" } });
  });

  test("parties: an electronic address with a scheme (CII-IN_SE-R-003)", () => {
    expect(read("CII-IN_SE-R-003.xml").doc.supplier.inboxes[0]).toEqual({ scheme: "0007", code: "5566778899" });
  });

  test("payment: payee, terms, instructions, card, credit transfer and debited account (invoice-test-04)", () => {
    const payment = read("invoice-test-04.xml").doc.payment;
    expect(payment.payee.name).toBe("Sample Payee");
    expect(payment.payee.addresses).toEqual([{ street: "Sample Street 3", locality: "Sample City", code: "56000", country: "DE" }]);
    expect(payment.terms.notes).toBe("Partial Payment");
    expect(payment.terms.due_dates).toHaveLength(1);
    expect(payment.terms.due_dates[0].date).toBe("2024-10-01");
    expect(payment.terms.due_dates[0].amount).toBe("20.00");
    // Code 42 has no GOBL key whose EN 16931 code is 42: "other", the code kept (gobl.cii: debit-transfer, which the addon makes 31).
    expect(payment.instructions).toMatchObject({ key: "other", ext: { "untdid-payment-means": "42" } });
    expect(payment.instructions.detail).toBe("Barzahlung");
    expect(payment.instructions.card).toEqual({ last4: "3456", holder: "Schidt" });
    expect(payment.instructions.credit_transfer).toHaveLength(1);
    expect(payment.instructions.credit_transfer[0].iban).toBe("123456789012345678");
    expect(payment.instructions.direct_debit.account).toBe("098765432109876543");
    // BT-90 given as <CreditorReferenceID><ID schemeID="VA">…</ID></CreditorReferenceID>: gobl.cii's decoder reads the inner text.
    expect(payment.instructions.direct_debit.creditor).toBe("DE250166794");
  });

  test("payment: the payment reference (CII_example2)", () => {
    expect(read("CII_example2.xml").doc.payment.instructions.ref).toBe("0003434323213231");
  });

  test("ordering: the billing period (CII_example7, CII_example8)", () => {
    expect(read("CII_example7.xml").doc.ordering.period).toMatchObject({ start: "2013-01-01", end: "2013-12-31" });
    expect(read("CII_example8.xml").doc.ordering.period).toMatchObject({ start: "2014-08-01", end: "2014-08-31" });
  });

  test("delivery: receiver address and date (CII_example4, CII_example8)", () => {
    const four = read("CII_example4.xml").doc.delivery;
    expect(four.receiver.addresses[0]).toMatchObject({ code: "9000", street: "Deliverystreet", locality: "Deliverycity", country: "DK" });
    expect(four.date).toBe("2013-04-15");
    const eight = read("CII_example8.xml").doc.delivery;
    expect(eight.receiver.addresses[0]).toMatchObject({ street: "Bedrijfslaan 4,", code: "9999 XX", locality: "ONDERNEMERSTAD", country: "NL" });
  });

  test("charges and discounts (CII_example3, CII_business_example_02, CII_example2)", () => {
    const three = read("CII_example3.xml").doc;
    expect(three.charges).toHaveLength(1);
    expect(three.discounts).toBeUndefined();
    // gobl.cii's tests see the amounts after calculation (100.00); as read they are as written (100).
    expect(three.charges[0]).toMatchObject({ reason: "Freight charge", ext: { "untdid-charge": "FC" } });
    expect(Number(three.charges[0].amount)).toBe(100);
    const business = read("CII_business_example_02.xml").doc;
    expect(business.charges).toBeUndefined();
    expect(business.discounts).toHaveLength(1);
    expect(business.discounts[0].reason).toBe("Rabatt");
    expect(Number(business.discounts[0].amount)).toBe(0);
    expect(business.discounts[0].taxes[0]).toMatchObject({ cat: "VAT", percent: "19.00%" });
    const two = read("CII_example2.xml").doc;
    expect(two.discounts[0]).toMatchObject({ reason: "Promotion discount", ext: { "untdid-allowance": "95" } });
    expect(Number(two.discounts[0].amount)).toBe(100);
    expect(two.discounts[0].taxes[0]).toMatchObject({ cat: "VAT", percent: "25%" });
    expect(two.charges[0]).toMatchObject({ reason: "Freight" });
    expect(Number(two.charges[0].amount)).toBe(100);
    expect(two.charges[0].taxes[0]).toMatchObject({ cat: "VAT", percent: "25%" });
  });

  test("tax notes from exemption reasons (CII_example7 outside scope, CII_example2 exempt, none for CII_example1)", () => {
    expect(read("CII_example7.xml").doc.tax.notes).toContainEqual({ cat: "VAT", text: "Tax", ext: { "untdid-tax-category": "O" } });
    expect(read("CII_example2.xml").doc.tax.notes).toContainEqual({ cat: "VAT", text: "Exempt New Means of Transport", ext: { "untdid-tax-category": "E" } });
    expect(read("CII_example1.xml").doc.tax.notes).toBeUndefined();
  });

  test("the context selects the addons gobl.cii gives (Peppol → EN 16931, XRechnung → XRechnung, unknown → none)", () => {
    expect(read("CII-IN_SE-R-003.xml").doc.$addons).toEqual(["eu-en16931-v2017"]);
    expect(read("invoice-test-01.xml").doc.$addons).toEqual(["de-xrechnung-v3"]);
    expect(read("zugferd-1.xml").doc.$addons).toEqual(["eu-en16931-v2017"]);
    expect(read("CII_business_example_01.xml").doc.$addons).toBeUndefined();
  });

  test("stated totals come from the monetary summation", () => {
    // CII_example1's summation: LineTotalAmount 229.6, TaxBasisTotalAmount 229.6, TaxTotalAmount 20.73, GrandTotalAmount 250.33.
    const { totals } = read("CII_example1.xml");
    expect(totals).toMatchObject({ sum: "229.6", total: "229.6", tax: "20.73", total_with_tax: "250.33" });
  });

  test("CDAR lifecycle messages are not CII invoices", () => {
    const cdar = readFileSync(`${REFERENCE}/parse/UC1_F202500003_05-CDV-205_Approuvee.xml`, "utf8");
    expect(recognizedBy(ciiFormat, cdar)).toBe(false);
    expect(() => readCII(cdar)).toThrow(/CrossIndustryInvoice/);
  });
});
