/**
 * The Brazilian regime through the whole engine: tax ID normalisation and
 * check, the party normaliser (address countries), the categories, and every
 * rule of GOBL's rules/br.json failing and passing.
 */
import { describe, expect, it } from "vitest";
import { BizdocError, createEngine } from "../../../index.ts";
import { faultsOf, type Found } from "../support.ts";

const engine = createEngine();

type Obj = Record<string, any>;
const INVOICE = "https://gobl.org/draft-0/bill/invoice";
const IDENTITY = "https://gobl.org/draft-0/tax/identity";
const PARTY = "https://gobl.org/draft-0/org/party";

const build = (doc: Obj) => engine.build(doc) as Promise<Obj>;

/** Faults of the BR regime only (other rules may object too). */
const brOnly = (faults: Found[]) => faults.filter((f) => f.code?.startsWith("GOBL-BR-"));

async function expectBR(doc: Obj, expected: Found[]): Promise<void> {
  expect(brOnly(await faultsOf(build(doc)))).toEqual(expected);
}

/** A party document of the BR regime. */
const party = (extra: Obj): Obj => ({ $schema: PARTY, $regime: "BR", name: "Empresa Ltda.", ...extra });

/** A Brazilian service invoice. */
const invoice = (): Obj => ({
  $schema: INVOICE,
  code: "NFS-1",
  issue_date: "2025-01-15",
  currency: "BRL",
  supplier: {
    name: "Provedora Ltda.",
    tax_id: { country: "BR", code: "05.104.582/0001-70" },
    ext: { "br-ibge-municipality": "3550308" },
    addresses: [{ street: "Av. Paulista", num: "1578", locality: "São Paulo", state: "SP", code: "01310-200" }],
  },
  customer: { name: "Cliente", tax_id: { country: "BR", code: "012.345.678-90" } },
  lines: [
    {
      quantity: "2",
      item: { name: "Consultoria", price: "500.00" },
      taxes: [
        { cat: "ISS", percent: "5%" },
        { cat: "PIS", percent: "0.65%" },
        { cat: "IRRF", percent: "1.5%" },
      ],
    },
  ],
});

describe("BR tax identities", () => {
  it.each([
    ["051.045.820/0017-0", "05104582000170"],
    ["109.094.020/0016-7", "10909402000167"],
    ["012.345.678-90", "01234567890"],
    ["br 125.217.532-97", "12521753297"],
  ])("%j is normalised to %j", async (code, expected) => {
    expect((await build({ $schema: IDENTITY, country: "BR", code })).code).toBe(expected);
  });

  it("drops a code that normalises to nothing", async () => {
    expect((await build({ $schema: IDENTITY, country: "BR", code: "BR" })).code).toBeUndefined();
  });

  it.each(["05104582000170", "10909402000167", "01234567890", "35549549506", ""])("accepts %j", async (code) => {
    await expect(engine.validate({ $schema: IDENTITY, country: "BR", ...(code ? { code } : {}) })).resolves.toEqual({ ok: true });
  });

  it.each(["A2345678901234", "123456789012AB", "05104582000160", "05104582000171", "11144477730", "1114447773", "111444777356", "11A44477735"])(
    "refuses %s at $.code",
    async (code) => {
      expect(await faultsOf(build({ $schema: IDENTITY, country: "BR", code }))).toEqual([
        { code: "GOBL-BR-TAX-IDENTITY-01", properties: ["$.code"] },
      ]);
    },
  );

  it("checks a Brazilian tax ID in a document of any regime", async () => {
    const faults = await faultsOf(build({ $schema: PARTY, $regime: "ES", name: "Cliente", tax_id: { country: "BR", code: "11144477730" } }));
    expect(faults).toEqual([{ code: "GOBL-BR-TAX-IDENTITY-01", properties: ["$.tax_id.code"] }]);
  });
});

describe("BR invoices", () => {
  it("build with the regime's categories: informative taxes leave the totals alone, retained ones are withheld", async () => {
    const inv = await build(invoice());
    expect(inv.$regime).toBe("BR");
    expect(inv.supplier.tax_id.code).toBe("05104582000170");
    expect(inv.supplier.addresses[0].country).toBe("BR");
    expect(inv.customer.tax_id.code).toBe("01234567890");
    const cats = inv.totals.taxes.categories;
    expect(cats.map((c: Obj) => [c.code, c.amount, c.informative ?? false, c.retained ?? false])).toEqual([
      ["ISS", "50.00", true, false],
      ["PIS", "6.50", true, false],
      ["IRRF", "15.00", false, true],
    ]);
    expect(inv.totals.tax).toBe("0.00");
    expect(inv.totals.retained_tax).toBe("15.00");
    expect(inv.totals.payable).toBe("985.00");
  });

  it("refuses a category the regime does not define", async () => {
    const inv = invoice();
    inv.lines[0].taxes = [{ cat: "VAT", percent: "10%" }];
    await expect(build(inv)).rejects.toBeInstanceOf(BizdocError);
  });

  it("applies the party rules to the supplier and the customer", async () => {
    const inv = invoice();
    inv.supplier.addresses[0].state = "XX";
    inv.customer.addresses = [{ street: "Rua A", code: "1234-5678" }];
    await expectBR(inv, [
      { code: "GOBL-BR-ORG-PARTY-02", properties: ["$.supplier.addresses[0].state"] },
      { code: "GOBL-BR-ORG-PARTY-03", properties: ["$.customer.addresses[0].code"] },
    ]);
  });

  it("allows credit notes only as corrections", async () => {
    const inv = await build(invoice());
    const note = (await engine.correct(inv, { type: "credit-note" })) as Obj;
    expect(note.type).toBe("credit-note");
    await expect(engine.correct(inv, { type: "debit-note" })).rejects.toBeInstanceOf(BizdocError);
  });
});

describe("BR party normaliser: address countries", () => {
  it("takes the country of the tax ID", async () => {
    const built = await build(party({ tax_id: { country: "BR", code: "55263640000186" }, addresses: [{ street: "Av Paulista", num: "1578" }] }));
    expect(built.addresses[0].country).toBe("BR");
  });

  it("takes the country of the first identity naming one when there is no tax ID", async () => {
    const built = await build(
      party({
        identities: [{ key: "other", code: "X-1" }, { key: "foreign", country: "US", code: "US-FOREIGN-123" }, { country: "AR", code: "2" }],
        addresses: [{ street: "Main St", num: "1" }],
      }),
    );
    expect(built.addresses[0].country).toBe("US");
  });

  it("turns a tax country code into its ISO code (EL → GR)", async () => {
    const built = await build(party({ tax_id: { country: "EL", code: "094259216" }, addresses: [{ street: "Odos Test", num: "5" }] }));
    expect(built.addresses[0].country).toBe("GR");
  });

  it("lets a tax ID country without an ISO code decide, leaving the address without a country", async () => {
    const built = await build(
      party({ tax_id: { country: "EU", code: "372009975" }, identities: [{ country: "US", code: "1" }], addresses: [{ street: "Rue" }] }),
    );
    expect(built.addresses[0].country).toBeUndefined();
  });

  it("fills every address without a country and keeps the others", async () => {
    const built = await build(
      party({
        tax_id: { country: "BR", code: "55263640000186" },
        addresses: [{ country: "US", street: "Main St", num: "1" }, { street: "Rua B" }],
      }),
    );
    expect(built.addresses.map((a: Obj) => a.country)).toEqual(["US", "BR"]);
  });

  it("does nothing when no country can be derived, or without addresses", async () => {
    expect((await build(party({ addresses: [{ street: "Unknown St", num: "1" }] }))).addresses[0].country).toBeUndefined();
    expect((await build(party({ tax_id: { country: "BR", code: "55263640000186" } }))).addresses).toBeUndefined();
  });

  it("applies to Brazilian documents only", async () => {
    const built = await build({
      $schema: PARTY,
      $regime: "ES",
      name: "Cliente",
      tax_id: { country: "BR", code: "55263640000186" },
      addresses: [{ street: "Av Paulista" }],
    });
    expect(built.addresses[0].country).toBeUndefined();
  });
});

describe("GOBL-BR-ORG-PARTY rules", () => {
  describe("01: the IBGE municipality code", () => {
    it("accepts a seven-digit code", async () => {
      await expect(build(party({ tax_id: { country: "BR" }, ext: { "br-ibge-municipality": "3550308" } }))).resolves.toBeTruthy();
    });

    it.each(["00", "35503080", "355030A"])("refuses %j at $.ext", async (code) => {
      await expectBR(party({ tax_id: { country: "BR" }, ext: { "br-ibge-municipality": code } }), [
        { code: "GOBL-BR-ORG-PARTY-01", properties: ["$.ext"] },
      ]);
    });

    it("checks Brazilian parties only", async () => {
      const foreign = party({ tax_id: { country: "US" }, ext: { "br-ibge-municipality": "00" } });
      await expect(build(foreign)).resolves.toBeTruthy();
    });

    it("counts a party with an address in Brazil as Brazilian", async () => {
      await expectBR(party({ addresses: [{ country: "BR", street: "Rua" }], ext: { "br-ibge-municipality": "00" } }), [
        { code: "GOBL-BR-ORG-PARTY-01", properties: ["$.ext"] },
      ]);
    });
  });

  describe("02: the state", () => {
    it.each(["SP", "RJ", "DF", "TO"])("accepts %s", async (state) => {
      await expect(build(party({ addresses: [{ country: "BR", state }] }))).resolves.toBeTruthy();
    });

    it.each(["XX", "EX"])("refuses %s", async (state) => {
      await expectBR(party({ addresses: [{ country: "BR", state }] }), [
        { code: "GOBL-BR-ORG-PARTY-02", properties: ["$.addresses[0].state"] },
      ]);
    });

    it("accepts an address without a state", async () => {
      await expect(build(party({ addresses: [{ country: "BR" }] }))).resolves.toBeTruthy();
    });
  });

  describe("03: the postal code", () => {
    it.each(["12345-678", "12345678"])("accepts %s", async (code) => {
      await expect(build(party({ addresses: [{ country: "BR", code, state: "SP" }] }))).resolves.toBeTruthy();
    });

    it.each(["12345", "123456789", "12345-678a", "1234-5678"])("refuses %s", async (code) => {
      await expectBR(party({ addresses: [{ country: "BR", code }] }), [
        { code: "GOBL-BR-ORG-PARTY-03", properties: ["$.addresses[0].code"] },
      ]);
    });

    it("checks an address of a party with a BR tax ID and no country", async () => {
      // The address gets BR from the normaliser; as it stands, no country counts as Brazil too.
      await expectBR(party({ tax_id: { country: "BR" }, addresses: [{ code: "12345" }] }), [
        { code: "GOBL-BR-ORG-PARTY-03", properties: ["$.addresses[0].code"] },
      ]);
      const faults = await faultsOf(engine.validate(party({ tax_id: { country: "BR" }, addresses: [{ code: "12345" }] })));
      expect(brOnly(faults)).toEqual([{ code: "GOBL-BR-ORG-PARTY-03", properties: ["$.addresses[0].code"] }]);
    });
  });

  it("reports every failing address", async () => {
    await expectBR(
      party({
        tax_id: { country: "BR" },
        addresses: [{ state: "XX", code: "1" }, { country: "BR", state: "SP", code: "01310-200" }, { country: "BR", code: "2" }],
      }),
      [
        { code: "GOBL-BR-ORG-PARTY-02", properties: ["$.addresses[0].state"] },
        { code: "GOBL-BR-ORG-PARTY-03", properties: ["$.addresses[0].code", "$.addresses[2].code"] },
      ],
    );
  });

  it("leaves foreign addresses of a Brazilian party alone", async () => {
    await expect(build(party({ tax_id: { country: "BR" }, addresses: [{ country: "US", code: "123", state: "NY" }] }))).resolves.toBeTruthy();
  });

  it("accepts empty and minimal parties", async () => {
    await expect(build(party({}))).resolves.toBeTruthy();
    await expect(build(party({ addresses: [] }))).resolves.toBeTruthy();
    await expect(build(party({ addresses: [{ country: "BR" }] }))).resolves.toBeTruthy();
  });

  it("applies to Brazilian documents only", async () => {
    const doc = { $schema: PARTY, $regime: "ES", name: "Cliente", addresses: [{ country: "BR", state: "XX", code: "1" }] };
    await expect(build(doc)).resolves.toBeTruthy();
  });
});
