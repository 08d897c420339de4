import { describe, expect, it } from "vitest";
import { BizdocError, ENVELOPE_ID, createEngine } from "../../../index.ts";
import { createEngine as createBareEngine, identityIn, type RegimePlugin, type TaxIdentity } from "../../../engine/index.ts";

// A regime's alternative country codes (`alt_country_codes`) lead to it as
// its own code does: GOBL accepts them wherever a tax country is given and the
// regime's normalisers rewrite them. The input checks accept exactly the
// alternative codes of the regimes an engine has.

const engine = createEngine();
const HEAD_UUID = "8a51fd30-2a27-11ee-be56-0242ac120002";

/** The parity case `taxid-country-GR-refused`. */
function greekInvoice(): any {
  return {
    $schema: "https://gobl.org/draft-0/bill/invoice",
    uuid: "0190aaaa-bbbb-7ccc-8ddd-eeeeeeeeeeee",
    issue_date: "2024-03-01",
    code: "1",
    supplier: { name: "S", tax_id: { country: "GR", code: "177472438" } },
    lines: [{ quantity: "1", item: { name: "x", price: "10.00" }, taxes: [{ cat: "VAT", rate: "general" }] }],
  };
}

async function failure(promise: Promise<unknown>): Promise<BizdocError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(BizdocError);
  return err as BizdocError;
}

describe("GR, Greece's alternative code, is read as GOBL reads it", () => {
  it("a supplier tax ID under GR becomes EL and the invoice takes the Greek regime", async () => {
    const inv = (await engine.build(greekInvoice())) as any;
    expect(inv.$regime).toBe("EL");
    expect(inv.supplier.tax_id).toEqual({ country: "EL", code: "177472438" });
    expect(inv.lines[0].taxes[0].percent).toBe("24%");
  });

  it("gives GOBL's digest for that invoice as an envelope", async () => {
    const env = (await engine.build({ $schema: ENVELOPE_ID, head: { uuid: HEAD_UUID }, doc: greekInvoice() })) as any;
    expect(env.head.dig.val).toBe("d41f47a3ca43ad56bacf88c52a1b3f9c2232ef05b55ef0f1e4d201b8ee7acc3d");
  });

  it("customers, parties and bare tax identities too", async () => {
    const inv = greekInvoice();
    inv.supplier.tax_id = { country: "ES", code: "B98602642" };
    inv.customer = { name: "C", tax_id: { country: "GR", code: "GR 177 472 438" } };
    expect(((await engine.build(inv)) as any).customer.tax_id).toEqual({ country: "EL", code: "177472438" });
    const party = (await engine.build({ $schema: "https://gobl.org/draft-0/org/party", name: "P", tax_id: { country: "GR", code: "177472438" } })) as any;
    expect(party.tax_id.country).toBe("EL");
    const id = (await engine.build({ $schema: "https://gobl.org/draft-0/tax/identity", country: "GR", code: "177472438" })) as any;
    expect(id).toMatchObject({ country: "EL", code: "177472438" });
  });

  it("a Greek code that fails its check is reported by the Greek rule, not refused as a country", async () => {
    const inv = greekInvoice();
    inv.supplier.tax_id.code = "177472439";
    const err = await failure(engine.build(inv));
    expect(err.faults).toEqual([expect.objectContaining({ code: "GOBL-GR-TAX-IDENTITY-01", properties: ["$.supplier.tax_id.code"] })]);
  });

  it("unknown tax countries are still refused at input", async () => {
    const inv = greekInvoice();
    inv.supplier.tax_id.country = "QZ";
    const err = await failure(engine.build(inv));
    expect(err.key).toBe("validation");
    expect(err.faults).toEqual([expect.objectContaining({ code: "BIZDOC-SCHEMA-VALUE", properties: ["$.supplier.tax_id.country"] })]);
  });
});

describe("alternative codes come from the registered regimes, none is built in", () => {
  const polar: RegimePlugin = {
    definition: { country: "AQ", alt_country_codes: ["QZ"], name: { en: "Polar" }, currency: "EUR", time_zone: "UTC", tax_scheme: "VAT" },
    normalizers: [
      {
        type: "tax.Identity",
        scope: "any",
        when: identityIn("AQ", "QZ"),
        normalize(id: TaxIdentity) {
          id.country = "AQ";
        },
      },
    ],
  };
  const party = (country: string) => ({ $schema: "https://gobl.org/draft-0/org/party", name: "P", tax_id: { country, code: "123" } });

  it("an engine without the Greek regime refuses GR as any unknown tax country", async () => {
    const bare = createBareEngine();
    const err = await failure(bare.build(party("GR")));
    expect(err.faults).toEqual([expect.objectContaining({ code: "BIZDOC-SCHEMA-VALUE", properties: ["$.tax_id.country"] })]);
  });

  it("a regime's own alternative code is accepted once the regime is registered, and its normaliser rewrites it", async () => {
    const err = await failure(createBareEngine().build(party("QZ")));
    expect(err.faults[0].properties).toEqual(["$.tax_id.country"]);
    const withPolar = createBareEngine({ regimes: [polar] });
    expect(((await withPolar.build(party("QZ"))) as any).tax_id.country).toBe("AQ");
    // Other engines are unaffected.
    await failure(engine.build(party("QZ")));
  });
});
