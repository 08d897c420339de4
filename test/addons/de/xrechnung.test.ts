/**
 * The XRechnung addon (de-xrechnung-v3) through the whole engine: GOBL's own
 * test cases for its invoice and payment rules, and every one of its 30 rules
 * failing where GOBL's does, at the path GOBL names.
 */
import { describe, expect, it } from "vitest";
import { createEngine } from "../../../index.ts";
import { faultsOf, INVOICE, type Found, type Obj } from "../../regimes/support.ts";

const engine = createEngine();

const XR = "GOBL-DE-XRECHNUNG-BILL-INVOICE-";

/** GOBL's XRechnung test invoice: a German B2G invoice with everything XRechnung asks for. */
const standard = (): Obj => ({
  $schema: INVOICE,
  $regime: "DE",
  $addons: ["de-xrechnung-v3"],
  issue_date: "2024-01-01",
  type: "standard",
  currency: "EUR",
  series: "2024",
  code: "1000",
  supplier: {
    name: "Cursor AG",
    tax_id: { country: "DE", code: "505898911" },
    inboxes: [{ scheme: "0204", code: "505898911" }],
    people: [
      {
        name: { given: "Peter", surname: "Cursorstone" },
        emails: [{ addr: "peter@test.com" }],
        telephones: [{ num: "+49100200300" }],
      },
    ],
    addresses: [{ street: "Dietmar-Hopp-Allee", locality: "Walldorf", code: "69190", country: "DE" }],
    emails: [{ addr: "billing@test.com" }],
    telephones: [{ num: "+49100200300" }],
  },
  customer: {
    name: "Sample Consumer",
    tax_id: { country: "DE", code: "449674701" },
    inboxes: [{ email: "billing@sample.com" }],
    people: [{ name: { given: "Max", surname: "Musterman" }, telephones: [{ num: "+49100200300" }] }],
    addresses: [{ street: "Werner-Heisenberg-Allee", locality: "München", code: "80939", country: "DE" }],
  },
  payment: {
    instructions: { key: "credit-transfer+sepa", credit_transfer: [{ iban: "DE89370400440532013000" }] },
    terms: { notes: "Please pay within 10 days" },
  },
  lines: [
    {
      quantity: "10",
      item: { name: "Test Item", price: "100.00", unit: "item" },
      taxes: [{ cat: "VAT", rate: "general" }],
      discounts: [{ reason: "Testing", percent: "10%" }],
    },
  ],
  ordering: { code: "1234567890" },
});

/** The standard invoice with other payment details (GOBL's payment test template). */
const paidBy = (instructions: Obj): Obj => ({
  ...standard(),
  payment: { instructions, terms: { notes: "Filler detail for en16931" } },
});

/** Every fault of a build, or none when the invoice is accepted. */
async function faultsOfBuild(doc: Obj): Promise<Found[]> {
  const refusal = await engine.build(doc).then(
    () => undefined,
    (err: unknown) => err,
  );
  return refusal ? faultsOf(Promise.reject(refusal)) : [];
}

/** The XRechnung faults of a build (other addons' and the regime's are left out). */
async function xrFaults(doc: Obj): Promise<Found[]> {
  return (await faultsOfBuild(doc)).filter((f) => f.code?.startsWith(XR));
}

/** Expects exactly these XRechnung rules (full codes) to fail, each at the one path given. */
async function expectXR(doc: Obj, expected: Record<string, string>): Promise<void> {
  const found = await xrFaults(doc);
  expect(found).toEqual(expect.arrayContaining(Object.entries(expected).map(([code, path]) => ({ code, properties: [path] }))));
  expect(found.map((f) => f.code).sort()).toEqual(Object.keys(expected).sort());
}

describe("XRechnung invoices (GOBL's invoice cases)", () => {
  it("accepts the standard invoice, with EN 16931 enabled before XRechnung", async () => {
    const built = (await engine.build(standard())) as Obj;
    expect(built.$addons).toEqual(["eu-en16931-v2017", "de-xrechnung-v3"]);
    await expect(engine.validate(built)).resolves.toEqual({ ok: true });
  });

  it("leaves a missing supplier tax ID to the German regime", async () => {
    const inv = standard();
    delete inv.supplier.tax_id;
    const faults = await faultsOfBuild(inv);
    expect(faults.map((f) => f.code)).toContain("GOBL-DE-BILL-INVOICE-01");
    expect(faults.find((f) => f.code === "GOBL-DE-BILL-INVOICE-01")?.properties).toEqual(["$.supplier"]);
    expect(faults.filter((f) => f.code?.startsWith(XR))).toEqual([]);
  });

  it("accepts a supplier with a German tax number instead of a tax ID", async () => {
    const inv = standard();
    delete inv.supplier.tax_id;
    inv.supplier.identities = [{ key: "de-tax-number", code: "123/456/7890" }];
    expect(await faultsOfBuild(inv)).toEqual([]);
  });

  it("refuses an invoice stripped of its tax details (EN 16931 needs them)", async () => {
    const built = (await engine.build(standard())) as Obj;
    delete built.tax;
    const faults = await faultsOf(engine.validate(built));
    expect(faults.flatMap((f) => f.properties)).toContain("$.tax");
    expect(faults.filter((f) => f.code?.startsWith(XR))).toEqual([]);
  });

  it("accepts telephones on the supplier only", async () => {
    const inv = standard();
    delete inv.supplier.people[0].telephones;
    expect(await xrFaults(inv)).toEqual([]);
  });

  it("accepts telephones on the supplier's first person only", async () => {
    const inv = standard();
    delete inv.supplier.telephones;
    expect(await xrFaults(inv)).toEqual([]);
  });

  it("needs a telephone on the supplier or its first person (BR-DE-6)", async () => {
    const inv = standard();
    delete inv.supplier.telephones;
    delete inv.supplier.people[0].telephones;
    await expectXR(inv, { "GOBL-DE-XRECHNUNG-BILL-INVOICE-09": "$.supplier" });
  });

  it("accepts e-mails on the supplier only", async () => {
    const inv = standard();
    delete inv.supplier.people[0].emails;
    expect(await xrFaults(inv)).toEqual([]);
  });

  it("accepts e-mails on the supplier's first person only", async () => {
    const inv = standard();
    delete inv.supplier.emails;
    expect(await xrFaults(inv)).toEqual([]);
  });

  it("needs an e-mail on the supplier or its first person (BR-DE-7)", async () => {
    const inv = standard();
    delete inv.supplier.emails;
    delete inv.supplier.people[0].emails;
    await expectXR(inv, { "GOBL-DE-XRECHNUNG-BILL-INVOICE-10": "$.supplier" });
  });

  it("needs a telephone or e-mail of the first person, not of a later one", async () => {
    const inv = standard();
    delete inv.supplier.telephones;
    delete inv.supplier.emails;
    inv.supplier.people = [{ name: { given: "Anna" } }, ...inv.supplier.people];
    await expectXR(inv, { "GOBL-DE-XRECHNUNG-BILL-INVOICE-09": "$.supplier", "GOBL-DE-XRECHNUNG-BILL-INVOICE-10": "$.supplier" });
  });

  it("needs the ordering code (BR-DE-15)", async () => {
    const inv = standard();
    inv.ordering = {};
    await expectXR(inv, { "GOBL-DE-XRECHNUNG-BILL-INVOICE-30": "$.ordering.code" });
  });

  it("accepts delivery to a receiver with a full address", async () => {
    const inv = standard();
    inv.delivery = {
      receiver: {
        name: "Delivery Receiver",
        addresses: [{ street: "Delivery Street", locality: "Berlin", code: "10115", country: "DE" }],
      },
    };
    expect(await xrFaults(inv)).toEqual([]);
  });

  it("needs the receiver when delivery details are given", async () => {
    const inv = standard();
    inv.delivery = {};
    await expectXR(inv, { "GOBL-DE-XRECHNUNG-BILL-INVOICE-25": "$.delivery.receiver" });
  });

  it("needs the delivery receiver's address", async () => {
    const inv = standard();
    inv.delivery = { receiver: { name: "Delivery Receiver" } };
    await expectXR(inv, { "GOBL-DE-XRECHNUNG-BILL-INVOICE-26": "$.delivery.receiver.addresses" });
  });

  it("has nothing to say about delivery when there are no delivery details", async () => {
    const inv = standard();
    delete inv.delivery;
    expect(await xrFaults(inv)).toEqual([]);
  });
});

describe("XRechnung payment instructions (GOBL's payment cases)", () => {
  it("accepts a SEPA credit transfer to an IBAN", async () => {
    const inv = paidBy({ key: "credit-transfer+sepa", credit_transfer: [{ iban: "DE89370400440532013000", bic: "DEUTDEFF" }] });
    expect(await faultsOfBuild(inv)).toEqual([]);
  });

  it("needs an account number when a credit transfer has no IBAN (BR-DE-19)", async () => {
    const inv = paidBy({ key: "credit-transfer+sepa", credit_transfer: [{ bic: "DEUTDEFF" }] });
    await expectXR(inv, { "GOBL-DE-XRECHNUNG-BILL-INVOICE-19": "$.payment.instructions.credit_transfer[0].number" });
  });

  it("accepts a card payment with card details, even empty ones", async () => {
    const inv = paidBy({ key: "card", card: {} });
    expect(await faultsOfBuild(inv)).toEqual([]);
  });

  it("accepts a SEPA direct debit with mandate, creditor and account", async () => {
    const inv = paidBy({
      key: "direct-debit+sepa",
      direct_debit: { ref: "MANDATE123", creditor: "DE98ZZZ09999999999", account: "DE89370400440532013000" },
    });
    expect(await faultsOfBuild(inv)).toEqual([]);
  });

  it("needs the direct debit's mandate reference (BR-DE-29)", async () => {
    const inv = paidBy({
      key: "direct-debit+sepa",
      direct_debit: { creditor: "DE98ZZZ09999999999", account: "DE89370400440532013000" },
    });
    await expectXR(inv, { "GOBL-DE-XRECHNUNG-BILL-INVOICE-22": "$.payment.instructions.direct_debit.ref" });
  });

  it("leaves an unknown means key to the core payment rules", async () => {
    const faults = await faultsOfBuild(paidBy({ key: "invalid-key" }));
    expect(faults.flatMap((f) => f.properties)).toContain("$.payment.instructions.key");
    expect(faults.filter((f) => f.code?.startsWith(XR))).toEqual([]);
  });
});

describe("every XRechnung rule", () => {
  it("01: the document type read from tax.ext must be one XRechnung accepts (BR-DE-17)", async () => {
    const inv = standard();
    inv.tax = { ext: { "untdid-tax-category": "S" } };
    await expectXR(inv, { "GOBL-DE-XRECHNUNG-BILL-INVOICE-01": "$.tax.ext" });
    inv.tax = { ext: { "untdid-tax-category": "380" } };
    expect(await xrFaults(inv)).toEqual([]);
  });

  it.each(["credit-note", "corrective"])("02: a %s must name its preceding documents (BR-DE-26)", async (type) => {
    const inv = standard();
    inv.type = type;
    await expectXR(inv, { "GOBL-DE-XRECHNUNG-BILL-INVOICE-02": "$.preceding" });
    inv.preceding = [{ code: "999", issue_date: "2023-12-01" }];
    expect(await xrFaults(inv)).toEqual([]);
  });

  it("02: a standard invoice needs no preceding documents", async () => {
    expect(await xrFaults(standard())).toEqual([]);
  });

  it("03: the supplier is required; what lies below it is then not checked", async () => {
    const inv = standard();
    delete inv.supplier;
    await expectXR(inv, { "GOBL-DE-XRECHNUNG-BILL-INVOICE-03": "$.supplier" });
  });

  it("04: the supplier names a contact person (BR-DE-5)", async () => {
    const inv = standard();
    delete inv.supplier.people;
    // The person also carried telephones and e-mails, still found on the party itself.
    await expectXR(inv, { "GOBL-DE-XRECHNUNG-BILL-INVOICE-04": "$.supplier.people" });
  });

  it("05: the supplier has an address (BR-DE-2); 06 and 07 are then not raised", async () => {
    const inv = standard();
    delete inv.supplier.addresses;
    await expectXR(inv, { "GOBL-DE-XRECHNUNG-BILL-INVOICE-05": "$.supplier.addresses" });
  });

  it("06, 07: the supplier's first address has a locality and postal code (BR-DE-3, BR-DE-4)", async () => {
    const inv = standard();
    inv.supplier.addresses = [{ street: "Dietmar-Hopp-Allee", country: "DE" }, ...inv.supplier.addresses];
    await expectXR(inv, { "GOBL-DE-XRECHNUNG-BILL-INVOICE-06": "$.supplier.addresses", "GOBL-DE-XRECHNUNG-BILL-INVOICE-07": "$.supplier.addresses" });
  });

  it("08: the supplier has an inbox (PEPPOL-EN16931-R020)", async () => {
    const inv = standard();
    delete inv.supplier.inboxes;
    await expectXR(inv, { "GOBL-DE-XRECHNUNG-BILL-INVOICE-08": "$.supplier.inboxes" });
  });

  it("11: the customer is required; what lies below it is then not checked", async () => {
    const inv = standard();
    delete inv.customer;
    await expectXR(inv, { "GOBL-DE-XRECHNUNG-BILL-INVOICE-11": "$.customer" });
  });

  it("12: the customer has an address (BR-DE-8)", async () => {
    const inv = standard();
    delete inv.customer.addresses;
    await expectXR(inv, { "GOBL-DE-XRECHNUNG-BILL-INVOICE-12": "$.customer.addresses" });
  });

  it("13, 14: the customer's first address has a locality and postal code (BR-DE-9, BR-DE-10)", async () => {
    const inv = standard();
    inv.customer.addresses = [{ street: "Werner-Heisenberg-Allee", country: "DE" }];
    await expectXR(inv, { "GOBL-DE-XRECHNUNG-BILL-INVOICE-13": "$.customer.addresses", "GOBL-DE-XRECHNUNG-BILL-INVOICE-14": "$.customer.addresses" });
    inv.customer.addresses = [{ street: "Werner-Heisenberg-Allee", locality: "München", country: "DE" }];
    await expectXR(inv, { "GOBL-DE-XRECHNUNG-BILL-INVOICE-14": "$.customer.addresses" });
  });

  it("15: the customer has an inbox (PEPPOL-EN16931-R010)", async () => {
    const inv = standard();
    delete inv.customer.inboxes;
    await expectXR(inv, { "GOBL-DE-XRECHNUNG-BILL-INVOICE-15": "$.customer.inboxes" });
  });

  it("16: payment details are required (BR-DE-1)", async () => {
    const inv = standard();
    delete inv.payment;
    await expectXR(inv, { "GOBL-DE-XRECHNUNG-BILL-INVOICE-16": "$.payment" });
  });

  it("17: payment details carry instructions (BR-DE-1)", async () => {
    const inv = standard();
    delete inv.payment.instructions;
    await expectXR(inv, { "GOBL-DE-XRECHNUNG-BILL-INVOICE-17": "$.payment.instructions" });
  });

  it("18: a credit transfer names the account (BR-DE-23)", async () => {
    await expectXR(paidBy({ key: "credit-transfer" }), { "GOBL-DE-XRECHNUNG-BILL-INVOICE-18": "$.payment.instructions.credit_transfer" });
  });

  it("19: each account without an IBAN has a number; one with a number passes", async () => {
    const inv = paidBy({
      key: "credit-transfer",
      credit_transfer: [{ iban: "DE89370400440532013000" }, { number: "12345678" }, { name: "Bank" }],
    });
    await expectXR(inv, { "GOBL-DE-XRECHNUNG-BILL-INVOICE-19": "$.payment.instructions.credit_transfer[2].number" });
  });

  it("20: a card payment has card details (BR-DE-24)", async () => {
    await expectXR(paidBy({ key: "card" }), { "GOBL-DE-XRECHNUNG-BILL-INVOICE-20": "$.payment.instructions.card" });
  });

  it("21: a direct debit has its details (BR-DE-25); 22 to 24 are then not raised", async () => {
    await expectXR(paidBy({ key: "direct-debit" }), { "GOBL-DE-XRECHNUNG-BILL-INVOICE-21": "$.payment.instructions.direct_debit" });
  });

  it("22, 23, 24: a direct debit has mandate, creditor and account (BR-DE-29 to BR-DE-31)", async () => {
    await expectXR(paidBy({ key: "direct-debit+sepa", direct_debit: {} }), {
      "GOBL-DE-XRECHNUNG-BILL-INVOICE-22": "$.payment.instructions.direct_debit.ref",
      "GOBL-DE-XRECHNUNG-BILL-INVOICE-23": "$.payment.instructions.direct_debit.creditor",
      "GOBL-DE-XRECHNUNG-BILL-INVOICE-24": "$.payment.instructions.direct_debit.account",
    });
  });

  it("18 to 24 apply to the means named in the key only", async () => {
    // Online payment: none of the credit-transfer, card or direct-debit checks applies.
    expect(await xrFaults(paidBy({ key: "online", online: [{ url: "https://pay.example.com" }] }))).toEqual([]);
  });

  it("27, 28: the receiver's first address has a locality and postal code (BR-DE-11, BR-DE-12)", async () => {
    const inv = standard();
    inv.delivery = { receiver: { name: "Delivery Receiver", addresses: [{ street: "Delivery Street", country: "DE" }] } };
    await expectXR(inv, { "GOBL-DE-XRECHNUNG-BILL-INVOICE-27": "$.delivery.receiver.addresses", "GOBL-DE-XRECHNUNG-BILL-INVOICE-28": "$.delivery.receiver.addresses" });
  });

  it("29: ordering details are required (BR-DE-15); 30 is then not raised", async () => {
    const inv = standard();
    delete inv.ordering;
    await expectXR(inv, { "GOBL-DE-XRECHNUNG-BILL-INVOICE-29": "$.ordering" });
  });

  it("applies to XRechnung documents only", async () => {
    const inv = standard();
    inv.$addons = ["eu-en16931-v2017"];
    delete inv.ordering;
    delete inv.supplier.inboxes;
    expect(await xrFaults(inv)).toEqual([]);
  });
});
