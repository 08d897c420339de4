import { Amount, type Line, type Normalizer } from "../../../engine/index.ts";

/** Chorus Pro takes quantities with at most four decimals: longer ones are rounded (half away from zero). */
export const QUANTITY_MAX_DECIMALS = 4;

export const lineNormalizer: Normalizer<Line> = {
  type: "bill.Line",
  normalize(line) {
    if (typeof line.quantity !== "string") return;
    line.quantity = Amount.parse(line.quantity).rescaleDown(QUANTITY_MAX_DECIMALS).toString();
  },
};
