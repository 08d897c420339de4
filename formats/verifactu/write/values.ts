/**
 * How the records write GOBL's values: dates DD-MM-YYYY, percentages
 * without their sign, amounts as the built document's decimal text
 * (negated for a credit note), never through a float.
 */
import { Amount } from "../../../engine/index.ts";
import { WritingRefusals } from "../../common/refusals.ts";

/** A GOBL date (YYYY-MM-DD) as the records write it (DD-MM-YYYY). */
export function recordDate(iso: string): string {
  const [year, month, day] = iso.split("-");
  return `${day}-${month}-${year}`;
}

/** A GOBL percentage ("21.0%") as TipoImpositivo writes it ("21.0"); an absent one is "0" (a reverse charge's). */
export function percentText(percent: string | undefined): string {
  return percent === undefined ? "0" : percent.replace(/%$/, "").trim();
}

/** An amount of the built document, negated when the record states a credit note's amounts. */
export function amountText(value: string | undefined, negate: boolean): string {
  const amount = Amount.parse(value ?? "0.00");
  const scaled = amount.exp < 2 ? amount.rescale(2) : amount;
  return (negate && !scaled.isZero() ? scaled.negate() : scaled).toString();
}

/** The sum of some amounts of the built document, to two decimals. */
export function sumText(values: (string | undefined)[]): string {
  let total = Amount.zero(2);
  for (const value of values) if (value !== undefined) total = total.add(Amount.parse(value));
  return total.rescale(2).toString();
}

/** The refusals of a VERI*FACTU record: 422, one fault per field, at `$.doc…`. */
export function verifactuRefusals(): WritingRefusals {
  return new WritingRefusals(
    { missing: "BIZDOC-VERIFACTU-REQUIRED", unsupported: "BIZDOC-VERIFACTU-UNSUPPORTED" },
    (fields) => `the document cannot be written as a VERI*FACTU record: see ${fields}`,
  );
}
