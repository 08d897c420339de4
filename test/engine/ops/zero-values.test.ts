/**
 * Values GOBL reads as Go's zero values, and the maps its normalisers do not
 * reach. Each expectation is what GOBL v0.502.1's build gave for the same
 * input (run through GOBL itself; see test/differential/README.md).
 */
import { describe, expect, it } from "vitest";
import { BizdocError, createEngine } from "../../../index.ts";
import { CalDate } from "../../../engine/cal/index.ts";

const engine = createEngine();
type Obj = Record<string, any>;

function invoice(change: (doc: Obj) => void = () => {}): Obj {
  const doc: Obj = {
    $schema: "https://gobl.org/draft-0/bill/invoice",
    uuid: "0190a63b-7f85-7429-a635-b269f6eb5295",
    series: "F",
    code: "1",
    issue_date: "2025-01-15",
    supplier: { name: "Proveedor S.L.", tax_id: { country: "ES", code: "B98602642" } },
    customer: { name: "Cliente S.A.", tax_id: { country: "ES", code: "A28017895" } },
    lines: [{ quantity: "2", item: { name: "Servicio", price: "50.00" }, taxes: [{ cat: "VAT", rate: "general" }] }],
  };
  change(doc);
  return { $schema: "https://gobl.org/draft-0/envelope", head: { uuid: "8a51fd30-2a27-11ee-be56-0242ac120002" }, doc };
}

const build = async (change: (doc: Obj) => void) => ((await engine.build(invoice(change))) as Obj).doc as Obj;
const refusal = (change: (doc: Obj) => void) => engine.build(invoice(change)).then(() => undefined, (e: BizdocError) => e);

describe("Go's zero values, as GOBL reads them", () => {
  it("a line without a quantity states quantity 0 (and sums to zero)", async () => {
    const doc = await build((d) => d.lines.push({ item: { name: "Gratis", price: "10.00" }, taxes: [{ cat: "VAT", rate: "general" }] }));
    expect(doc.lines[1]).toMatchObject({ i: 2, quantity: "0", sum: "0.00", total: "0.00" });
    expect(doc.totals.sum).toBe("100.00");
  });

  it("totals kept as given (the bypass tag) state a rate's missing amount as 0", async () => {
    const doc = await build((d) => {
      d.$tags = ["bypass"];
      d.lines = [{ i: 1, quantity: "2", item: { name: "Servicio", price: "50.00" }, sum: "100.00", taxes: [{ cat: "VAT", key: "standard", rate: "general", percent: "21.0%" }], total: "100.00" }];
      d.totals = {
        sum: "100.00",
        total: "100.00",
        taxes: { categories: [{ code: "VAT", rates: [{ key: "standard", base: "100.00", percent: "21.0%" }], amount: "21.00" }], sum: "21.00" },
        tax: "21.00",
        total_with_tax: "121.00",
        payable: "121.00",
      };
    });
    expect(doc.totals.taxes.categories[0].rates[0]).toEqual({ key: "standard", base: "100.00", percent: "21.0%", amount: "0" });
  });

  it("a tax category given without its code states an empty one (Go's zero text), as GOBL writes it", async () => {
    // A payment's reference to the invoice it pays, with a tax breakdown whose category has no code (GOBL checks none there).
    const payment = {
      $schema: "https://gobl.org/draft-0/bill/payment",
      $regime: "ES",
      uuid: "0194ad4c-3462-7695-a40c-66a30ccc1405",
      type: "receipt",
      methods: [{ key: "credit-transfer" }],
      series: "RCT",
      code: "0001",
      issue_date: "2025-01-28",
      supplier: { name: "Provide One S.L.", tax_id: { country: "ES", code: "B98602642" } },
      customer: { name: "Sample Consumer", tax_id: { country: "ES", code: "54387763P" } },
      lines: [{ document: { issue_date: "2025-01-10", series: "SAMPLE", code: "001", tax: { categories: [{ rates: [{ base: "1630.00", percent: "21.0%" }] }] } }, amount: "1972.30" }],
    };
    const built = (await engine.build({ $schema: "https://gobl.org/draft-0/envelope", head: { uuid: "8a51fd30-2a27-11ee-be56-0242ac120002" }, doc: payment })) as Obj;
    expect(built.doc.lines[0].document.tax.categories[0]).toMatchObject({ code: "", rates: [{ base: "1630.00", percent: "21.0%" }] });
    // One given without rates keeps none, written null as GOBL writes a nil list.
    payment.lines[0]!.document.tax = { categories: [{ code: "VAT" }] } as never;
    const withoutRates = (await engine.build({ $schema: "https://gobl.org/draft-0/envelope", head: { uuid: "8a51fd30-2a27-11ee-be56-0242ac120002" }, doc: payment })) as Obj;
    expect(withoutRates.doc.lines[0].document.tax).toEqual({ categories: [{ code: "VAT", rates: null, amount: "0.00" }], sum: "0.00" });
  });

  it("a date given as \"\" is the zero date 0000-00-00; a zero issue date becomes today", async () => {
    const due = await build((d) => (d.payment = { terms: { due_dates: [{ date: "", percent: "100%" }] } }));
    expect(due.payment.terms.due_dates).toEqual([{ date: "0000-00-00", amount: "121.00", percent: "100%" }]);
    // An optional date given as "" is there, and zero: what the rule on zero reference dates reports.
    const err = await refusal((d) => (d.ordering = { despatch: [{ code: "D1", issue_date: "" }] }));
    expect(err?.faults.map((f) => [f.code, f.properties])).toEqual([["GOBL-ORG-DOCUMENTREF-02", ["$.doc.ordering.despatch[0].issue_date"]]]);
    // A value date given as "" is the zero date too, and no rate is in force on it: refused, as GOBL refuses it.
    const zeroValueDate = await refusal((d) => (d.value_date = ""));
    expect(zeroValueDate?.key).toBe("calculation");
    expect(zeroValueDate?.faults.map((f) => f.properties)).toEqual([["$.doc.lines[0].taxes[0].rate"]]);
    // Today in the regime's time zone (Spain's), as GOBL dates a document: not UTC's, which is a day behind after 23:00 in winter.
    const before = CalDate.today("Europe/Madrid").toString();
    for (const zero of ["", "0000-00-00"]) {
      const issued = (await build((d) => (d.issue_date = zero))).issue_date;
      expect([before, CalDate.today("Europe/Madrid").toString()]).toContain(issued);
    }
  });

  it("a country given as \"\" is a missing one, reported by the rule that asks for it", async () => {
    const err = await refusal((d) => (d.customer.tax_id.country = ""));
    expect(err?.faults.map((f) => [f.code, f.properties])).toEqual([["GOBL-TAX-IDENTITY-01", ["$.doc.customer.tax_id.country"]]]);
    const doc = await build((d) => (d.supplier.addresses = [{ street: "Calle", locality: "Madrid", country: "" }]));
    expect(doc.supplier.addresses).toEqual([{ street: "Calle", locality: "Madrid" }]);
  });

  it("an e-mail without an address breaks both of GOBL's e-mail rules", async () => {
    const err = await refusal((d) => (d.supplier.emails = [{ label: "x" }]));
    expect(err?.faults.map((f) => f.code)).toEqual(["GOBL-ORG-EMAIL-01", "GOBL-ORG-EMAIL-02"]);
    expect(err?.faults.every((f) => f.properties.includes("$.doc.supplier.emails[0].addr"))).toBe(true);
  });
});

describe("a tax combo given empty", () => {
  it("under no regime, is GOBL's empty category \"\": totalled, and (with no prices_include, as GOBL looks it up) the included tax", async () => {
    // GOBL's own example of a country it has no regime for (Zimbabwe), its line's combo emptied.
    const doc = {
      $schema: "https://gobl.org/draft-0/bill/invoice",
      uuid: "0191bdbf-b329-7ae3-9fa8-119df45cb9d5",
      series: "XYZ",
      code: "0001",
      issue_date: "2024-09-04",
      currency: "USD",
      supplier: { name: "Acme Coporation", tax_id: { country: "ZW", code: "123.456-789" } },
      customer: { name: "Beta Solutions" },
      lines: [{ quantity: "10", item: { name: "Product A", price: "10.50" }, taxes: [{}] }],
    };
    const built = ((await engine.build({ $schema: "https://gobl.org/draft-0/envelope", head: { uuid: "8a51fd30-2a27-11ee-be56-0242ac120002" }, doc })) as Obj).doc as Obj;
    expect(built.lines[0].taxes).toEqual([{ cat: "" }]);
    expect(built.totals).toEqual({
      sum: "105.00",
      tax_included: "0.00",
      total: "105.00",
      taxes: { categories: [{ code: "", rates: [{ base: "105.00", amount: "0.00" }], amount: "0.00" }], sum: "0.00" },
      tax: "0.00",
      total_with_tax: "105.00",
      payable: "105.00",
    });
  });
});

describe("map values are left as given", () => {
  it("an extension code keeps its spaces: GOBL's normalisers reach codes through pointers, which a map's values are not", async () => {
    const doc = await build((d) => (d.customer.ext = { "co-dian-municipality": "11001 " }));
    expect(doc.customer.ext).toEqual({ "co-dian-municipality": "11001 " });
    // A code outside a map is still cleaned.
    expect((await build((d) => (d.code = " 1 "))).code).toBe("1");
  });
});
