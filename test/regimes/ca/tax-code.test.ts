import { describe, expect, it } from "vitest";
import { normalizeCanadianTaxCode } from "../../../regimes/ca/tax-code.ts";

describe("normalizeCanadianTaxCode", () => {
  it.each([
    // GOBL's normalisation case
    ["123.456.789", "123456789"],
    // a business number with its program account
    ["123456789 RT 0001", "123456789RT0001"],
    ["ca-123 456 789", "123456789"],
    ["CACA123456789", "CA123456789"],
    ["", ""],
  ])("%j → %j", (code, expected) => {
    expect(normalizeCanadianTaxCode(code)).toBe(expected);
  });
});
