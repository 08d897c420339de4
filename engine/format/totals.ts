import { BizdocError, type Fault } from "../errors/index.ts";
import { Amount } from "../num/amount.ts";

/** Rule code of a difference between the totals an XML states and those the engine calculates. */
export const STATED_TOTALS_RULE = "BIZDOC-FORMAT-TOTALS-01";

/**
 * Faults for each total an XML states that the calculation does not give
 * (equal value, whatever the number of decimals). A total the built
 * document leaves out counts as zero, as the document omits empty sums.
 */
export function statedTotalsFaults(
  stated: Readonly<Record<string, string>> | undefined,
  totals: unknown,
  path = "$.doc.totals",
  elements: Readonly<Record<string, string>> = {},
): Fault[] {
  if (!stated) return [];
  const built = (totals ?? {}) as Record<string, unknown>;
  const faults: Fault[] = [];
  for (const [field, text] of Object.entries(stated)) {
    const statedAmount = readAmount(text, Object.hasOwn(elements, field) ? `${elements[field]} (its ${field} total)` : `${field} total`);
    const value = Object.hasOwn(built, field) ? built[field] : undefined;
    const calculated = typeof value === "string" ? Amount.parse(value) : Amount.parse("0");
    if (!statedAmount.equals(calculated)) {
      faults.push({
        code: STATED_TOTALS_RULE,
        properties: [`${path}.${field}`],
        description: `the XML states ${text}, the calculation gives ${typeof value === "string" ? value : "0"}`,
      });
    }
  }
  return faults;
}

function readAmount(text: string, what: string): Amount {
  try {
    return Amount.parse(text);
  } catch {
    throw new BizdocError("input", `the XML's ${what} '${String(text).slice(0, 40)}' is not a number`);
  }
}
