/**
 * The Italian regime through the whole engine: its normalisers (tax IDs,
 * fiscal-code identities, individuals' tax IDs, old SDI extension keys), its
 * rates, withholdings, scenario and corrections, and every rule of GOBL's
 * rules/it.json failing and passing.
 */
import { describe, expect, it } from "vitest";
import { BizdocError, createEngine, type AddonPlugin } from "../../../index.ts";
import { migrateExtensions } from "../../../regimes/it/combo.ts";
import { identityNormalizer } from "../../../regimes/it/identity.ts";
import { addIdentity } from "../../../regimes/it/party.ts";
import { faultsOf, INVOICE, IDENTITY, PARTY, type Obj, type Found } from "../support.ts";

const engine = createEngine();

/** Stands in for the SDI addon (not shipped yet): it only makes its extension keys known. */
const sdiKeys: AddonPlugin = {
  definition: {
    key: "test-it-sdi-keys",
    name: { en: "SDI extension keys (test)" },
    extensions: [
      { key: "it-sdi-exempt", name: { en: "Exempt" } },
      { key: "it-sdi-retained", name: { en: "Retained" } },
    ],
  },
};
const withSDIKeys = createEngine({ addons: [sdiKeys] });

/** After GOBL's IT standard test invoice. */
const valid = (): Obj => ({
  $schema: INVOICE,
  code: "123TEST",
  currency: "EUR",
  issue_date: "2022-06-13",
  supplier: {
    name: "Test Supplier",
    tax_id: { country: "IT", code: "12345678903" },
    addresses: [{ num: "3", street: "Via di Test", code: "12345", locality: "Rome", country: "IT" }],
  },
  customer: {
    name: "Test Customer",
    tax_id: { country: "IT", code: "13029381004" },
    addresses: [{ num: "1", street: "Piazza di Test", code: "38342", locality: "Venezia", country: "IT" }],
  },
  lines: [{ quantity: "10", item: { name: "Test Item", price: "100.00" }, taxes: [{ cat: "VAT", rate: "general" }] }],
});

const build = (doc: Obj, eng = engine) => eng.build(doc) as Promise<Obj>;

const itOnly = (faults: Found[]) => faults.filter((f) => f.code?.startsWith("GOBL-IT-"));

describe("IT invoices", () => {
  it("builds GOBL's test invoice at the general rate", async () => {
    const inv = await build(valid());
    expect(inv.$regime).toBe("IT");
    expect(inv.lines[0].taxes).toEqual([{ cat: "VAT", key: "standard", rate: "general", percent: "22.0%" }]);
    expect(inv.totals.payable).toBe("1220.00");
    await expect(engine.validate(inv)).resolves.toEqual({ ok: true });
  });

  it.each([
    ["super-reduced", "4.0%"],
    ["reduced", "5.0%"],
    ["intermediate", "10.0%"],
    ["general", "22.0%"],
  ])("the %s rate is %s", async (rate, percent) => {
    const doc = valid();
    doc.lines[0].taxes = [{ cat: "VAT", rate }];
    expect((await build(doc)).lines[0].taxes[0].percent).toBe(percent);
  });

  it.each(["IRPEF", "IRES", "INPS", "ENASARCO", "ENPAM", "CP"])("retains %s from the payable amount", async (cat) => {
    const doc = valid();
    doc.lines[0].taxes = [{ cat: "VAT", rate: "general" }, { cat, percent: "20%" }];
    const inv = await build(doc);
    // 1000 + 22% VAT - 20% withheld
    expect(inv.totals.payable).toBe("1020.00");
  });

  it("adds the bilingual reverse-charge note", async () => {
    const inv = await build({ ...valid(), $tags: ["reverse-charge"] });
    expect(inv.tax.notes).toEqual([{ cat: "VAT", key: "reverse-charge", text: "Reverse Charge / Inversione del soggetto passivo" }]);
  });

  it.each(["credit-note", "debit-note"])("is corrected with a %s", async (type) => {
    const note = (await engine.correct(valid(), { type, issue_date: "2022-07-01" })) as Obj;
    expect(note.type).toBe(type);
    expect(note.preceding[0].code).toBe("123TEST");
  });

  it("is not corrected with a corrective invoice", async () => {
    const err = (await engine.correct(valid(), { type: "corrective" }).catch((e) => e)) as BizdocError;
    expect(err).toBeInstanceOf(BizdocError);
    expect(err.key).toBe("validation");
  });
});

describe("GOBL-IT-TAX-IDENTITY-01", () => {
  it.each([
    ["IT 123.456.789-03", "12345678903"],
    ["it13029381004", "13029381004"],
  ])("%j is normalised to %j", (code, expected) => {
    const id = { country: "IT", code };
    identityNormalizer.normalize(id, undefined as never);
    expect(id.code).toBe(expected);
  });

  it("normalises an Italian tax ID wherever it appears", async () => {
    expect((await build({ $schema: IDENTITY, country: "IT", code: "IT-101 826 401 50" })).code).toBe("10182640150");
    const party = await build({ $schema: PARTY, name: "Cliente", tax_id: { country: "IT", code: "it 12345678903" } });
    expect(party.tax_id.code).toBe("12345678903");
  });

  it("drops a code that normalises to nothing", async () => {
    expect((await build({ $schema: IDENTITY, country: "IT", code: "IT" })).code).toBeUndefined();
  });

  // GOBL's tests, including the bare country
  it.each(["12345678903", "13029381004", "10182640150", ""])("accepts %j", async (code) => {
    await expect(engine.validate({ $schema: IDENTITY, country: "IT", ...(code ? { code } : {}) })).resolves.toEqual({ ok: true });
  });

  it.each(["123456789001", "1234567890", "A764352056Z", "12345678901", "13029381009"])("refuses %s at $.code", async (code) => {
    expect(await faultsOf(build({ $schema: IDENTITY, country: "IT", code }))).toEqual([
      { code: "GOBL-IT-TAX-IDENTITY-01", properties: ["$.code"] },
    ]);
  });

  it("refuses a code that is not normalised when validating", async () => {
    const faults = await faultsOf(engine.validate({ $schema: IDENTITY, country: "IT", code: "12.449.965-439" }));
    expect(faults).toContainEqual({ code: "GOBL-IT-TAX-IDENTITY-01", properties: ["$.code"] });
  });

  it("checks an Italian tax ID in a document of any regime", async () => {
    const faults = await faultsOf(build({ $schema: PARTY, name: "Cliente", tax_id: { country: "IT", code: "12345678901" } }));
    expect(faults).toEqual([{ code: "GOBL-IT-TAX-IDENTITY-01", properties: ["$.tax_id.code"] }]);
    const inv = valid();
    inv.customer.tax_id.code = "13029381009";
    expect(itOnly(await faultsOf(build(inv)))).toEqual([{ code: "GOBL-IT-TAX-IDENTITY-01", properties: ["$.customer.tax_id.code"] }]);
  });
});

describe("GOBL-IT-ORG-IDENTITY rules (fiscal codes)", () => {
  const withFiscalCode = (code: string): Obj => {
    const inv = valid();
    inv.customer.identities = [{ key: "it-fiscal-code", code }];
    return inv;
  };

  it("cleans a fiscal code in an Italian document", async () => {
    const inv = await build(withFiscalCode("RSS.mra-74D22-A00 . 1Q"));
    expect(inv.customer.identities).toEqual([{ key: "it-fiscal-code", code: "RSSMRA74D22A001Q" }]);
  });

  it.each(["RSSGNN60R30H501U", "RSSMRA74D22A001Q", "FOOBRR80C04H146T", "LWNSML81L16F205A", "12345678903", "10182640150"])(
    "accepts %s",
    async (code) => {
      const inv = await build(withFiscalCode(code));
      expect(inv.customer.identities[0].code).toBe(code);
    },
  );

  it("01: refuses a fiscal code that cleans to nothing", async () => {
    expect(itOnly(await faultsOf(build(withFiscalCode("--"))))).toEqual([
      { code: "GOBL-IT-ORG-IDENTITY-01", properties: ["$.customer.identities[0].code"] },
    ]);
  });

  it.each(["RSSGNN60R30H501U1", "RSSGNN60R30H501", "AYSGNN60R30H50UU"])("02 and 03: refuses %s", async (code) => {
    expect(itOnly(await faultsOf(build(withFiscalCode(code))))).toEqual([
      { code: "GOBL-IT-ORG-IDENTITY-02", properties: ["$.customer.identities[0].code"] },
      { code: "GOBL-IT-ORG-IDENTITY-03", properties: ["$.customer.identities[0].code"] },
    ]);
  });

  it.each(["12345678901", "RSXGNN60R30H501U", "RSSGNN60R30H502U"])("03: refuses the check character of %s", async (code) => {
    expect(itOnly(await faultsOf(build(withFiscalCode(code))))).toEqual([
      { code: "GOBL-IT-ORG-IDENTITY-03", properties: ["$.customer.identities[0].code"] },
    ]);
  });

  it("02: refuses an uncleaned code when validating", async () => {
    const inv = await build(withFiscalCode("RSSGNN60R30H501U"));
    inv.customer.identities[0].code = "RSS GNN60R30 H501U";
    const faults = itOnly(await faultsOf(engine.validate(inv)));
    expect(faults).toContainEqual({ code: "GOBL-IT-ORG-IDENTITY-02", properties: ["$.customer.identities[0].code"] });
  });

  it("applies to parties of the IT regime", async () => {
    const party = { $schema: PARTY, $regime: "IT", name: "Mario Rossi", identities: [{ key: "it-fiscal-code", code: "RSSGNN60R30H502U" }] };
    expect(await faultsOf(build(party))).toEqual([{ code: "GOBL-IT-ORG-IDENTITY-03", properties: ["$.identities[0].code"] }]);
  });

  it("leaves other identities alone", async () => {
    const inv = valid();
    inv.customer.identities = [{ type: "SDI", code: "ABC-1" }];
    await expect(build(inv)).resolves.toBeTruthy();
  });

  it("leaves fiscal-code identities of documents of other regimes alone", async () => {
    const party = { $schema: PARTY, name: "Mario Rossi", identities: [{ key: "it-fiscal-code", code: "rss-gnn60r30h502u" }] };
    const built = await build(party);
    expect(built.identities[0].code).toBe("rss-gnn60r30h502u");
  });
});

describe("individuals' tax IDs become fiscal codes (party normaliser)", () => {
  it("moves the code of an individual's tax ID to an identity", async () => {
    const inv = valid();
    inv.customer.tax_id = { country: "IT", code: "IT rssgnn60r30h501u", type: "individual" };
    const built = await build(inv);
    expect(built.customer.tax_id).toEqual({ country: "IT" });
    expect(built.customer.identities).toEqual([{ key: "it-fiscal-code", code: "RSSGNN60R30H501U" }]);
  });

  it("does the same in a party of the IT regime", async () => {
    const party = { $schema: PARTY, $regime: "IT", name: "Mario Rossi", tax_id: { country: "IT", code: "RSSGNN60R30H501U", type: "individual" } };
    const built = await build(party);
    expect(built.tax_id).toEqual({ country: "IT" });
    expect(built.identities).toEqual([{ key: "it-fiscal-code", code: "RSSGNN60R30H501U" }]);
  });

  it("replaces an existing fiscal-code identity in place", async () => {
    const inv = valid();
    inv.customer.tax_id = { country: "IT", code: "RSSGNN60R30H501U", type: "individual" };
    inv.customer.identities = [{ type: "SDI", code: "ABC1" }, { key: "it-fiscal-code", code: "LWNSML81L16F205A", label: "Old" }];
    const built = await build(inv);
    expect(built.customer.identities).toEqual([{ type: "SDI", code: "ABC1" }, { key: "it-fiscal-code", code: "RSSGNN60R30H501U" }]);
  });

  it("leaves a foreign individual's tax ID alone", async () => {
    const inv = valid();
    inv.customer.tax_id = { country: "ES", code: "B98602642", type: "individual" };
    const built = await build(inv);
    expect(built.customer.tax_id).toEqual({ country: "ES", code: "B98602642", type: "individual" });
    expect(built.customer.identities).toBeUndefined();
  });

  it("leaves a party without tax ID alone", async () => {
    const inv = valid();
    delete inv.customer.tax_id;
    const built = await build(inv);
    expect(built.customer.tax_id).toBeUndefined();
    expect(built.customer.identities).toBeUndefined();
  });

  it("leaves business tax IDs alone", async () => {
    const built = await build(valid());
    expect(built.customer.tax_id).toEqual({ country: "IT", code: "13029381004" });
  });

  it("touches only documents of the IT regime", async () => {
    const party = { $schema: PARTY, name: "Mario Rossi", tax_id: { country: "IT", type: "individual" } };
    const built = await build(party);
    expect(built.tax_id).toEqual({ country: "IT", type: "individual" });
  });

  it("leaves an empty fiscal code for the rules to report", async () => {
    const inv = valid();
    inv.customer.tax_id = { country: "IT", type: "individual" };
    expect(itOnly(await faultsOf(build(inv)))).toEqual([
      { code: "GOBL-IT-ORG-IDENTITY-01", properties: ["$.customer.identities[0].code"] },
    ]);
  });

  it("adds an identity the way GOBL's AddIdentity does", () => {
    const list: Obj[] = [{ key: "it-fiscal-code", type: "X", code: "A" }];
    expect(addIdentity(list, { key: "it-fiscal-code", code: "B" })).toEqual([
      { key: "it-fiscal-code", type: "X", code: "A" },
      { key: "it-fiscal-code", code: "B" },
    ]);
    expect(addIdentity(undefined, { key: "it-fiscal-code", code: "C" })).toEqual([{ key: "it-fiscal-code", code: "C" }]);
  });
});

describe("old SDI extension keys (combo normaliser)", () => {
  it("moves `it-sdi-nature` to `it-sdi-exempt`", async () => {
    const doc = valid();
    doc.lines[0].taxes = [{ cat: "VAT", key: "exempt", ext: { "it-sdi-nature": "N1" } }];
    const inv = await build(doc, withSDIKeys);
    expect(inv.lines[0].taxes[0]).toEqual({ cat: "VAT", key: "exempt", ext: { "it-sdi-exempt": "N1" } });
  });

  it("moves `it-sdi-retained-tax` to `it-sdi-retained`", async () => {
    const doc = valid();
    doc.lines[0].taxes = [
      { cat: "VAT", rate: "general" },
      { cat: "IRPEF", percent: "8%", ext: { "it-sdi-retained-tax": "A" } },
    ];
    const inv = await build(doc, withSDIKeys);
    expect(inv.lines[0].taxes[1]).toEqual({ cat: "IRPEF", percent: "8%", ext: { "it-sdi-retained": "A" } });
  });

  it("migrates charges and discounts too", async () => {
    const doc = valid();
    doc.discounts = [{ reason: "Promo", amount: "10.00", taxes: [{ cat: "VAT", key: "exempt", ext: { "it-sdi-nature": "N2.1" } }] }];
    const inv = await build(doc, withSDIKeys);
    expect(inv.discounts[0].taxes[0].ext).toEqual({ "it-sdi-exempt": "N2.1" });
  });

  it("touches only documents of the IT regime", async () => {
    const doc = valid();
    doc.$regime = "ES";
    doc.supplier.tax_id = { country: "ES", code: "B98602642" };
    doc.lines[0].taxes = [{ cat: "VAT", rate: "general", ext: { "it-sdi-nature": "N1" } }];
    const faults = await faultsOf(build(doc, withSDIKeys));
    expect(faults).toContainEqual({ code: "GOBL-TAX-COMBO-06", properties: ['$.lines[0].taxes[0].ext["it-sdi-nature"]'] });
  });

  it.each([
    [{ "it-sdi-nature": "N1", other: "x" }, { other: "x", "it-sdi-exempt": "N1" }],
    [{ "it-sdi-retained-tax": "A", "it-sdi-retained": "B" }, { "it-sdi-retained": "A" }],
    [{ "it-sdi-nature": "", "it-sdi-exempt": "N3" }, {}],
    [{ "it-sdi-exempt": "N3" }, { "it-sdi-exempt": "N3" }],
  ])("%j → %j", (ext, expected) => {
    expect(migrateExtensions(ext)).toEqual(expected);
  });
});
