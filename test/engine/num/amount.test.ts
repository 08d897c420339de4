import { describe, it, expect } from "vitest";
import { parse as parseLossless } from "lossless-json";
import BigNumber from "bignumber.js";
import fc from "fast-check";
import { Amount, AmountError, Percentage } from "../../../engine/num/index.ts";

const a = (text: string) => Amount.parse(text);

/** GOBL's num.AmountFromString / Amount.UnmarshalJSON facts (num/amount_test.go), for numbers from outside. */
describe("Amount.fromInput", () => {
  const i = (text: string) => Amount.fromInput(text);

  it("keeps the precision as written", () => {
    expect(i("245.890")).toMatchObject({ value: 245890n, exp: 3 });
    expect(i("245")).toMatchObject({ value: 245n, exp: 0 });
    expect(i("-245.00").value).toBe(-24500n);
    expect(i("-245.12").value).toBe(-24512n);
    expect(i("0.022").value).toBe(22n);
    expect(i("-0.022").value).toBe(-22n);
    expect(i("000123.456").toString()).toBe("123.456");
  });

  it("prints the canonical form of what was typed", () => {
    expect(i("01.50").toString()).toBe("1.50");
    expect(i("00.875").toString()).toBe("0.875");
    expect(i("1.").toString()).toBe("1");
    expect(i("-0").toString()).toBe("0");
    expect(i("-0.00").toString()).toBe("0.00");
    expect(i("+10.00").toString()).toBe("10.00");
  });

  it("accepts up to 18 significant digits and truncates extra decimals", () => {
    expect(i("123456789.123456789").toString()).toBe("123456789.123456789");
    expect(i("123456789012345678").toString()).toBe("123456789012345678");
    expect(i("-123456789012345678").toString()).toBe("-123456789012345678");
    expect(i("-123456789.123456789").toString()).toBe("-123456789.123456789");
    // Truncated, not rounded.
    expect(i("123456789.1234567890").toString()).toBe("123456789.123456789");
    expect(i("1.12345678901234567890").toString()).toBe("1.12345678901234567");
    expect(i("1.99999999999999999999").toString()).toBe("1.99999999999999999");
    // Leading zeros do not use up the budget.
    expect(i("0.123456789012345678").toString()).toBe("0.123456789012345678");
    // All decimals cut: the result is an integer with exp 0.
    expect(i("123456789012345678.99")).toMatchObject({ value: 123456789012345678n, exp: 0 });
    expect(i("999999999999999999.1").toString()).toBe("999999999999999999");
  });

  it("rejects more than 18 integer digits", () => {
    expect(() => i("1234567890123456789")).toThrow(/too many digits \(19\)/);
    expect(() => i("-1234567890123456789")).toThrow(/too many digits/);
    expect(() => i("99999999999999999999")).toThrow(/too many digits \(20\)/);
  });

  it("counts a leading plus as a digit, as GOBL does", () => {
    // GOBL trims leading zeros only up to the "+", which it then counts.
    expect(() => i("+123456789012345678")).toThrow(/too many digits \(19\)/);
    expect(i("+12345678901234567").toString()).toBe("12345678901234567");
    expect(i("+1.12345678901234567890").toString()).toBe("1.1234567890123456");
    expect(i("+0.123456789012345678").toString()).toBe("0.1234567890123456");
  });

  it("reads the JSON string \"null\" as zero, as GOBL does", () => {
    expect(i("null")).toMatchObject({ value: 0n, exp: 0 });
  });

  it.each(["", "abc", "1x", "1,5", "1e5", "1e-7", "1e400", "1.2.3", "23,433.00", "1234.bar", "+-5", "-+5", " 5", ".5", "-", "+", "--5", "5.-3", "1_000", "１２"])(
    "rejects %j",
    (text) => {
      expect(() => i(text)).toThrow(AmountError);
    },
  );

  it("reads JSON numbers through their exact text", () => {
    const doc = parseLossless('{"a":1.50,"b":1e400,"c":-0}') as Record<string, unknown>;
    expect(Amount.fromInput(doc.a as never).toString()).toBe("1.50");
    expect(() => Amount.fromInput(doc.b as never)).toThrow(AmountError);
    expect(Amount.fromInput(doc.c as never).toString()).toBe("0");
    expect(() => Amount.fromInput(1e-7)).toThrow(AmountError);
    expect(() => Amount.fromInput(1e21)).toThrow(AmountError);
  });
});

describe("Amount.parse", () => {
  it("keeps the precision as written", () => {
    expect(a("20")).toMatchObject({ value: 20n, exp: 0 });
    expect(a("90.00")).toMatchObject({ value: 9000n, exp: 2 });
    expect(a("20.")).toMatchObject({ value: 20n, exp: 0 });
    expect(a("-0.50")).toMatchObject({ value: -50n, exp: 2 });
    expect(a("245.890")).toMatchObject({ value: 245890n, exp: 3 });
    expect(a("-245.00").value).toBe(-24500n);
    expect(a("-245.12").value).toBe(-24512n);
    expect(a("0.022").value).toBe(22n);
    expect(a("-0.022").value).toBe(-22n);
    expect(a("000123.456").toString()).toBe("123.456");
  });

  it("drops the sign of a parsed negative zero", () => {
    expect(a("-0.00").toString()).toBe("0.00");
    expect(a("-0").toString()).toBe("0");
    expect(a("-0.00").isNegative()).toBe(false);
  });

  it("reads any number of digits exactly (values the engine wrote come back unchanged)", () => {
    expect(a("123456789.1234567890").toString()).toBe("123456789.1234567890");
    expect(a("1524157764060287.66652").toString()).toBe("1524157764060287.66652");
    expect(a("1757198749610000000.0000")).toMatchObject({ value: 17571987496100000000000n, exp: 4 });
    expect(a("-99999999999999999999").toString()).toBe("-99999999999999999999");
  });

  it("accepts a leading plus", () => {
    expect(a("+10.00")).toMatchObject({ value: 1000n, exp: 2 });
    expect(a("+0")).toMatchObject({ value: 0n, exp: 0 });
  });

  it.each(["", "abc", "1e5", "1.2.3", "23.433.00", "23,433.00", "1234.bar", "+-5", "-+5", " 5", "5 ", ".5", "-", "+", "--5", "5.-3", "5.+3", "1_000", "0x10", "１２", "null"])(
    "rejects %j",
    (text) => {
      expect(() => a(text)).toThrow(AmountError);
    },
  );

  it("gives errors that quote the input", () => {
    let error: unknown;
    try {
      a("1.2.3");
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(AmountError);
    expect((error as AmountError).message).toContain('"1.2.3"');
    expect((error as AmountError).input).toBe("1.2.3");
  });

  it("accepts JS numbers through their plain text form", () => {
    expect(Amount.parse(1.5)).toMatchObject({ value: 15n, exp: 1 });
    expect(Amount.parse(10)).toMatchObject({ value: 10n, exp: 0 });
    expect(Amount.parse(-0.25).toString()).toBe("-0.25");
    expect(Amount.parse(-0).toString()).toBe("0");
    expect(() => Amount.parse(NaN)).toThrow(AmountError);
    expect(() => Amount.parse(Infinity)).toThrow(AmountError);
    expect(() => Amount.parse(1e21)).toThrow(AmountError);
    expect(() => Amount.parse(1e-7)).toThrow(AmountError);
  });

  it("accepts lossless-json numbers with their exact text", () => {
    const doc = parseLossless('{"a":10.10,"b":10,"c":"12.43","d":1e5}') as Record<string, unknown>;
    expect(Amount.parse(doc.a as never)).toMatchObject({ value: 1010n, exp: 2 });
    expect(Amount.parse(doc.b as never)).toMatchObject({ value: 10n, exp: 0 });
    expect(Amount.parse(doc.c as never)).toMatchObject({ value: 1243n, exp: 2 });
    expect(() => Amount.parse(doc.d as never)).toThrow(AmountError);
  });

  it("rejects other kinds of input", () => {
    expect(() => Amount.parse(null as never)).toThrow(AmountError);
    expect(() => Amount.parse(undefined as never)).toThrow(AmountError);
    expect(() => Amount.parse(true as never)).toThrow(AmountError);
    expect(() => Amount.parse({ toString: () => "1" } as never)).toThrow(AmountError);
  });

  it("returns an Amount input unchanged", () => {
    const x = a("1.50");
    expect(Amount.parse(x)).toBe(x);
  });
});

describe("Amount construction", () => {
  it("builds from an unscaled integer", () => {
    expect(Amount.of(180000n, 2).toString()).toBe("1800.00");
    expect(Amount.of("-5025", 2).toString()).toBe("-50.25");
    expect(Amount.of(7).toString()).toBe("7");
    expect(Amount.zero().toString()).toBe("0");
    expect(Amount.zero(2).toString()).toBe("0.00");
  });

  it("rejects non-integers and bad exponents", () => {
    expect(() => Amount.of(1.5, 0)).toThrow(AmountError);
    expect(() => Amount.of("1.5", 0)).toThrow(AmountError);
    expect(() => Amount.of(2 ** 60, 0)).toThrow(AmountError);
    expect(() => Amount.of(1n, -1)).toThrow(AmountError);
    expect(() => Amount.of(1n, 1.5)).toThrow(AmountError);
    expect(() => a("1.00").rescale(-1)).toThrow(AmountError);
  });

  it("is immutable", () => {
    const x = Amount.of(10010n, 2);
    expect(Object.isFrozen(x)).toBe(true);
    x.multiply(Amount.of(21n, 1));
    x.add(Amount.of(1n, 0));
    expect(x.toString()).toBe("100.10");
  });
});

describe("Amount text", () => {
  it("prints exactly exp decimals", () => {
    expect(Amount.of(12345670n, 3).toString()).toBe("12345.670");
    expect(Amount.of(2n, 0).toString()).toBe("2");
    expect(Amount.of(50n, 0).toString()).toBe("50");
    expect(Amount.of(-5025n, 2).toString()).toBe("-50.25");
    expect(Amount.of(-5025n, 0).toString()).toBe("-5025");
    expect(Amount.of(-2n, 2).toString()).toBe("-0.02");
    expect(Amount.of(5n, 4).toString()).toBe("0.0005");
    expect(Amount.of(0n, 3).toString()).toBe("0.000");
  });

  it("prints NA for absurd exponents", () => {
    expect(Amount.of(1n, 1001).toString()).toBe("NA");
    expect(Amount.of(1n, 1000).toString()).toMatch(/^0\.0+1$/);
  });

  it("gives a minimal string", () => {
    expect(Amount.of(123000n, 3).minimalString()).toBe("123");
    expect(Amount.of(123000n, 5).minimalString()).toBe("1.23");
    expect(Amount.of(123000n, 0).minimalString()).toBe("123000");
    expect(Amount.of(-50n, 2).minimalString()).toBe("-0.5");
  });

  it("serialises to JSON strings", () => {
    expect(JSON.stringify({ amount: Amount.of(1267n, 2) })).toBe('{"amount":"12.67"}');
    expect(JSON.stringify({ amount: Amount.of(-1267n, 2) })).toBe('{"amount":"-12.67"}');
  });

  it("allows string coercion but refuses numeric coercion", () => {
    const x = a("12.50");
    expect(`${x}`).toBe("12.50");
    expect("total " + x).toBe("total 12.50");
    expect(() => +x).toThrow(AmountError);
    expect(() => (x as unknown as number) < 3).toThrow(AmountError);
  });
});

describe("Amount.add / subtract", () => {
  it.each([
    [Amount.of(200n, 2), Amount.of(1000n, 3), "3.00"],
    [Amount.of(2000n, 2), Amount.of(100n, 2), "21.00"],
    [Amount.of(299n, 3), Amount.of(1000n, 2), "10.299"],
    [Amount.of(2000n, 2), Amount.of(-1000n, 2), "10.00"],
  ])("%s + %s = %s", (x, y, expected) => {
    expect(x.add(y).toString()).toBe(expected);
  });

  it.each([
    [Amount.of(200n, 2), Amount.of(1000n, 3), "1.00"],
    [Amount.of(200n, 2), Amount.of(1000n, 2), "-8.00"],
    [Amount.of(299n, 3), Amount.of(1000n, 2), "-9.701"],
    [Amount.of(2000n, 2), Amount.of(-1000n, 2), "30.00"],
    [Amount.of(1890000n, 2), Amount.of(1890002n, 2), "-0.02"],
  ])("%s - %s = %s", (x, y, expected) => {
    expect(x.subtract(y).toString()).toBe(expected);
  });

  it("keeps the left operand's exponent, rounding the right half away from zero", () => {
    expect(a("10.00").add(a("0.005")).toString()).toBe("10.01");
    expect(a("10.00").add(a("-0.005")).toString()).toBe("9.99");
    expect(a("10.00").add(a("0.004")).toString()).toBe("10.00");
    expect(a("1").add(a("0.5")).toString()).toBe("2");
    expect(a("1").add(a("0.4")).toString()).toBe("1");
    expect(a("1").subtract(a("0.5")).toString()).toBe("0");
    expect(a("1").subtract(a("-0.5")).toString()).toBe("2");
    expect(a("1.5").add(a("2")).toString()).toBe("3.5");
    expect(a("2").add(a("1.5")).toString()).toBe("4");
  });

  it("keeps full precision beyond int64 (GOBL would drop decimals)", () => {
    const big = a("999999999999999999");
    let acc = Amount.zero();
    for (let i = 0; i < 10; i++) acc = acc.add(big);
    expect(acc.toString()).toBe("9999999999999999990");
    expect(a("3.0888382687927107").add(big).toString()).toBe("1000000000000000002.0888382687927107");
  });
});

describe("Amount.multiply", () => {
  it.each([
    [Amount.of(10010n, 2), Amount.of(21n, 1), "210.21"],
    [Amount.of(200n, 0), Amount.of(21n, 2), "42"],
    [Amount.of(1002002n, 4), Amount.of(150n, 2), "150.3003"],
    [Amount.of(669099n, 2), Amount.of(23n, 2), "1538.93"],
    [Amount.of(101n, 2), Amount.of(101n, 2), "1.02"],
    [Amount.of(133n, 2), Amount.of(133n, 2), "1.77"],
  ])("%s × %s = %s", (x, y, expected) => {
    expect(x.multiply(y).toString()).toBe(expected);
  });

  it("rounds the product half away from zero at the left exponent", () => {
    expect(a("0.05").multiply(a("0.5")).toString()).toBe("0.03"); // 0.025
    expect(a("-0.05").multiply(a("0.5")).toString()).toBe("-0.03");
    expect(a("0.05").multiply(a("-0.5")).toString()).toBe("-0.03");
    expect(a("0.05").multiply(a("0.49")).toString()).toBe("0.02"); // 0.0245
    expect(a("10.00").multiply(a("-0.125")).toString()).toBe("-1.25");
    expect(a("3").multiply(a("0.5")).toString()).toBe("2"); // 1.5
    expect(a("-3").multiply(a("0.5")).toString()).toBe("-2");
  });

  it("does not overflow or change exponent with long operands", () => {
    const r = a("3.0888382687927107").multiply(Amount.of(439n));
    expect(r.isNegative()).toBe(false);
    expect(r.exp).toBe(16);
    // 30888382687927107 × 439 = 13559999999999999973 (GOBL drops to exp 15 here).
    expect(r.toString()).toBe("1355.9999999999999973");
    expect(r.rescaleDown(2).toString()).toBe("1356.00");
    expect(Amount.of(10_000_000_000n).multiply(Amount.of(10_000_000_000n)).toString()).toBe("100000000000000000000");
  });
});

describe("Amount.divide", () => {
  it.each([
    [Amount.of(10010n, 2), Amount.of(22n, 1), "45.50"],
    [Amount.of(20000n, 2), Amount.of(21n, 2), "952.38"],
    [Amount.of(200n, 0), Amount.of(21n, 2), "952"],
    [Amount.of(1000n, 2), Amount.of(11n, 0), "0.91"],
    [Amount.of(1000n, 0), Amount.of(16n, 0), "63"],
    [Amount.of(1000n, 0), Amount.of(14n, 0), "71"],
    [Amount.of(1000n, 2), Amount.of(-4n, 0), "-2.50"],
    [Amount.of(-1000n, 2), Amount.of(-4n, 0), "2.50"],
    [Amount.of(-1000n, 0), Amount.of(16n, 0), "-63"],
  ])("%s / %s = %s", (x, y, expected) => {
    expect(x.divide(y).toString()).toBe(expected);
  });

  it("rounds half away from zero for every sign combination", () => {
    expect(a("1.00").divide(a("8")).toString()).toBe("0.13"); // 0.125
    expect(a("-1.00").divide(a("8")).toString()).toBe("-0.13");
    expect(a("1.00").divide(a("-8")).toString()).toBe("-0.13");
    expect(a("-1.00").divide(a("-8")).toString()).toBe("0.13");
    expect(a("10.00").divide(a("3")).toString()).toBe("3.33");
    expect(a("2.00").divide(a("0.8")).toString()).toBe("2.50");
  });

  it("keeps precision for long operands", () => {
    expect(a("1.00000000000000000").divide(Amount.of(50n, 2)).toString()).toBe("2.00000000000000000");
  });

  it("returns zero at the left exponent when dividing by zero", () => {
    expect(Amount.of(100n, 2).divide(Amount.zero()).toString()).toBe("0.00");
    expect(a("5").divide(a("0.000")).toString()).toBe("0");
  });
});

describe("Amount.split / remove", () => {
  it("splits without losing cents", () => {
    const [share, last] = Amount.of(1000n, 2).split(11);
    expect(share.toString()).toBe("0.91");
    expect(last.toString()).toBe("0.90");
    const [third, rest] = a("100.00").split(3);
    expect(third.toString()).toBe("33.33");
    expect(rest.toString()).toBe("33.34");
  });

  it("removes an included percentage", () => {
    expect(Amount.of(20000n, 2).remove(Percentage.fromFraction(Amount.of(10n, 2))).toString()).toBe("181.82");
    expect(a("121.00").remove(Percentage.parse("21%")).toString()).toBe("100.00");
  });
});

describe("Amount precision", () => {
  it("rescales with half-away-from-zero rounding or zero padding", () => {
    const x = Amount.of(123456n, 2);
    expect(x.rescale(2).toString()).toBe("1234.56");
    expect(x.rescale(4).toString()).toBe("1234.5600");
    expect(x.rescale(0).toString()).toBe("1235");
    expect(Amount.of(21n, 1).rescale(2).toString()).toBe("2.10");
    expect(Amount.of(56n, 1).rescale(4).toString()).toBe("5.6000");
    expect(Amount.of(12345678n, 4).rescale(2).toString()).toBe("1234.57");
  });

  it.each([
    ["2.345", 2, "2.35"],
    ["-2.345", 2, "-2.35"],
    ["2.344", 2, "2.34"],
    ["-2.344", 2, "-2.34"],
    ["2.5", 0, "3"],
    ["-2.5", 0, "-3"],
    ["3.5", 0, "4"],
    ["2.4999", 0, "2"],
    ["-0.5", 0, "-1"],
    ["0.05", 1, "0.1"],
    ["-0.04", 1, "0.0"],
  ])("rescale(%s, %i) = %s", (text, exp, expected) => {
    expect(a(text).rescale(exp).toString()).toBe(expected);
  });

  it("keeps value and exponent when upscaling long amounts", () => {
    const x = a("999999999.999999999");
    const r = x.rescale(10);
    expect(r.equals(x)).toBe(true);
    expect(r.exp).toBe(10);
  });

  it("upscales and downscales by an increment", () => {
    expect(Amount.of(2123n, 2).upscale(2).toString()).toBe("21.2300");
    expect(Amount.of(2183n, 2).downscale(2).toString()).toBe("22");
    expect(Amount.of(2183n, 2).downscale(5).toString()).toBe("22");
    expect(Amount.of(2183n, 2).downscale(1).toString()).toBe("21.8");
  });

  it("rescaleUp only adds decimals", () => {
    const x = Amount.of(123456n, 2);
    expect(x.rescaleUp(4).toString()).toBe("1234.5600");
    expect(x.rescaleUp(2).toString()).toBe("1234.56");
    expect(x.rescaleUp(0).toString()).toBe("1234.56");
  });

  it("rescaleDown only removes decimals", () => {
    const x = Amount.of(123456n, 4);
    expect(x.rescaleDown(4).toString()).toBe("12.3456");
    expect(x.rescaleDown(2).toString()).toBe("12.35");
    expect(x.rescaleDown(6).toString()).toBe("12.3456");
  });

  it("rescaleRange raises to min then caps at max", () => {
    const x = Amount.of(123456n, 2);
    expect(x.rescaleRange(2, 4).toString()).toBe("1234.56");
    expect(x.rescaleRange(2, 0).toString()).toBe("1235");
    expect(x.rescaleRange(2, 6).toString()).toBe("1234.56");
    expect(Amount.of(12345678n, 6).rescaleRange(1, 3).toString()).toBe("12.346");
    expect(Amount.of(12n, 0).rescaleRange(1, 3).toString()).toBe("12.0");
  });

  it("matchPrecision only raises the exponent", () => {
    const x = Amount.of(123456n, 2);
    expect(x.matchPrecision(Amount.of(12345678n, 4)).exp).toBe(4);
    expect(x.matchPrecision(Amount.of(1234n, 0)).exp).toBe(2);
    expect(x.matchPrecision(Amount.of(456789n, 2)).exp).toBe(2);
  });
});

describe("Amount comparison and sign", () => {
  it("compares numeric values across exponents", () => {
    const x = Amount.of(1000n, 2);
    const y = Amount.of(2000n, 2);
    expect(x.compare(x)).toBe(0);
    expect(x.compare(y)).toBe(-1);
    expect(y.compare(x)).toBe(1);
    const z = Amount.of(200000n, 4);
    expect(x.compare(z)).toBe(-1);
    expect(z.compare(x)).toBe(1);
    const big = Amount.of(999999999999999999n, 0);
    const small = Amount.of(30888382687927107n, 16);
    expect(big.compare(small)).toBe(1);
    expect(small.compare(big)).toBe(-1);
  });

  it("compares without rounding the more precise side", () => {
    expect(a("1.00").compare(a("1.004"))).toBe(-1);
    expect(a("1.004").compare(a("1.00"))).toBe(1);
    expect(a("-1.004").compare(a("-1"))).toBe(-1);
  });

  it("treats equal values with different exponents as equal", () => {
    expect(a("1.0").equals(a("1.00"))).toBe(true);
    expect(a("1.0").equals(a("1.01"))).toBe(false);
    expect(a("245").equals(Amount.of(245n, 0))).toBe(true);
  });

  it("reports the sign", () => {
    expect(Amount.of(0n, 0).isZero()).toBe(true);
    expect(Amount.of(0n, 2).isZero()).toBe(true);
    expect(Amount.of(1234n, 2).isZero()).toBe(false);
    expect(Amount.of(-1234n, 2).isZero()).toBe(false);
    expect(Amount.of(1234n, 2).isPositive()).toBe(true);
    expect(Amount.of(-1234n, 2).isPositive()).toBe(false);
    expect(Amount.of(0n, 2).isPositive()).toBe(false);
    expect(Amount.of(1234n, 2).isNegative()).toBe(false);
    expect(Amount.of(-1234n, 2).isNegative()).toBe(true);
    expect(Amount.of(0n, 2).isNegative()).toBe(false);
  });

  it("negates, inverts and takes absolute values", () => {
    expect(Amount.of(1234n, 2).negate().toString()).toBe("-12.34");
    expect(Amount.of(-1234n, 2).negate().toString()).toBe("12.34");
    expect(Amount.of(1234n, 2).invert().toString()).toBe("-12.34");
    expect(Amount.of(0n, 2).negate().toString()).toBe("0.00");
    expect(Amount.of(1234n, 2).abs().toString()).toBe("12.34");
    expect(Amount.of(-1234n, 2).abs().toString()).toBe("12.34");
  });
});

// Independent reference: bignumber.js with ROUND_HALF_UP (which rounds half
// away from zero), applying GOBL's rule of which value is rounded when.
describe("Amount against a bignumber.js reference", () => {
  const Big = BigNumber.clone({ ROUNDING_MODE: BigNumber.ROUND_HALF_UP, EXPONENTIAL_AT: 1e9 });
  const divideAt = new Map<number, typeof BigNumber>();
  const fixed = (x: BigNumber, exp: number) => (x.isZero() ? x.abs() : x).toFixed(exp);
  const ref = (x: Amount) => new Big(x.toString());
  const amount = fc
    .tuple(fc.bigInt({ min: -(10n ** 18n) + 1n, max: 10n ** 18n - 1n }), fc.integer({ min: 0, max: 6 }))
    .map(([value, exp]) => Amount.of(value, exp));
  const HALF_UP = BigNumber.ROUND_HALF_UP;

  it("add / subtract round the right operand to the left exponent first", () => {
    fc.assert(
      fc.property(amount, amount, (x, y) => {
        const yr = ref(y).decimalPlaces(x.exp, HALF_UP);
        expect(x.add(y).toString()).toBe(fixed(ref(x).plus(yr), x.exp));
        expect(x.subtract(y).toString()).toBe(fixed(ref(x).minus(yr), x.exp));
        expect(x.add(y).exp).toBe(x.exp);
      }),
      { numRuns: 500 },
    );
  });

  it("multiply rounds the exact product once", () => {
    fc.assert(
      fc.property(amount, amount, (x, y) => {
        expect(x.multiply(y).toString()).toBe(fixed(ref(x).times(ref(y)).decimalPlaces(x.exp, HALF_UP), x.exp));
      }),
      { numRuns: 500 },
    );
  });

  it("divide rounds the exact quotient once", () => {
    fc.assert(
      fc.property(amount, amount, (x, y) => {
        fc.pre(!y.isZero());
        let Div = divideAt.get(x.exp);
        if (!Div) {
          Div = Big.clone({ DECIMAL_PLACES: x.exp });
          divideAt.set(x.exp, Div);
        }
        const q = new Div(x.toString()).div(new Div(y.toString()));
        expect(x.divide(y).toString()).toBe(fixed(q, x.exp));
      }),
      { numRuns: 500 },
    );
  });

  it("rescale rounds half away from zero and compare agrees", () => {
    fc.assert(
      fc.property(amount, fc.integer({ min: 0, max: 8 }), amount, (x, exp, y) => {
        expect(x.rescale(exp).toString()).toBe(fixed(ref(x).decimalPlaces(exp, HALF_UP), exp));
        expect(x.compare(y)).toBe(ref(x).comparedTo(ref(y)));
        expect(Amount.parse(x.toString())).toEqual(x);
      }),
      { numRuns: 500 },
    );
  });
});
