/**
 * The Chorus Pro addon (fr-choruspro-v1) through the whole engine: GOBL's
 * test cases for its normalisers (framework default, quantity precision,
 * party schemes) and rules, and every one of its 14 rules failing where
 * GOBL's does, at the path GOBL names.
 */
import { describe, expect, it } from "vitest";
import { createEngine } from "../../../index.ts";
import { faultsOf, INVOICE, type Found, type Obj } from "../../regimes/support.ts";

const engine = createEngine();

const CP = "GOBL-FR-CHORUSPRO-";
const FRAMEWORK = "fr-choruspro-framework";
const SCHEME = "fr-choruspro-scheme";

/**
 * GOBL's Chorus Pro test invoice: a German supplier invoicing a French public
 * buyer known by its SIRET. (GOBL's fixture gives the supplier a code that is
 * no valid German VAT number, which its test never notices as the German
 * regime is not loaded there; ours is a valid one, and the unit is GOBL's
 * code for packages.)
 */
const valid = (): Obj => ({
  $schema: INVOICE,
  $regime: "FR",
  $addons: ["fr-choruspro-v1"],
  series: "TEST",
  code: "0002",
  supplier: {
    name: "Test Supplier",
    tax_id: { country: "DE", code: "111111125" },
    addresses: [{ country: "DE" }],
  },
  customer: {
    name: "Test Customer",
    tax_id: { country: "FR", code: "391838042" },
    identities: [{ type: "SIRET", code: "39183804212345" }],
    addresses: [{ country: "FR" }],
  },
  lines: [
    {
      quantity: "1",
      item: { name: "bogus", price: "100.00", unit: "pkg" },
      taxes: [{ cat: "VAT", rate: "general" }],
    },
  ],
  payment: { terms: { notes: "Please pay in 10 days" } },
});

const build = (doc: Obj) => engine.build(doc) as Promise<Obj>;

/** Every fault of an operation, or none when it succeeds. */
async function faultsOfOp(op: Promise<unknown>): Promise<Found[]> {
  const refusal = await op.then(
    () => undefined,
    (err: unknown) => err,
  );
  return refusal ? faultsOf(Promise.reject(refusal)) : [];
}

/** The Chorus Pro faults (other addons' and the regime's are left out). */
const cpOnly = (faults: Found[]) => faults.filter((f) => f.code?.startsWith(CP));
const cpFaultsOfBuild = async (doc: Obj) => cpOnly(await faultsOfOp(build(doc)));
const cpFaultsOfValidate = async (doc: Obj) => cpOnly(await faultsOfOp(engine.validate(doc)));

/** Exactly these Chorus Pro rules (full codes) fail, each at the paths given. */
function expectCP(found: Found[], expected: Record<string, string[]>): void {
  const byCode = Object.fromEntries(found.map((f) => [f.code!, [...f.properties].sort()]));
  expect(byCode).toEqual(Object.fromEntries(Object.entries(expected).map(([code, paths]) => [code, [...paths].sort()])));
}

describe("Chorus Pro invoices (GOBL's invoice cases)", () => {
  it("accepts the valid invoice, with EN 16931 enabled before Chorus Pro", async () => {
    const inv = await build(valid());
    expect(inv.$addons).toEqual(["eu-en16931-v2017", "fr-choruspro-v1"]);
    expect(inv.tax.ext[FRAMEWORK]).toBe("A1");
    expect(inv.supplier.ext).toEqual({ [SCHEME]: "2" });
    expect(inv.customer.ext).toEqual({ [SCHEME]: "1" });
    await expect(engine.validate(inv)).resolves.toEqual({ ok: true });
  });

  it("checks the customer only when there is one", async () => {
    const inv = await build(valid());
    delete inv.customer;
    expect(await cpFaultsOfValidate(inv)).toEqual([]);
  });

  it("needs scheme 1 for the customer", async () => {
    const inv = await build(valid());
    inv.customer.ext = { [SCHEME]: "2" };
    // A SIRET and a French tax ID under scheme 2 are party faults too.
    expectCP(await cpFaultsOfValidate(inv), {
      "GOBL-FR-CHORUSPRO-BILL-INVOICE-01": ["$.customer.ext"],
      "GOBL-FR-CHORUSPRO-ORG-PARTY-04": ["$.customer.identities"],
      "GOBL-FR-CHORUSPRO-ORG-PARTY-05": ["$.customer.tax_id.country"],
    });
  });

  it("accepts a customer with a SIRET under scheme 1", async () => {
    const inv = await build(valid());
    inv.customer.identities = [{ type: "SIRET", code: "12345678901234" }];
    inv.customer.ext = { [SCHEME]: "1" };
    expect(await cpFaultsOfValidate(inv)).toEqual([]);
  });

  it("needs the customer's identities", async () => {
    const inv = await build(valid());
    delete inv.customer.identities;
    // Scheme 1 then also misses its SIRET.
    expectCP(await cpFaultsOfValidate(inv), {
      "GOBL-FR-CHORUSPRO-BILL-INVOICE-02": ["$.customer.identities"],
      "GOBL-FR-CHORUSPRO-ORG-PARTY-02": ["$.customer.identities"],
    });
  });

  it("needs the framework extension", async () => {
    const inv = await build(valid());
    delete inv.tax.ext[FRAMEWORK];
    expectCP(await cpFaultsOfValidate(inv), { "GOBL-FR-CHORUSPRO-BILL-INVOICE-05": ["$.tax.ext"] });
  });

  it("needs an invoice under framework A2 to be paid in full", async () => {
    const inv = await build(valid());
    inv.tax.ext[FRAMEWORK] = "A2";
    expectCP(await cpFaultsOfValidate(inv), { "GOBL-FR-CHORUSPRO-BILL-INVOICE-06": ["$.totals"] });
  });

  it("accepts framework A2 when advances pay the whole invoice", async () => {
    const inv = valid();
    inv.tax = { ext: { [FRAMEWORK]: "A2" } };
    inv.payment = { advances: [{ description: "Paid in advance", percent: "100%" }] };
    const built = await build(inv);
    expect(built.tax.ext[FRAMEWORK]).toBe("A2");
    expect(built.totals.due).toBe("0.00");
  });

  it("refuses framework A2 when an advance leaves something due", async () => {
    const inv = valid();
    inv.tax = { ext: { [FRAMEWORK]: "A2" } };
    inv.payment = { advances: [{ description: "Half paid", percent: "50%" }] };
    expectCP(await cpFaultsOfBuild(inv), { "GOBL-FR-CHORUSPRO-BILL-INVOICE-06": ["$.totals"] });
  });
});

describe("Chorus Pro currency (GOBL's currency cases)", () => {
  it("refuses another currency without a rate into euros", async () => {
    const inv = valid();
    inv.currency = "USD";
    expectCP(await cpFaultsOfBuild(inv), { "GOBL-FR-CHORUSPRO-BILL-INVOICE-07": ["$"] });
  });

  it("accepts another currency with a rate into euros", async () => {
    const inv = valid();
    inv.currency = "USD";
    inv.exchange_rates = [{ from: "USD", to: "EUR", amount: "0.875967" }];
    expect(await cpFaultsOfBuild(inv)).toEqual([]);
  });

  it("does not take a rate into another currency", async () => {
    const inv = valid();
    inv.currency = "USD";
    inv.exchange_rates = [
      { from: "USD", to: "GBP", amount: "0.75" },
      { from: "GBP", to: "EUR", amount: "1.17" },
    ];
    expectCP(await cpFaultsOfBuild(inv), { "GOBL-FR-CHORUSPRO-BILL-INVOICE-07": ["$"] });
  });
});

describe("Chorus Pro invoice normalisation (GOBL's cases)", () => {
  it("sets framework A1 when the invoice has no tax details", async () => {
    const inv = valid();
    delete inv.tax;
    const built = await build(inv);
    expect(built.tax.ext).toEqual({ [FRAMEWORK]: "A1", "untdid-document-type": "380" });
  });

  it("keeps a framework already given", async () => {
    const inv = valid();
    inv.tax = { ext: { [FRAMEWORK]: "A3" } };
    expect((await build(inv)).tax.ext[FRAMEWORK]).toBe("A3");
  });

  it("sets framework A1 beside other tax details", async () => {
    const inv = valid();
    inv.tax = { rounding: "currency" };
    const built = await build(inv);
    expect(built.tax.rounding).toBe("currency");
    expect(built.tax.ext[FRAMEWORK]).toBe("A1");
  });

  it("leaves documents without the addon alone", async () => {
    const inv = valid();
    inv.$addons = ["eu-en16931-v2017"];
    const built = await build(inv);
    expect(built.tax.ext[FRAMEWORK]).toBeUndefined();
    expect(built.supplier.ext).toBeUndefined();
    expect(built.customer.ext).toBeUndefined();
  });
});

describe("Chorus Pro line quantities (GOBL's cases)", () => {
  it.each([
    ["1.000000", "1.0000"],
    ["1.530000", "1.5300"],
    ["13.342423", "13.3424"],
    ["2.00005", "2.0001"],
    ["0", "0"],
    ["20", "20"],
    ["1.5", "1.5"],
  ])("quantity %s becomes %s", async (quantity, expected) => {
    const inv = valid();
    inv.lines[0].quantity = quantity;
    expect((await build(inv)).lines[0].quantity).toBe(expected);
  });
});

/** The valid invoice delivered to this party, so that the party is normalised and checked as GOBL does with any party. */
const deliveredTo = (receiver: Obj): Obj => ({ ...valid(), delivery: { receiver: { name: "Test Party", ...receiver } } });

/** The receiver's scheme after a successful build. */
const receiverScheme = async (receiver: Obj): Promise<string | undefined> =>
  (await build(deliveredTo(receiver))).delivery.receiver.ext?.[SCHEME];

describe("Chorus Pro party normalisation (GOBL's cases)", () => {
  it("gives a party with a SIRET scheme 1", async () => {
    expect(await receiverScheme({ identities: [{ type: "SIRET", code: "12345678901234" }] })).toBe("1");
  });

  it("keeps a scheme already given", async () => {
    const receiver = { identities: [{ type: "SIRET", code: "12345678901234" }], ext: { [SCHEME]: "1" } };
    expect(await receiverScheme(receiver)).toBe("1");
  });

  it("keeps a scheme already given even when the tax ID says otherwise", async () => {
    const receiver = { tax_id: { country: "US", code: "123456789" }, ext: { [SCHEME]: "4" } };
    expect(await receiverScheme(receiver)).toBe("4");
  });

  it("finds the SIRET among other identities", async () => {
    const receiver = {
      identities: [
        { type: "OTHER", code: "123456789" },
        { type: "SIRET", code: "12345678901234" },
      ],
    };
    expect(await receiverScheme(receiver)).toBe("1");
  });

  it("gives no scheme to a party with neither a foreign tax ID nor a SIRET", async () => {
    const found = await cpFaultsOfBuild(deliveredTo({ identities: [{ type: "OTHER", code: "123456789" }] }));
    expectCP(found, { "GOBL-FR-CHORUSPRO-ORG-PARTY-01": ["$.delivery.receiver.ext"] });
  });

  it("gives scheme 2 to a party with a tax ID of another EU country", async () => {
    expect(await receiverScheme({ tax_id: { country: "DE", code: "111111125" } })).toBe("2");
  });

  it("gives scheme 3 to a party with a tax ID from outside the EU", async () => {
    expect(await receiverScheme({ tax_id: { country: "US", code: "123456789" } })).toBe("3");
  });

  it("counts Greece (EL) in the EU and the United Kingdom out of it", async () => {
    expect(await receiverScheme({ tax_id: { country: "EL", code: "925667500" } })).toBe("2");
    expect(await receiverScheme({ tax_id: { country: "GB", code: "350983637" } })).toBe("3");
  });

  it("gives scheme 1 to a party with a French tax ID and a SIRET", async () => {
    const receiver = { tax_id: { country: "FR", code: "391838042" }, identities: [{ type: "SIRET", code: "39183804212345" }] };
    expect(await receiverScheme(receiver)).toBe("1");
  });

  it.each([
    ["no identities", {}],
    ["empty identities", { identities: [] }],
  ])("gives no scheme to a party with %s", async (_, receiver) => {
    const found = await cpFaultsOfBuild(deliveredTo(receiver));
    expectCP(found, { "GOBL-FR-CHORUSPRO-ORG-PARTY-01": ["$.delivery.receiver.ext"] });
  });

  it("skips empty entries among the identities", async () => {
    const receiver = { identities: [null, { type: "SIRET", code: "12345678901234" }, null] };
    const built = await build(deliveredTo(receiver));
    expect(built.delivery.receiver.identities).toHaveLength(1);
    expect(built.delivery.receiver.ext).toEqual({ [SCHEME]: "1" });
  });
});

describe("Chorus Pro party rules (GOBL's cases)", () => {
  /** The Chorus Pro faults of a party delivered to, as it stands (validated, not built). */
  async function partyFaults(receiver: Obj): Promise<Found[]> {
    const inv = await build(valid());
    inv.delivery = { receiver: { name: "Test Party", ...receiver } };
    return cpFaultsOfValidate(inv);
  }
  const R = "$.delivery.receiver";

  it("accepts scheme 1 with a SIRET", async () => {
    const found = await partyFaults({ identities: [{ type: "SIRET", code: "12345678901234" }], ext: { [SCHEME]: "1" } });
    expect(found).toEqual([]);
  });

  it("needs a SIRET for scheme 1, a French tax ID being not enough", async () => {
    const found = await partyFaults({ tax_id: { country: "FR", code: "12345678901234" }, ext: { [SCHEME]: "1" } });
    expectCP(found, { "GOBL-FR-CHORUSPRO-ORG-PARTY-02": [`${R}.identities`] });
  });

  it("needs a SIRET for scheme 1, another identity being not enough", async () => {
    const found = await partyFaults({ identities: [{ type: "OTHER", code: "123456789" }], ext: { [SCHEME]: "1" } });
    expectCP(found, { "GOBL-FR-CHORUSPRO-ORG-PARTY-02": [`${R}.identities`] });
  });

  it("needs a French tax ID for scheme 1", async () => {
    const found = await partyFaults({
      tax_id: { country: "DE", code: "111111125" },
      identities: [{ type: "SIRET", code: "12345678901234" }],
      ext: { [SCHEME]: "1" },
    });
    expectCP(found, { "GOBL-FR-CHORUSPRO-ORG-PARTY-03": [`${R}.tax_id.country`] });
  });

  it("refuses a foreign tax ID for scheme 1", async () => {
    const found = await partyFaults({ tax_id: { country: "US", code: "123456789" }, ext: { [SCHEME]: "1" } });
    expectCP(found, { "GOBL-FR-CHORUSPRO-ORG-PARTY-02": [`${R}.identities`], "GOBL-FR-CHORUSPRO-ORG-PARTY-03": [`${R}.tax_id.country`] });
  });

  it("accepts scheme 2 for a company of another EU country", async () => {
    expect(await partyFaults({ tax_id: { country: "DE", code: "111111125" }, ext: { [SCHEME]: "2" } })).toEqual([]);
  });

  it("refuses scheme 2 for a French company", async () => {
    const found = await partyFaults({
      tax_id: { country: "FR", code: "391838042" },
      identities: [{ type: "OTHER", code: "123456789" }],
      ext: { [SCHEME]: "2" },
    });
    expectCP(found, { "GOBL-FR-CHORUSPRO-ORG-PARTY-05": [`${R}.tax_id.country`] });
  });

  it("refuses scheme 2 for a company from outside the EU", async () => {
    const found = await partyFaults({ tax_id: { country: "US", code: "123456789" }, ext: { [SCHEME]: "2" } });
    expectCP(found, { "GOBL-FR-CHORUSPRO-ORG-PARTY-06": [`${R}.tax_id.country`] });
  });

  it("accepts scheme 3 for a company from outside the EU", async () => {
    expect(await partyFaults({ tax_id: { country: "US", code: "123456789" }, ext: { [SCHEME]: "3" } })).toEqual([]);
  });

  it("refuses scheme 3 for an EU company", async () => {
    const found = await partyFaults({ tax_id: { country: "DE", code: "111111125" }, ext: { [SCHEME]: "3" } });
    expectCP(found, { "GOBL-FR-CHORUSPRO-ORG-PARTY-07": [`${R}.tax_id.country`] });
  });

  it("does not check the tax ID under scheme 4", async () => {
    expect(await partyFaults({ tax_id: { country: "US", code: "123456789" }, ext: { [SCHEME]: "4" } })).toEqual([]);
  });

  it("needs the scheme extension", async () => {
    const found = await partyFaults({
      tax_id: { country: "FR", code: "391838042" },
      identities: [{ type: "SIRET", code: "12345678901234" }],
    });
    expectCP(found, { "GOBL-FR-CHORUSPRO-ORG-PARTY-01": [`${R}.ext`] });
  });

  it("refuses a SIRET under a scheme other than 1", async () => {
    const found = await partyFaults({
      tax_id: { country: "FR", code: "391838042" },
      identities: [{ type: "SIRET", code: "12345678901234" }],
      ext: { [SCHEME]: "2" },
    });
    expectCP(found, { "GOBL-FR-CHORUSPRO-ORG-PARTY-04": [`${R}.identities`], "GOBL-FR-CHORUSPRO-ORG-PARTY-05": [`${R}.tax_id.country`] });
  });

  it("checks every party of the document, each at its own path", async () => {
    const inv = await build(valid());
    delete inv.supplier.ext;
    delete inv.customer.ext;
    expectCP(await cpFaultsOfValidate(inv), { "GOBL-FR-CHORUSPRO-ORG-PARTY-01": ["$.supplier.ext", "$.customer.ext"] });
  });
});

describe("every Chorus Pro invoice rule", () => {
  it("01: the customer's scheme must be 1", async () => {
    const inv = valid();
    inv.customer.ext = { [SCHEME]: "6" };
    expectCP(await cpFaultsOfBuild(inv), { "GOBL-FR-CHORUSPRO-BILL-INVOICE-01": ["$.customer.ext"], "GOBL-FR-CHORUSPRO-ORG-PARTY-04": ["$.customer.identities"] });
  });

  it("02: the customer has identities", async () => {
    const inv = valid();
    inv.customer = { name: "Test Customer", tax_id: { country: "DE", code: "111111125" }, addresses: [{ country: "DE" }] };
    expectCP(await cpFaultsOfBuild(inv), { "GOBL-FR-CHORUSPRO-BILL-INVOICE-01": ["$.customer.ext"], "GOBL-FR-CHORUSPRO-BILL-INVOICE-02": ["$.customer.identities"] });
  });

  it("03: the invoice has tax details", async () => {
    const inv = await build(valid());
    delete inv.tax;
    expectCP(await cpFaultsOfValidate(inv), { "GOBL-FR-CHORUSPRO-BILL-INVOICE-03": ["$.tax"] });
  });

  it("04, 05: the tax details have extensions, among them the framework", async () => {
    const inv = await build(valid());
    inv.tax = {};
    expectCP(await cpFaultsOfValidate(inv), { "GOBL-FR-CHORUSPRO-BILL-INVOICE-04": ["$.tax.ext"], "GOBL-FR-CHORUSPRO-BILL-INVOICE-05": ["$.tax.ext"] });
  });

  it("06: framework A2 without any advance leaves the invoice unpaid", async () => {
    const inv = valid();
    inv.tax = { ext: { [FRAMEWORK]: "A2" } };
    expectCP(await cpFaultsOfBuild(inv), { "GOBL-FR-CHORUSPRO-BILL-INVOICE-06": ["$.totals"] });
  });

  it("07: an invoice in pounds needs a rate into euros", async () => {
    const inv = valid();
    inv.currency = "GBP";
    expectCP(await cpFaultsOfBuild(inv), { "GOBL-FR-CHORUSPRO-BILL-INVOICE-07": ["$"] });
  });

  it("applies to Chorus Pro documents only", async () => {
    const inv = valid();
    inv.$addons = ["eu-en16931-v2017"];
    inv.currency = "USD";
    delete inv.customer.identities;
    expect(await cpFaultsOfBuild(inv)).toEqual([]);
  });
});
