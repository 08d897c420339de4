/**
 * GOBL's calendar rules (GOBL-CAL-*). GOBL rejects impossible dates while
 * decoding; here they arrive as text, so the format rules check the text
 * (the zero values "0000-00-00" and "0000-00-00T00:00:00" are valid formats).
 */
import type { RuleSet } from "../rules/rule.ts";
import { CalDate } from "./date.ts";
import { CalDateTime, CalTimestamp } from "./date-time.ts";

type Obj = Record<string, any>;

function parses(parse: (text: string) => unknown): (value: unknown) => boolean {
  return (value) => {
    if (typeof value !== "string") return false;
    try {
      parse(value);
      return true;
    } catch {
      return false;
    }
  };
}

/** A period's date: missing or "0000-00-00" is zero; unreadable dates are left to GOBL-CAL-DATE-01. */
function periodDate(value: unknown): CalDate | undefined {
  return CalDate.tryParse(typeof value === "string" ? value : "");
}

export const calRules: RuleSet<any>[] = [
  {
    type: "cal.Date",
    assert: [{ code: "GOBL-CAL-DATE-01", message: "not a valid date: write it as YYYY-MM-DD (e.g. 2024-02-01), a day that exists", test: parses((t) => CalDate.parse(t)) }],
  },
  {
    type: "cal.DateTime",
    assert: [{ code: "GOBL-CAL-DATETIME-01", message: "not a valid date and time: write it as YYYY-MM-DDTHH:MM:SS (e.g. 2024-02-01T09:30:00)", test: parses((t) => CalDateTime.parse(t)) }],
  },
  {
    type: "cal.Timestamp",
    assert: [{ code: "GOBL-CAL-TIMESTAMP-01", message: "not a valid timestamp: write it as RFC 3339 with its zone (e.g. 2024-02-01T09:30:00Z)", test: parses((t) => CalTimestamp.parse(t)) }],
  },
  {
    type: "cal.Period",
    assert: [
      {
        code: "GOBL-CAL-PERIOD-10",
        message: "the period cannot end before it starts",
        test: (p: Obj) => {
          const start = periodDate(p.start);
          const end = periodDate(p.end);
          if (!start || !end || start.isZero || end.isZero) return true;
          return !end.isBefore(start);
        },
      },
      { code: "GOBL-CAL-PERIOD-01", field: "start", message: "the period needs a start date", test: (p: Obj) => !periodDate(p.start)?.isZero },
      { code: "GOBL-CAL-PERIOD-02", field: "end", message: "the period needs an end date", test: (p: Obj) => !periodDate(p.end)?.isZero },
    ],
  },
];
