/**
 * The Portuguese regime through the whole engine: its normalisers (tax IDs,
 * VAT regions, old exemption rates), its rates by region and date, and every
 * rule of GOBL's rules/pt.json failing and passing.
 */
import { describe, expect, it } from "vitest";
import { BizdocError, createEngine } from "../../../index.ts";
import { EXEMPT_RATE_MIGRATIONS, invoiceMigration, migrateCombo } from "../../../regimes/pt/migrations.ts";
import { isoCountryOf } from "../../../regimes/pt/combo.ts";
import { identityNormalizer } from "../../../regimes/pt/identity.ts";
import { faultsOf, INVOICE, IDENTITY, PARTY, type Obj, type Found } from "../support.ts";

const engine = createEngine();

/** GOBL's valid PT test invoice. */
const valid = (): Obj => ({
  $schema: INVOICE,
  code: "INV/1",
  issue_date: "2023-01-01",
  currency: "EUR",
  supplier: { name: "Test Supplier", tax_id: { country: "PT", code: "123456789" } },
  customer: { name: "Test Customer" },
  lines: [{ quantity: "1", item: { name: "Test Item", price: "100.00" }, taxes: [{ cat: "VAT", rate: "general" }] }],
});

const build = (doc: Obj) => engine.build(doc) as Promise<Obj>;

/** Faults of the PT regime only (other rules may object too). */
const ptOnly = (faults: Found[]) => faults.filter((f) => f.code?.startsWith("GOBL-PT-"));

/** Builds `doc`, expecting exactly these PT faults. */
async function expectPT(doc: Obj, expected: Found[]): Promise<void> {
  expect(ptOnly(await faultsOf(build(doc)))).toEqual(expected);
}

/** Builds the valid invoice, changes it, and validates it as it stands (no normalising or calculating). */
async function validateChanged(change: (inv: Obj) => void): Promise<Found[]> {
  const inv = await build(valid());
  change(inv);
  return ptOnly(await faultsOf(engine.validate(inv)));
}

describe("PT invoices", () => {
  it("builds GOBL's valid invoice at the mainland rate, with the region set", async () => {
    const inv = await build(valid());
    expect(inv.$regime).toBe("PT");
    expect(inv.lines[0].taxes).toEqual([{ cat: "VAT", key: "standard", rate: "general", percent: "23.0%", ext: { "pt-region": "PT" } }]);
    expect(inv.totals.payable).toBe("123.00");
    await expect(engine.validate(inv)).resolves.toEqual({ ok: true });
  });

  it("accepts a simplified invoice-receipt without customer", async () => {
    const { customer: _c, ...inv } = valid();
    const built = await build({ ...inv, $tags: ["simplified", "invoice-receipt"] });
    expect(built.$tags).toEqual(["simplified", "invoice-receipt"]);
  });

  it.each([
    ["general", "PT", "2023-01-01", "23.0%"],
    ["general", "PT-AC", "2023-01-01", "16.0%"],
    ["general", "PT-MA", "2023-01-01", "22.0%"],
    ["intermediate", "PT", "2023-01-01", "13.0%"],
    ["intermediate", "PT-AC", "2023-01-01", "9.0%"],
    ["intermediate", "PT-MA", "2023-01-01", "12.0%"],
    ["reduced", "PT", "2023-01-01", "6.0%"],
    ["reduced", "PT-AC", "2023-01-01", "4.0%"],
    ["reduced", "PT-MA", "2024-09-30", "5.0%"],
    ["reduced", "PT-MA", "2024-10-01", "4.0%"],
    // a foreign region takes the mainland value of a PT rate
    ["general", "ES", "2023-01-01", "23.0%"],
  ])("%s in %s on %s is %s", async (rate, region, date, percent) => {
    const inv = valid();
    inv.issue_date = date;
    inv.lines[0].taxes = [{ cat: "VAT", rate, ext: { "pt-region": region } }];
    const built = await build(inv);
    expect(built.lines[0].taxes[0]).toMatchObject({ percent, ext: { "pt-region": region } });
  });

  it("takes the percentage from the invoice for the 'other' rate", async () => {
    const inv = valid();
    inv.lines[0].taxes = [{ cat: "VAT", rate: "other", percent: "7%" }];
    const built = await build(inv);
    expect(built.lines[0].taxes[0]).toEqual({ cat: "VAT", key: "standard", rate: "other", percent: "7%", ext: { "pt-region": "PT" } });
  });

  it("retains IRS and IRC from the payable amount", async () => {
    const inv = valid();
    inv.lines[0].taxes = [{ cat: "VAT", rate: "general" }, { cat: "IRS", percent: "25%" }];
    const built = await build(inv);
    expect(built.totals.payable).toBe("98.00");
    inv.lines[0].taxes = [{ cat: "VAT", rate: "general" }, { cat: "IRC", percent: "25%" }];
    expect((await build(inv)).totals.payable).toBe("98.00");
  });
});

describe("VAT regions of combos (normaliser)", () => {
  it.each([
    [{ cat: "VAT", rate: "general", ext: { "pt-region": "PT-AC" } }, "PT-AC"],
    [{ cat: "VAT", rate: "general" }, "PT"],
    [{ cat: "VAT", rate: "general", ext: {} }, "PT"],
    [{ cat: "VAT", country: "PT", rate: "general" }, "PT"],
    [{ cat: "VAT", country: "EL", percent: "24%" }, "GR"],
    [{ cat: "VAT", country: "ES", rate: "general", ext: { "pt-region": "PT" } }, "ES"],
    [{ cat: "VAT", country: "XI", percent: "20%" }, "GB"],
  ])("%j gets region %s", async (combo, region) => {
    const inv = valid();
    inv.lines[0].taxes = [combo];
    const built = await build(inv);
    expect(built.lines[0].taxes[0].ext).toEqual({ "pt-region": region });
  });

  it("leaves other categories alone", async () => {
    const inv = valid();
    inv.lines[0].taxes = [{ cat: "VAT", rate: "general" }, { cat: "IRS", percent: "10%" }];
    const built = await build(inv);
    expect(built.lines[0].taxes[1].ext).toBeUndefined();
  });

  it("drops the region for a country without an ISO code (EU), which the region rule then refuses", async () => {
    const inv = valid();
    inv.lines[0].taxes = [{ cat: "VAT", country: "EU", percent: "20%" }];
    await expectPT(inv, [{ code: "GOBL-PT-TAX-COMBO-01", properties: ["$.lines[0].taxes[0].ext"] }]);
  });

  it("maps tax country codes to ISO ones", () => {
    expect(isoCountryOf("ES")).toBe("ES");
    expect(isoCountryOf("EL")).toBe("GR");
    expect(isoCountryOf("XU")).toBe("GB");
    expect(isoCountryOf("EU")).toBe("");
  });

  it("touches only documents of the PT regime", async () => {
    // A Spanish invoice charging Portuguese VAT (GOBL's es/invoice-es-pt-digital).
    const built = await build({
      $schema: INVOICE,
      currency: "EUR",
      issue_date: "2022-02-01",
      code: "SAMPLE-X-002",
      $tags: ["customer-rates"],
      supplier: { name: "Provide One S.L.", tax_id: { country: "ES", code: "B98602642" } },
      customer: { name: "Sample Consumer", tax_id: { country: "PT" } },
      lines: [{ quantity: "10", item: { name: "Services exported", price: "20.00" }, taxes: [{ cat: "VAT", country: "PT", rate: "standard" }] }],
    });
    expect(built.lines[0].taxes[0]).toEqual({ cat: "VAT", country: "PT", key: "standard", rate: "general", percent: "23.0%" });
  });
});

describe("old exemption rates (migration)", () => {
  it.each([...EXEMPT_RATE_MIGRATIONS])("%s becomes the exempt key with its exemption code", (rate, ext) => {
    const combo: Obj = { cat: "VAT", rate, ext: { "pt-region": "PT" } };
    migrateCombo(combo);
    const { "pt-exemption-code": code, ...rest } = ext;
    expect(combo).toEqual({ cat: "VAT", key: "exempt", ext: { ...rest, "pt-saft-exemption": code } });
  });

  it("moves the old extension key even without an old rate", () => {
    const combo: Obj = { cat: "VAT", key: "exempt", ext: { "pt-region": "PT-MA", "pt-exemption-code": "M02" } };
    migrateCombo(combo);
    expect(combo).toEqual({ cat: "VAT", key: "exempt", ext: { "pt-region": "PT-MA", "pt-saft-exemption": "M02" } });
  });

  it("leaves current and unknown rates alone", () => {
    for (const combo of [
      { cat: "VAT", key: "exempt", ext: { "pt-saft-exemption": "M02" } },
      { cat: "VAT", rate: "exempt+unheard-of" },
      { cat: "VAT", key: "exempt", rate: "exempt+outlay" },
      { cat: "VAT", rate: "general" },
    ]) {
      const copy = structuredClone(combo);
      migrateCombo(copy);
      expect(copy).toEqual(combo);
    }
  });

  it("rewrites the taxes of lines, discounts and charges of a PT invoice", async () => {
    const inv: Obj = {
      lines: [{ taxes: [{ cat: "VAT", rate: "exempt+outlay" }] }, null],
      discounts: [{ taxes: [{ cat: "VAT", rate: "exempt+exports" }] }],
      charges: [{ taxes: [{ cat: "VAT", rate: "exempt+non-taxable" }] }],
    };
    invoiceMigration.normalize(inv, undefined as never);
    expect(inv.lines[0].taxes[0]).toEqual({ cat: "VAT", key: "exempt", ext: { "pt-saft-exemption": "M01" } });
    expect(inv.discounts[0].taxes[0]).toEqual({ cat: "VAT", key: "exempt", ext: { "pt-saft-exemption": "M05" } });
    expect(inv.charges[0].taxes[0]).toEqual({ cat: "VAT", key: "exempt", ext: { "pt-saft-exemption": "M99" } });
  });

  it("runs in the engine on PT invoices, after the region is set (as GOBL, which then loses it)", async () => {
    const inv = valid();
    inv.lines[0].taxes = [{ cat: "VAT", rate: "exempt+outlay" }];
    // With GOBL's core alone (the SAF-T addon that defines pt-saft-exemption
    // left out), the key is unknown, and the rate's extensions replaced the
    // region: both are reported.
    const core = createEngine({ approvedExternalAddons: false });
    expect(await faultsOf(core.build(structuredClone(inv)))).toEqual(
      expect.arrayContaining([
        { code: "GOBL-TAX-COMBO-06", properties: ['$.lines[0].taxes[0].ext["pt-saft-exemption"]'] },
        { code: "GOBL-PT-TAX-COMBO-01", properties: ["$.lines[0].taxes[0].ext"] },
      ]),
    );
    // With pt-saft-v1 shipped, as GOBL with its module registered, the key is known: the lost region alone is reported.
    const faults = await faultsOf(build(inv));
    expect(faults.map((f) => f.code)).toContain("GOBL-PT-TAX-COMBO-01");
    expect(faults.map((f) => f.code)).not.toContain("GOBL-TAX-COMBO-06");
  });
});

describe("GOBL-PT-TAX-IDENTITY-01", () => {
  it.each([
    // GOBL's normalisation cases (their check digits are wrong: normalising does not check)
    ["901.458.652", "901458652"],
    ["800.134.536", "800134536"],
    ["PT 800.134.536", "800134536"],
    ["36029785", "36029785"],
  ])("%j is normalised to %j", (code, expected) => {
    const id = { country: "PT", code };
    identityNormalizer.normalize(id, undefined as never);
    expect(id.code).toBe(expected);
  });

  it("normalises a Portuguese tax ID wherever it appears", async () => {
    expect((await build({ $schema: IDENTITY, country: "PT", code: "pt 501.442.600" })).code).toBe("501442600");
    const party = await build({ $schema: PARTY, name: "Cliente", tax_id: { country: "PT", code: "PT-287 024 008" } });
    expect(party.tax_id.code).toBe("287024008");
  });

  it("drops a code that normalises to nothing", async () => {
    expect((await build({ $schema: IDENTITY, country: "PT", code: "PT" })).code).toBeUndefined();
  });

  it.each(["999999990", "287024008", "501442600", ""])("accepts %j", async (code) => {
    await expect(engine.validate({ $schema: IDENTITY, country: "PT", ...(code ? { code } : {}) })).resolves.toEqual({ ok: true });
  });

  it.each(["420000000", "123456789100", "123456", "999999991"])("refuses %s at $.code", async (code) => {
    expect(await faultsOf(build({ $schema: IDENTITY, country: "PT", code }))).toEqual([{ code: "GOBL-PT-TAX-IDENTITY-01", properties: ["$.code"] }]);
  });

  it("refuses a code that is not normalised when validating", async () => {
    const faults = await faultsOf(engine.validate({ $schema: IDENTITY, country: "PT", code: "12.449.965-4" }));
    expect(faults).toContainEqual({ code: "GOBL-PT-TAX-IDENTITY-01", properties: ["$.code"] });
  });

  it("checks a Portuguese tax ID in a document of any regime", async () => {
    const faults = await faultsOf(build({ $schema: PARTY, name: "Cliente", tax_id: { country: "PT", code: "999999991" } }));
    expect(faults).toEqual([{ code: "GOBL-PT-TAX-IDENTITY-01", properties: ["$.tax_id.code"] }]);
  });
});

describe("GOBL-PT-BILL-INVOICE rules", () => {
  describe("01: the invoice type", () => {
    it.each(["standard", "proforma", "other"])("accepts %s", async (type) => {
      await expect(build({ ...valid(), type })).resolves.toBeTruthy();
    });

    it("accepts credit and debit notes that refer to an invoice", async () => {
      for (const type of ["credit-note", "debit-note"]) {
        await expect(build({ ...valid(), type, preceding: [{ code: "INV/0", issue_date: "2022-12-01" }] })).resolves.toBeTruthy();
      }
    });

    it("refuses a corrective invoice", async () => {
      await expectPT({ ...valid(), type: "corrective", preceding: [{ code: "INV/0" }] }, [
        { code: "GOBL-PT-BILL-INVOICE-01", properties: ["$.type"] },
      ]);
    });

    it("refuses an unknown type", async () => {
      await expectPT({ ...valid(), type: "unknown" }, [{ code: "GOBL-PT-BILL-INVOICE-01", properties: ["$.type"] }]);
    });
  });

  it("02: credit and debit notes need the preceding document", async () => {
    await expectPT({ ...valid(), type: "credit-note" }, [{ code: "GOBL-PT-BILL-INVOICE-02", properties: ["$.preceding"] }]);
    await expectPT({ ...valid(), type: "debit-note", preceding: [] }, [{ code: "GOBL-PT-BILL-INVOICE-02", properties: ["$.preceding"] }]);
  });

  it("03: the supplier needs a tax ID", async () => {
    const inv: Obj = { ...valid(), $regime: "PT" };
    delete inv.supplier.tax_id;
    await expectPT(inv, [{ code: "GOBL-PT-BILL-INVOICE-03", properties: ["$.supplier.tax_id"] }]);
  });

  it("04: the supplier's tax ID needs a code", async () => {
    const inv = valid();
    inv.supplier.tax_id = { country: "PT" };
    await expectPT(inv, [{ code: "GOBL-PT-BILL-INVOICE-04", properties: ["$.supplier.tax_id.code"] }]);
  });

  it("03/04 say nothing when there is no supplier (the core rule does)", async () => {
    const { supplier: _s, ...inv } = valid();
    const faults = await faultsOf(build({ ...inv, $regime: "PT" }));
    expect(ptOnly(faults)).toEqual([]);
    expect(faults).toContainEqual({ code: "GOBL-BILL-INVOICE-05", properties: ["$.supplier"] });
  });

  it("05: a line quantity cannot be negative", async () => {
    const inv = valid();
    inv.lines.push({ quantity: "-2", item: { name: "Returned", price: "10.00" }, taxes: [{ cat: "VAT", rate: "general" }] });
    await expectPT(inv, [{ code: "GOBL-PT-BILL-INVOICE-05", properties: ["$.lines[1].quantity"] }]);
  });

  it("05: zero quantities pass", async () => {
    const inv = valid();
    inv.lines[0].quantity = "0";
    await expect(build(inv)).resolves.toBeTruthy();
  });

  it("05: a negative price becomes a negative quantity, which is refused", async () => {
    const inv = valid();
    inv.lines[0].item.price = "-1.00";
    await expectPT(inv, [{ code: "GOBL-PT-BILL-INVOICE-05", properties: ["$.lines[0].quantity"] }]);
  });

  it("06: an item price cannot be negative", async () => {
    expect(await validateChanged((inv) => (inv.lines[0].item.price = "-1.00"))).toEqual([
      { code: "GOBL-PT-BILL-INVOICE-06", properties: ["$.lines[0].item.price"] },
    ]);
  });

  it("06: zero prices pass", async () => {
    const inv = valid();
    inv.lines[0].item.price = "0.00";
    await expect(build(inv)).resolves.toBeTruthy();
  });

  it("07: the amount due cannot be negative", async () => {
    expect(await validateChanged((inv) => (inv.totals.due = "-0.01"))).toEqual([
      { code: "GOBL-PT-BILL-INVOICE-07", properties: ["$.totals.due"] },
    ]);
  });

  it("07: zero and positive amounts due pass", async () => {
    for (const due of ["0.00", "0.01"]) {
      const inv = await build(valid());
      inv.totals.due = due;
      await expect(engine.validate(inv)).resolves.toEqual({ ok: true });
    }
  });

  describe("dates against the issue date", () => {
    it.each([
      ["11", { value_date: "2023-01-02" }],
      ["12", { op_date: "2023-01-02" }],
      ["13", { preceding: [{ code: "INV/0", issue_date: "2023-01-02" }] }],
      ["14", { payment: { advances: [{ date: "2023-01-02", description: "advance", amount: "10.00" }] } }],
      ["15", { payment: { terms: { due_dates: [{ date: "2022-12-31", percent: "100%" }] } } }],
    ])("%s: refuses %j", async (rule, extra) => {
      await expectPT({ ...valid(), ...extra }, [{ code: `GOBL-PT-BILL-INVOICE-${rule}`, properties: ["$"] }]);
    });

    it.each([
      ["11", { value_date: "2023-01-01" }],
      ["11", { value_date: "2022-12-31" }],
      ["12", { op_date: "2023-01-01" }],
      ["12", { op_date: "2022-12-31" }],
      ["13", { preceding: [{ code: "INV/0" }] }],
      ["13", { preceding: [{ code: "INV/0", issue_date: "2022-12-31" }] }],
      ["13", { preceding: [{ code: "INV/0", issue_date: "2023-01-01" }] }],
      ["14", { payment: {} }],
      ["14", { payment: { advances: [{ date: "2022-12-31", description: "advance", amount: "10.00" }] } }],
      ["14", { payment: { advances: [{ date: "2023-01-01", description: "advance", amount: "10.00" }] } }],
      ["14", { payment: { advances: [{ description: "advance", amount: "10.00" }] } }],
      ["15", { payment: { terms: { due_dates: [{ date: "2023-01-01", percent: "100%" }] } } }],
      ["15", { payment: { terms: { due_dates: [{ date: "2023-01-02", percent: "100%" }] } } }],
    ])("%s: accepts %j", async (_rule, extra) => {
      await expect(build({ ...valid(), ...extra })).resolves.toBeTruthy();
    });

    it("reports the date rules where the document is, inside an envelope", async () => {
      const env = await engine.build({ ...valid(), value_date: "2023-01-01" }, { envelop: true }) as Obj;
      env.doc.value_date = "2023-01-05";
      const faults = await faultsOf(engine.validate(env));
      expect(faults).toContainEqual({ code: "GOBL-PT-BILL-INVOICE-11", properties: ["$.doc"] });
    });
  });

  it("applies to PT invoices only", async () => {
    // A Spanish corrective invoice with a negative line is fine by these rules.
    const inv = {
      $schema: INVOICE,
      type: "corrective",
      code: "R-1",
      issue_date: "2024-03-01",
      currency: "EUR",
      value_date: "2024-04-01",
      preceding: [{ code: "A-1", issue_date: "2024-02-01" }],
      supplier: { name: "Provide One S.L.", tax_id: { country: "ES", code: "B98602642" } },
      lines: [{ quantity: "-1", item: { name: "Refund", price: "10.00" }, taxes: [{ cat: "VAT", rate: "general" }] }],
    };
    const built = await build(inv);
    expect(built.lines[0].taxes[0].ext).toBeUndefined();
  });
});

describe("GOBL-PT-TAX-COMBO-01", () => {
  it("refuses a VAT combo without a region", async () => {
    expect(await validateChanged((inv) => delete inv.lines[0].taxes[0].ext)).toEqual([
      { code: "GOBL-PT-TAX-COMBO-01", properties: ["$.lines[0].taxes[0].ext"] },
    ]);
  });

  it("refuses a VAT combo whose extensions lack the region", async () => {
    expect(await validateChanged((inv) => (inv.lines[0].taxes[0].ext = { "untdid-tax-category": "S" }))).toEqual([
      { code: "GOBL-PT-TAX-COMBO-01", properties: ["$.lines[0].taxes[0].ext"] },
    ]);
  });

  it("accepts any region, and other categories without one", async () => {
    const inv = await build(valid());
    inv.lines[0].taxes[0].ext = { "pt-region": "PT-AC" };
    await expect(engine.validate(inv)).resolves.toEqual({ ok: true });
    const withIRS = valid();
    withIRS.lines[0].taxes.push({ cat: "IRS", percent: "10%" });
    await expect(build(withIRS)).resolves.toBeTruthy();
  });
});
