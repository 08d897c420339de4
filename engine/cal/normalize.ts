import type { Normalizer } from "../plugin/contracts.ts";

/**
 * A date given as "" is GOBL's zero date, written "0000-00-00" (Go decodes
 * both to it; an issue date that is zero is then set from the clock).
 */
export const calNormalizers: Normalizer<string>[] = [
  {
    type: "cal.Date",
    normalize: (date) => (date === "" ? "0000-00-00" : undefined),
  },
];
