import { describe, expect, it } from "vitest";
import { InvoiceSchema } from "../../../engine/bill/schema.ts";
import { calRules } from "../../../engine/cal/rules.ts";
import { TimestampSchema } from "../../../engine/cal/schema.ts";
import { check, pathsOf } from "./support.ts";

type Obj = Record<string, any>;

const invoice = (): Obj => ({
  type: "standard",
  issue_date: "2024-02-29",
  currency: "EUR",
  exchange_rates: [{ from: "USD", to: "EUR", at: "2024-01-10T12:00:00", amount: "0.9" }],
  supplier: { name: "Provide One S.L." },
  lines: [{ i: 1, quantity: "1", period: { start: "2024-01-01", end: "2024-01-31" }, item: { name: "A", price: "10.00" } }],
});

const faults = (change: (d: Obj) => void) => {
  const d = invoice();
  change(d);
  return check(calRules, InvoiceSchema, d);
};

describe("cal rules", () => {
  it("accept real dates, date-times and periods", () => {
    expect(faults(() => {})).toEqual([]);
  });

  it("GOBL-CAL-DATE-01: dates must exist (the zero date is valid)", () => {
    expect(pathsOf(faults((d) => (d.issue_date = "2023-02-29")), "GOBL-CAL-DATE-01")).toEqual(["$.issue_date"]);
    expect(pathsOf(faults((d) => (d.lines[0].period.end = "31/01/2024")), "GOBL-CAL-DATE-01")).toEqual(["$.lines[0].period.end"]);
    expect(pathsOf(faults((d) => (d.issue_date = "0000-00-00")), "GOBL-CAL-DATE-01")).toEqual([]);
  });

  it("GOBL-CAL-DATETIME-01: date-times must exist", () => {
    expect(pathsOf(faults((d) => (d.exchange_rates[0].at = "2024-01-10T25:00:00")), "GOBL-CAL-DATETIME-01")).toEqual(["$.exchange_rates[0].at"]);
    expect(pathsOf(faults((d) => (d.exchange_rates[0].at = "0000-00-00T00:00:00")), "GOBL-CAL-DATETIME-01")).toEqual([]);
  });

  it("GOBL-CAL-TIMESTAMP-01: timestamps must be RFC 3339 instants", () => {
    // no document type holds a timestamp yet: checked as a value of its own
    expect(check(calRules, TimestampSchema, "2024-01-10T12:00:00.000Z")).toEqual([]);
    expect(check(calRules, TimestampSchema, "2024-01-10T12:00:00+01:00")).toEqual([]);
    expect(pathsOf(check(calRules, TimestampSchema, "2024-01-32T12:00:00Z"), "GOBL-CAL-TIMESTAMP-01")).toEqual(["$"]);
    expect(pathsOf(check(calRules, TimestampSchema, "yesterday"), "GOBL-CAL-TIMESTAMP-01")).toEqual(["$"]);
  });

  it("GOBL-CAL-PERIOD-01/02: both ends are required", () => {
    expect(pathsOf(faults((d) => delete d.lines[0].period.start), "GOBL-CAL-PERIOD-01")).toEqual(["$.lines[0].period.start"]);
    expect(pathsOf(faults((d) => (d.lines[0].period.end = "0000-00-00")), "GOBL-CAL-PERIOD-02")).toEqual(["$.lines[0].period.end"]);
  });

  it("GOBL-CAL-PERIOD-10: a period cannot end before it starts", () => {
    expect(pathsOf(faults((d) => (d.lines[0].period.end = "2023-12-31")), "GOBL-CAL-PERIOD-10")).toEqual(["$.lines[0].period"]);
    expect(pathsOf(faults((d) => (d.lines[0].period.end = "2024-01-01")), "GOBL-CAL-PERIOD-10")).toEqual([]);
    // a missing end is reported by GOBL-CAL-PERIOD-02 alone
    expect(pathsOf(faults((d) => delete d.lines[0].period.end), "GOBL-CAL-PERIOD-10")).toEqual([]);
  });
});
