import { Type, type TUnsafe } from "@sinclair/typebox";
import { defineType } from "../schema/types.ts";

declare const numericText: unique symbol;

/**
 * The TypeScript type of an amount in a document: a decimal string. The
 * optional marker never exists at run time and any string is one; it only lets
 * the input types (`DocumentInput`) tell amounts, which may be given as JSON
 * numbers, from other text.
 */
export type AmountText = string & { readonly [numericText]?: "num.Amount" };
/** A percentage in a document (`"21%"`); see `AmountText`. */
export type PercentageText = string & { readonly [numericText]?: "num.Percentage" };
/** The key of the marker `AmountText` and `PercentageText` carry, for type-level checks. */
export type NumericTextMarker = typeof numericText;

/** Amounts travel as decimal strings; bare JSON numbers are read as their exact text. */
export const AmountSchema = defineType(
  "num.Amount",
  "num/amount",
  Type.String({ pattern: "^\\-?[0-9]+(\\.[0-9]+)?$", title: "Amount" }) as unknown as TUnsafe<AmountText>,
);

export const PercentageSchema = defineType(
  "num.Percentage",
  "num/percentage",
  Type.String({ pattern: "^\\-?[0-9]+(\\.[0-9]+)?%$", title: "Percentage" }) as unknown as TUnsafe<PercentageText>,
);
