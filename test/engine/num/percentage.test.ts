import { describe, it, expect } from "vitest";
import { parse as parseLossless } from "lossless-json";
import { Amount, AmountError, Percentage } from "../../../engine/num/index.ts";

const p = (text: string) => Percentage.parse(text);
const frac = (value: bigint, exp: number) => Percentage.fromFraction(Amount.of(value, exp));
const a = (text: string) => Amount.parse(text);

/** GOBL's num.PercentageFromString / Percentage.UnmarshalJSON facts, for percentages from outside. */
describe("Percentage.fromInput", () => {
  const i = (text: string) => Percentage.fromInput(text);

  it("prints what it read in GOBL's form", () => {
    expect(i("0.21").toString()).toBe("21%");
    expect(i("021%").toString()).toBe("21%");
    expect(i("0.5").toString()).toBe("50%");
    expect(i("0.160").toString()).toBe("16.0%");
    expect(i("16.0%").toString()).toBe("16.0%");
    expect(i("+21%").toString()).toBe("21%");
    expect(i("-0%").toString()).toBe("0%");
    expect(i("1").toString()).toBe("100%");
  });

  it("reads the same fractions as GOBL", () => {
    // num/percentage_test.go: "0.160" and "16.0%" are the same percentage.
    expect(i("0.160")).toMatchObject({ value: 160n, exp: 3 });
    expect(i("16.0%")).toMatchObject({ value: 160n, exp: 3 });
    expect(i("16%")).toMatchObject({ value: 16n, exp: 2 });
  });

  it("applies the amount digit budget to the number before the %", () => {
    expect(() => i("1234567890123456789%")).toThrow(/too many digits \(19\)/);
    expect(i("0.12345678901234567890").base.toString()).toBe("0.123456789012345678");
  });

  it("reads the JSON string \"null\" as 0%, as GOBL does", () => {
    expect(i("null").toString()).toBe("0%");
  });

  it.each(["", "%", "x", "abc", "abc%", "21 %", "21%%", "1e2%", "1,5%", "%21", "1.2.3%", "null%"])(
    "rejects %j",
    (text) => {
      expect(() => i(text)).toThrow(AmountError);
    },
  );
});

describe("Percentage.parse", () => {
  it("reads percent text as a fraction with two extra decimals", () => {
    expect(p("21%").base).toMatchObject({ value: 21n, exp: 2 });
    expect(p("21.0%").base).toMatchObject({ value: 210n, exp: 3 });
    expect(p("5.2%").base.toString()).toBe("0.052");
    expect(p("16.0%")).toMatchObject({ value: 160n, exp: 3 });
    expect(p("-16.0%").base.toString()).toBe("-0.160");
    expect(p("0%").base.toString()).toBe("0.00");
    expect(p("100%").base.toString()).toBe("1.00");
  });

  it("reads text without % as the fraction itself", () => {
    expect(p("0.21").base).toMatchObject({ value: 21n, exp: 2 });
    expect(p("0.160")).toMatchObject({ value: 160n, exp: 3 });
    expect(p("1").base.toString()).toBe("1");
  });

  it("treats numbers and lossless numbers as fractions", () => {
    expect(Percentage.parse(0.21).toString()).toBe("21%");
    expect(Percentage.parse(0.1).toString()).toBe("10%");
    const doc = parseLossless('{"percent":0.10}') as Record<string, unknown>;
    expect(Percentage.parse(doc.percent as never)).toMatchObject({ value: 10n, exp: 2 });
  });

  it.each(["", "%", "bad", "abc%", "21 %", "21%%", "1e2%", "+-5%", "%21", "1.2.3%", "null"])(
    "rejects %j",
    (text) => {
      expect(() => p(text)).toThrow(AmountError);
    },
  );

  it("reads any number of digits exactly and accepts a leading plus", () => {
    expect(p("12345678901234567890%").toString()).toBe("12345678901234567890%");
    expect(p("+5%").toString()).toBe("5%");
  });

  it("quotes the original input in errors", () => {
    expect(() => p("abc%")).toThrow(/percentage "abc%"/);
  });

  it("returns a Percentage input unchanged", () => {
    const x = p("21%");
    expect(Percentage.parse(x)).toBe(x);
  });
});

describe("Percentage text", () => {
  it.each(["21%", "21.0%", "19%", "0%", "5.2%", "-16.0%", "4.75%", "0.5%", "100%", "7.125%", "16.00%"])(
    "round-trips %s",
    (text) => {
      expect(p(text).toString()).toBe(text);
      expect(JSON.stringify(p(text))).toBe(JSON.stringify(text));
    },
  );

  it("prints fractions in percent units with exp − 2 decimals", () => {
    expect(frac(1600n, 4).toString()).toBe("16.00%");
    expect(frac(1600n, 4).stringWithoutSymbol()).toBe("16.00");
    expect(frac(200n, 1).toString()).toBe("2000%");
    expect(p("0.21").toString()).toBe("21%");
    expect(p("0.5").toString()).toBe("50%");
    expect(frac(2000n, 2000).toString()).toBe("NA%");
  });

  it("exposes the percent amount and the fraction", () => {
    const x = frac(160n, 3);
    expect(x.amount().toString()).toBe("16.0");
    expect(x.base.toString()).toBe("0.160");
  });

  it("serialises to JSON strings", () => {
    expect(JSON.stringify({ percent: frac(160n, 3) })).toBe('{"percent":"16.0%"}');
  });

  it("refuses numeric coercion", () => {
    expect(`${p("21%")}`).toBe("21%");
    expect(() => +p("21%")).toThrow(AmountError);
  });
});

describe("Percentage construction", () => {
  it("converts percent units with fromPercent", () => {
    expect(Percentage.fromPercent(a("21")).base.toString()).toBe("0.21");
    expect(Percentage.fromPercent(a("16.0")).base.toString()).toBe("0.160");
    expect(Percentage.fromPercent(a("-5.2")).toString()).toBe("-5.2%");
  });

  it("makes zero", () => {
    expect(Percentage.zero().isZero()).toBe(true);
    expect(Percentage.zero().toString()).toBe("0%");
    expect(Percentage.zero(3).toString()).toBe("0.0%");
  });

  it("is immutable and compares by value", () => {
    const x = frac(1600n, 4);
    expect(Object.isFrozen(x)).toBe(true);
    expect(x.value).toBe(1600n);
    expect(x.equals(frac(1600n, 4))).toBe(true);
    expect(p("21%").equals(p("21.00%"))).toBe(true);
    expect(p("16.0%").compare(frac(160n, 3))).toBe(0);
    expect(p("5%").compare(p("21%"))).toBe(-1);
    expect(p("21%").compare(p("5.2%"))).toBe(1);
  });
});

describe("Percentage calculations", () => {
  it("takes a percentage of an amount at the amount's precision", () => {
    expect(frac(170n, 3).of(Amount.of(10000n, 2)).toString()).toBe("17.00");
    expect(p("21%").of(a("1800.00")).toString()).toBe("378.00");
    expect(p("21%").of(a("0.10")).toString()).toBe("0.02"); // 0.021
    expect(p("21%").of(a("0.50")).toString()).toBe("0.11"); // 0.105
    expect(p("21%").of(a("-0.50")).toString()).toBe("-0.11");
    expect(p("21%").of(a("10")).toString()).toBe("2"); // 2.1
    expect(p("5.2%").of(a("250.00")).toString()).toBe("13.00");
  });

  it("computes the factor at the fraction's precision", () => {
    expect(frac(160n, 3).factor().toString()).toBe("1.160");
    expect(p("21%").factor().toString()).toBe("1.21");
  });

  it("extracts an included percentage", () => {
    expect(frac(160n, 3).from(Amount.of(11600n, 2)).toString()).toBe("16.00");
    // 100.00 / 1.21 = 82.6446… → 82.64; 100.00 − 82.64 = 17.36
    expect(p("21%").from(a("100.00")).toString()).toBe("17.36");
  });

  it("rescales the fraction", () => {
    expect(frac(160n, 3).rescale(4).toString()).toBe("16.00%");
    expect(frac(20n, 3).rescale(2).toString()).toBe("2%");
    expect(p("2.5%").rescale(2).toString()).toBe("3%");
    expect(p("-2.5%").rescale(2).toString()).toBe("-3%");
  });

  it("negates", () => {
    expect(frac(160n, 3).negate().toString()).toBe("-16.0%");
    expect(frac(160n, 3).invert().toString()).toBe("-16.0%");
  });

  it("reports the sign", () => {
    expect(frac(0n, 0).isZero()).toBe(true);
    expect(frac(160n, 0).isZero()).toBe(false);
    expect(frac(-160n, 0).isZero()).toBe(false);
    expect(frac(-160n, 0).isNegative()).toBe(true);
    expect(frac(160n, 0).isNegative()).toBe(false);
    expect(frac(0n, 0).isNegative()).toBe(false);
    expect(frac(160n, 0).isPositive()).toBe(true);
    expect(frac(-160n, 0).isPositive()).toBe(false);
    expect(frac(0n, 0).isPositive()).toBe(false);
  });
});
