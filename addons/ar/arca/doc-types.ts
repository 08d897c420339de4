/**
 * ARCA's document types grouped as the addon's rules and normaliser need
 * them (GOBL: the code lists at the top of addons/ar/arca/extensions.go).
 *
 * ARCA letters its documents: A between VAT-registered parties, B to final
 * consumers, exempt and foreign customers, C from suppliers under the
 * Monotributo, T for tourism services to foreigners (WSCT). Code 49, the
 * used-goods purchase invoice, stands apart. Each letter has an invoice, a
 * debit note and a credit note (and receipts, settlements, MiPyMEs FCE
 * variants...); the credit and debit notes are also listed across letters,
 * to check them against the invoice's type.
 */

/** Class A documents: invoices, notes, receipts and settlements between VAT-registered parties. */
export const DOC_TYPES_A: readonly string[] = ["1", "2", "3", "4", "5", "34", "39", "51", "52", "53", "54", "60", "63", "201", "202", "203"];

/** Class B documents: to final consumers, exempt and foreign customers. */
export const DOC_TYPES_B: readonly string[] = ["6", "7", "8", "9", "10", "35", "40", "61", "64", "206", "207", "208"];

/** Class C documents: issued by suppliers under the Monotributo, without VAT. */
export const DOC_TYPES_C: readonly string[] = ["11", "12", "13", "15", "211", "212", "213"];

/** Class T documents: tourism invoice, debit note and credit note. */
export const DOC_TYPES_T: readonly string[] = ["195", "196", "197"];

/** The used-goods purchase invoice, issued to a final consumer who sells used goods. */
export const DOC_TYPE_USED_GOODS_PURCHASE = "49";

/** Every credit note, whatever its letter. */
export const DOC_TYPES_CREDIT_NOTE: readonly string[] = ["3", "8", "13", "53", "197", "203", "208", "213"];

/** Every debit note, whatever its letter. */
export const DOC_TYPES_DEBIT_NOTE: readonly string[] = ["2", "7", "12", "52", "196", "202", "207", "212"];

/** Customer VAT statuses that call for class A documents (registered, Monotributo variants). */
export const VAT_STATUSES_TYPE_A: readonly string[] = ["1", "6", "13", "16"];

/** The invoice, debit note and credit note of each letter the normaliser picks from, by invoice type. */
export const DOC_TYPE_BY_CLASS: Readonly<Record<"A" | "B" | "C", ReadonlyMap<string, string>>> = {
  A: new Map(Object.entries({ standard: "1", "debit-note": "2", "credit-note": "3" })),
  B: new Map(Object.entries({ standard: "6", "debit-note": "7", "credit-note": "8" })),
  C: new Map(Object.entries({ standard: "11", "debit-note": "12", "credit-note": "13" })),
};
