/** Exact decimal numbers for money, quantities and rates (GOBL `num` compatible). */
export { Amount, AmountError } from "./amount.ts";
export type { AmountInput, LosslessNumberLike } from "./amount.ts";
export { Percentage } from "./percentage.ts";
export type { PercentageInput } from "./percentage.ts";
