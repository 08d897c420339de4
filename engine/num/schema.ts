import { Type } from "@sinclair/typebox";
import { defineType } from "../schema/types.ts";

/** Amounts travel as decimal strings; bare JSON numbers are read as their exact text. */
export const AmountSchema = defineType(
  "num.Amount",
  "num/amount",
  Type.String({ pattern: "^\\-?[0-9]+(\\.[0-9]+)?$", title: "Amount" }),
);

export const PercentageSchema = defineType(
  "num.Percentage",
  "num/percentage",
  Type.String({ pattern: "^\\-?[0-9]+(\\.[0-9]+)?%$", title: "Percentage" }),
);
