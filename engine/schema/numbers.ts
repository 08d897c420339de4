import type { TSchema } from "@sinclair/typebox";
import type { Fault } from "../errors/index.ts";
import { Amount, AmountError, Percentage } from "../num/index.ts";
import { walk } from "./walk.ts";

/**
 * Every number of a document read once, on the way in, as GOBL's JSON
 * decoding reads it, and written back in its printed form: amounts lose
 * leading zeros, a "+" and a dangling "." (`"01.50"` → `"1.50"`, `"+10.00"` →
 * `"10.00"`, `"-0"` → `"0"`) and decimals beyond 18 digits; percentages are
 * printed with "%" (`"0.21"` → `"21%"`, `"021%"` → `"21%"`). After this step
 * every number in the document is in the form `Amount.parse` and
 * `Percentage.parse` read back exactly, so nothing later re-applies the
 * input rules to values the engine computed.
 */
const READERS = new Map<string, (text: string) => string>([
  ["num.Amount", (text) => Amount.fromInput(text).toString()],
  ["num.Percentage", (text) => Percentage.fromInput(text).toString()],
]);
const AMOUNTS = new Set(["num.Amount"]);

/**
 * Rewrites the amounts and percentages of a conformed document in place
 * (`basePath` is where the document sits, e.g. `$.doc`); malformed ones are
 * left as they are and reported, one fault per path.
 */
export function readNumbers(schema: TSchema, doc: unknown, basePath = "$"): Fault[] {
  const faults: Fault[] = [];
  walk(
    schema,
    doc,
    (visit) => {
      const read = READERS.get(visit.type);
      if (!read || typeof visit.value !== "string") return;
      try {
        visit.replace(read(visit.value));
      } catch (err) {
        if (!(err instanceof AmountError)) throw err;
        faults.push({ code: "BIZDOC-SCHEMA-FORMAT", properties: [visit.path], description: err.message });
      }
    },
    { path: basePath, types: READERS },
  );
  return faults;
}

/** GOBL holds amounts in an int64; beyond these its arithmetic saturates. */
const INT64_MAX = 2n ** 63n - 1n;
const INT64_MIN = -(2n ** 63n);

/**
 * Calculated amounts GOBL could not hold: where a value's integer part does
 * not fit GOBL's int64, GOBL saturates at 9223372036854775807 and every total
 * built on it is wrong. We could compute the right value, but it would not be
 * GOBL's, so such a document is refused with the path of each field.
 */
export function overflowFaults(schema: TSchema, doc: unknown, basePath = "$"): Fault[] {
  const faults: Fault[] = [];
  walk(
    schema,
    doc,
    (visit) => {
      if (visit.type !== "num.Amount" || typeof visit.value !== "string") return;
      if (integerDigits(visit.value) <= 18) return; // below 10^18: fits, no need to parse
      const whole = Amount.parse(visit.value).rescale(0).value;
      if (whole > INT64_MAX || whole < INT64_MIN) {
        faults.push({
          code: "BIZDOC-NUM-RANGE",
          properties: [visit.path],
          description: `too large: GOBL holds amounts as 64-bit integers (at most ${INT64_MAX} without decimals) and would give wrong totals`,
        });
      }
    },
    { path: basePath, types: AMOUNTS },
  );
  return faults;
}

/** Digits before the point of an amount in its printed form (`"-1234.50"` → 4). */
function integerDigits(text: string): number {
  const start = text.startsWith("-") ? 1 : 0;
  const point = text.indexOf(".");
  return (point < 0 ? text.length : point) - start;
}
