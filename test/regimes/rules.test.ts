import { describe, expect, it } from "vitest";
import { BizdocError, createEngine, type RegimePlugin, type Validator } from "../../index.ts";
import * as deIdentity from "../../regimes/de/identity.ts";
import { rules as deRules } from "../../regimes/de/rules.ts";
import { rules as esRules } from "../../regimes/es/rules.ts";
import * as gbIdentity from "../../regimes/gb/identity.ts";
import { rules as gbRules } from "../../regimes/gb/rules.ts";
import * as nlIdentity from "../../regimes/nl/identity.ts";
import { rules as nlRules } from "../../regimes/nl/rules.ts";

const PARTY = "https://gobl.org/draft-0/org/party";
const IDENTITY = "https://gobl.org/draft-0/tax/identity";

const de: RegimePlugin = {
  definition: { country: "DE", name: { en: "Germany" } },
  normalizers: [deIdentity.identityNormalizer, ...deIdentity.identityNormalizers],
  validators: [deIdentity.identityRules, ...deRules],
};
const gb: RegimePlugin = {
  definition: { country: "GB", name: { en: "United Kingdom" }, alt_country_codes: ["XI", "XU"] },
  normalizers: [gbIdentity.identityNormalizer],
  validators: [gbIdentity.identityRules, ...gbRules],
};
const nl: RegimePlugin = {
  definition: { country: "NL", name: { en: "Netherlands" } },
  normalizers: [nlIdentity.identityNormalizer],
  validators: [nlIdentity.identityRules, ...nlRules],
};

const engine = createEngine({ builtins: false, regimes: [de, gb, nl] });

type Obj = Record<string, any>;

const build = (doc: Obj) => engine.build(doc) as Promise<Obj>;

async function faultsOf(op: Promise<unknown>): Promise<{ code?: string; properties: string[] }[]> {
  const err = await op.then(
    () => undefined,
    (e) => e,
  );
  expect(err).toBeInstanceOf(BizdocError);
  expect((err as BizdocError).key).toBe("validation");
  return (err as BizdocError).faults.map(({ code, properties }) => ({ code, properties }));
}

/** Runs the assertions of `sets` for `type` on one value, returning the codes that fail. */
function failing(sets: Validator[], type: string, value: Obj): { code: string; field?: string }[] {
  const out: { code: string; field?: string }[] = [];
  for (const set of sets.filter((s) => s.type === type)) {
    for (const a of set.assert) {
      if (a.when && !a.when(value, undefined as never)) continue;
      if ("failing" in a) throw new Error(`${a.code} lists its failures; drive it through the engine`);
      if (!a.test(value, undefined as never)) out.push({ code: a.code, field: a.field });
    }
  }
  return out;
}

describe("tax identities, wherever they appear", () => {
  it.each([
    ["DE", "de 111.111.125", "111111125"],
    ["GB", "GB 844 281 425", "844281425"],
    ["GB", "xi-844281425", "844281425"],
    ["XI", "XI 844 281 425", "844281425"],
    ["XU", "xu-XI 844281425", "844281425"],
    ["NL", "nl 0000.9999.5b57", "000099995B57"],
  ])("%s %j is normalised to %j", async (country, code, expected) => {
    const built = await build({ $schema: IDENTITY, country, code });
    expect(built.code).toBe(expected);
  });

  it("drops a code that normalises to nothing", async () => {
    const built = await build({ $schema: IDENTITY, country: "DE", code: "DE" });
    expect(built.code).toBeUndefined();
  });

  it.each([
    ["DE", "999999991", "GOBL-DE-TAX-IDENTITY-01"],
    ["DE", "011111112", "GOBL-DE-TAX-IDENTITY-01"],
    ["NL", "123456789B12", "GOBL-NL-TAX-IDENTITY-01"],
    ["NL", "000099998X57", "GOBL-NL-TAX-IDENTITY-01"],
    ["GB", "999999991", "GOBL-GB-TAX-IDENTITY-03"],
    ["GB", "GD500", "GOBL-GB-TAX-IDENTITY-03"],
  ])("%s %s is refused with %s at $.code", async (country, code, rule) => {
    expect(await faultsOf(build({ $schema: IDENTITY, country, code }))).toEqual([{ code: rule, properties: ["$.code"] }]);
  });

  it("reports every UK check a code breaks", async () => {
    expect(await faultsOf(build({ $schema: IDENTITY, country: "GB", code: "000000000" }))).toEqual([
      { code: "GOBL-GB-TAX-IDENTITY-02", properties: ["$.code"] },
      { code: "GOBL-GB-TAX-IDENTITY-03", properties: ["$.code"] },
    ]);
    expect(await faultsOf(build({ $schema: IDENTITY, country: "GB", code: "123456" }))).toEqual([
      { code: "GOBL-GB-TAX-IDENTITY-01", properties: ["$.code"] },
      { code: "GOBL-GB-TAX-IDENTITY-03", properties: ["$.code"] },
    ]);
  });

  it("leaves XI and XU codes unchecked, as GOBL does", async () => {
    const built = await build({ $schema: IDENTITY, country: "XI", code: "999999991" });
    expect(built.code).toBe("999999991");
  });

  it.each([
    ["DE", "111111125"],
    ["DE", "282741168"],
    ["GB", "000472631"],
    ["GB", "350983637001"],
    ["GB", "HA503"],
    ["NL", "808661863B01"],
    ["NL", "000099998B57"],
  ])("%s %s is accepted", async (country, code) => {
    await expect(engine.validate({ $schema: IDENTITY, country, code })).resolves.toEqual({ ok: true });
  });

  it("checks a party's tax ID whatever the party's regime", async () => {
    const faults = await faultsOf(build({ $schema: PARTY, name: "Muster GmbH", tax_id: { country: "DE", code: "DE999999991" } }));
    expect(faults).toEqual([{ code: "GOBL-DE-TAX-IDENTITY-01", properties: ["$.tax_id.code"] }]);
  });
});

describe("DE tax-number identities", () => {
  const party = (code: string, regime: string | null = "DE"): Obj => ({
    $schema: PARTY,
    ...(regime ? { $regime: regime } : {}),
    name: "Provide One GmbH",
    identities: [{ key: "de-tax-number", code }],
  });

  it.each([
    ["123 / 456.78901", "123/456/78901"],
    ["1234567890", "12/345/67890"],
    ["123/4567/8910", "123/4567/8910"],
    ["92/345/67894", "92/345/67894"],
  ])("%j is formatted as %j in German documents", async (code, expected) => {
    const built = await build(party(code));
    expect(built.identities[0].code).toBe(expected);
  });

  it("refuses a tax number in none of the layouts", async () => {
    expect(await faultsOf(build(party("12/345/678")))).toEqual([{ code: "GOBL-DE-ORG-IDENTITY-01", properties: ["$.identities[0].code"] }]);
    expect(await faultsOf(engine.validate(party("123/456/8910")))).toEqual([
      { code: "GOBL-DE-ORG-IDENTITY-01", properties: ["$.identities[0].code"] },
    ]);
  });

  it("leaves identities of other documents and other keys alone", async () => {
    expect((await build(party("12345678901", null))).identities[0].code).toBe("12345678901");
    expect((await build(party("12/345/678", "NL"))).identities[0].code).toBe("12/345/678");
    const other = await build({ $schema: PARTY, $regime: "DE", name: "X", identities: [{ key: "other", code: "12345678901" }] });
    expect(other.identities[0].code).toBe("12345678901");
  });
});

describe("NL KVK and OIN identities", () => {
  const party = (type: string, code: string, regime = "NL"): Obj => ({
    $schema: PARTY,
    $regime: regime,
    name: "Bedrijf B.V.",
    identities: [{ type, code }],
  });

  it.each([
    ["KVK", "12345678"],
    ["OIN", "00000001123456789000"],
    ["OIN", "00000010123456789000"],
    ["OIN", "00000099123456789000"],
    ["other", "invalid"],
  ])("%s %s is accepted", async (type, code) => {
    await expect(engine.validate(party(type, code))).resolves.toEqual({ ok: true });
  });

  it.each([
    ["KVK", "1234567", "GOBL-NL-ORG-IDENTITY-01"],
    ["KVK", "123456789", "GOBL-NL-ORG-IDENTITY-01"],
    ["OIN", "00000000123456789000", "GOBL-NL-ORG-IDENTITY-02"],
    ["OIN", "00000011123456789000", "GOBL-NL-ORG-IDENTITY-02"],
    ["OIN", "12345601123456789000", "GOBL-NL-ORG-IDENTITY-02"],
    ["OIN", "00000001123456789123", "GOBL-NL-ORG-IDENTITY-02"],
    ["OIN", "00000001ABCDEFGHI000", "GOBL-NL-ORG-IDENTITY-02"],
  ])("%s %s is refused with %s", async (type, code, rule) => {
    expect(await faultsOf(build(party(type, code)))).toEqual([{ code: rule, properties: ["$.identities[0].code"] }]);
  });

  it("applies only to Dutch documents", async () => {
    await expect(engine.validate(party("KVK", "1234567", "DE"))).resolves.toEqual({ ok: true });
  });
});

describe("invoice supplier rules", () => {
  const supplier = (extra: Obj): Obj => ({ supplier: { name: "Supplier", ...extra } });

  it("DE: the supplier needs a tax ID code or a tax-number identity", () => {
    const rule = [{ code: "GOBL-DE-BILL-INVOICE-01", field: "supplier" }];
    expect(failing(deRules, "bill.Invoice", supplier({ tax_id: { country: "DE", code: "111111125" } }))).toEqual([]);
    expect(failing(deRules, "bill.Invoice", supplier({ identities: [{ key: "de-tax-number", code: "92/345/67894" }] }))).toEqual([]);
    expect(
      failing(deRules, "bill.Invoice", supplier({ tax_id: { country: "DE" }, identities: [{ key: "de-tax-number", code: "92/345/67894" }] })),
    ).toEqual([]);
    expect(failing(deRules, "bill.Invoice", supplier({}))).toEqual(rule);
    expect(failing(deRules, "bill.Invoice", supplier({ tax_id: { country: "DE" } }))).toEqual(rule);
    expect(failing(deRules, "bill.Invoice", supplier({ identities: [{ type: "KVK", code: "12345678" }] }))).toEqual(rule);
    expect(failing(deRules, "bill.Invoice", {})).toEqual(rule);
  });

  it("NL: the supplier needs a tax ID code or a KVK or OIN identity", () => {
    const rule = [{ code: "GOBL-NL-BILL-INVOICE-01", field: "supplier" }];
    expect(failing(nlRules, "bill.Invoice", supplier({ tax_id: { country: "NL", code: "000099998B57" } }))).toEqual([]);
    expect(failing(nlRules, "bill.Invoice", supplier({ tax_id: { country: "NL" }, identities: [{ type: "KVK", code: "12345678" }] }))).toEqual([]);
    expect(failing(nlRules, "bill.Invoice", supplier({ identities: [{ type: "OIN", code: "00000001123456789000" }] }))).toEqual([]);
    expect(failing(nlRules, "bill.Invoice", supplier({ tax_id: { country: "NL" } }))).toEqual(rule);
    expect(failing(nlRules, "bill.Invoice", supplier({ identities: [{ key: "de-tax-number", code: "92/345/67894" }] }))).toEqual(rule);
    expect(failing(nlRules, "bill.Invoice", {})).toEqual(rule);
  });

  it("ES: supplier, its tax ID and the code, each checked only when the level above exists", () => {
    expect(failing(esRules, "bill.Invoice", supplier({ tax_id: { country: "ES", code: "B98602642" } }))).toEqual([]);
    expect(failing(esRules, "bill.Invoice", {})).toEqual([{ code: "GOBL-ES-BILL-INVOICE-01", field: "supplier" }]);
    expect(failing(esRules, "bill.Invoice", supplier({}))).toEqual([{ code: "GOBL-ES-BILL-INVOICE-02", field: "supplier.tax_id" }]);
    expect(failing(esRules, "bill.Invoice", supplier({ tax_id: { country: "ES" } }))).toEqual([
      { code: "GOBL-ES-BILL-INVOICE-03", field: "supplier.tax_id.code" },
    ]);
    expect(failing(esRules, "bill.Invoice", supplier({ tax_id: { country: "ES", code: "" } }))).toEqual([
      { code: "GOBL-ES-BILL-INVOICE-03", field: "supplier.tax_id.code" },
    ]);
    // An empty supplier object is still a supplier, as in GOBL.
    expect(failing(esRules, "bill.Invoice", { supplier: {} })).toEqual([{ code: "GOBL-ES-BILL-INVOICE-02", field: "supplier.tax_id" }]);
  });

  it("are document rules (own regime only), and GB has none", () => {
    for (const set of [...deRules, ...nlRules, ...esRules]) expect(set.scope).toBeUndefined();
    expect(gbRules).toEqual([]);
  });
});
