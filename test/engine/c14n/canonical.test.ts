import { LosslessNumber } from "lossless-json";
import { describe, expect, it } from "vitest";
import { C14nError, canonicalize, canonicalizeText } from "../../../engine/c14n/index.ts";

const num = (text: string) => new LosslessNumber(text);

describe("canonicalizeText: GOBL reference cases", () => {
  it("matches the README / example_test output", () => {
    const src = `{ "foo":"bar", "c": 123.4, "a": 56, "b": 0.0, "y":null}`;
    expect(canonicalizeText(src)).toBe(`{"a":56,"b":0.0E0,"c":1.234E2,"foo":"bar"}`);
  });

  it("sorts simple objects (c14n_test TestCanonicalJSON)", () => {
    expect(canonicalizeText(`{"name":"test","age":25}`)).toBe(`{"age":25,"name":"test"}`);
  });

  it("yields an empty result for empty input, like GOBL", () => {
    expect(canonicalizeText("")).toBe("");
    expect(canonicalizeText(" \n\t ")).toBe("");
  });

  it("rejects invalid JSON with a C14nError", () => {
    expect(() => canonicalizeText(`{"name":"test","age":}`)).toThrow(C14nError);
    expect(() => canonicalizeText(`{123:"value"}`)).toThrow(C14nError);
    expect(() => canonicalizeText(`{"a":1} trailing`)).toThrow(C14nError);
  });

  it("handles top-level scalars", () => {
    expect(canonicalizeText(`"test"`)).toBe(`"test"`);
    expect(canonicalizeText(`42`)).toBe(`42`);
    expect(canonicalizeText(`42.5`)).toBe(`4.25E1`);
    expect(canonicalizeText(`true`)).toBe(`true`);
    expect(canonicalizeText(`null`)).toBe(`null`);
  });

  it("keeps max int64 as an integer and turns larger literals into floats", () => {
    expect(canonicalizeText(`9223372036854775807`)).toBe(`9223372036854775807`);
    expect(canonicalizeText(`-9223372036854775808`)).toBe(`-9223372036854775808`);
    expect(canonicalizeText(`9223372036854775808`)).toBe(`9.223372036854776E18`);
    expect(canonicalizeText(`-9223372036854775809`)).toBe(`-9.223372036854776E18`);
    expect(canonicalizeText(`92233720368547758070`)).toBe(`9.223372036854776E19`);
  });
});

describe("canonicalize: structure", () => {
  it("writes empty containers and booleans", () => {
    expect(canonicalize({})).toBe("{}");
    expect(canonicalize([])).toBe("[]");
    expect(canonicalize([true, false])).toBe("[true,false]");
    expect(canonicalize({ t: true, f: false })).toBe(`{"f":false,"t":true}`);
  });

  it("has no whitespace and keeps array order", () => {
    expect(canonicalize({ b: [3, 1, 2], a: { d: "x", c: "y" } })).toBe(`{"a":{"c":"y","d":"x"},"b":[3,1,2]}`);
  });

  it("drops null members at every depth but keeps nulls in arrays", () => {
    const doc = { a: null, b: { c: null, d: 1 }, e: [null, { f: null }, [null]], z: null };
    expect(canonicalize(doc)).toBe(`{"b":{"d":1},"e":[null,{},[null]]}`);
  });

  it("does not emit a stray comma when the first sorted member is null", () => {
    // GOBL's Go code writes `{,"b":1}` here; we deliberately do not.
    expect(canonicalize({ a: null, b: 1 })).toBe(`{"b":1}`);
    expect(canonicalizeText(`{"a":null,"b":1}`)).toBe(`{"b":1}`);
  });

  it("treats undefined members as absent and undefined array items as null", () => {
    expect(canonicalize({ a: undefined, b: 1 })).toBe(`{"b":1}`);
    expect(canonicalize([undefined, 1])).toBe(`[null,1]`);
    expect(() => canonicalize(undefined)).toThrow(C14nError);
  });

  it("sorts keys by code point, not by UTF-16 unit", () => {
    // U+1F600 (surrogate pair D83D DE00) sorts after U+FB01 by code point,
    // although its first UTF-16 unit (0xD83D) is smaller than 0xFB01.
    const doc = { "\u{1F600}": 1, "\uFB01": 2, z: 3, "é": 4, A: 5, a: 6, "": 7, aa: 8 };
    expect(canonicalize(doc)).toBe(`{"":7,"A":5,"a":6,"aa":8,"z":3,"é":4,"\uFB01":2,"\u{1F600}":1}`);
    expect(canonicalizeText(JSON.stringify(doc))).toBe(canonicalize(doc));
  });

  it("honours toJSON like JSON.stringify", () => {
    const date = new Date(Date.UTC(2024, 1, 29));
    const custom = { toJSON: () => ({ y: 2, x: null }) };
    expect(canonicalize({ when: date, c: custom })).toBe(`{"c":{"y":2},"when":"2024-02-29T00:00:00.000Z"}`);
  });

  it("rejects cycles, functions and symbols", () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => canonicalize(cyclic)).toThrow(C14nError);
    expect(() => canonicalize({ f: () => 1 })).toThrow(C14nError);
    expect(() => canonicalize([Symbol("x")])).toThrow(C14nError);
    // Shared (non-cyclic) references are fine.
    const shared = { v: 1 };
    expect(canonicalize([shared, shared])).toBe(`[{"v":1},{"v":1}]`);
  });
});

describe("canonicalize: numbers", () => {
  it("writes integers in plain decimal", () => {
    expect(canonicalize([0, 1, -1, 56, 1234567890])).toBe("[0,1,-1,56,1234567890]");
    expect(canonicalize(Number.MAX_SAFE_INTEGER)).toBe("9007199254740991");
    expect(canonicalize(2n ** 62n)).toBe("4611686018427387904");
  });

  it("writes negative zero as 0 when it is an integer", () => {
    expect(canonicalize(-0)).toBe("0");
    expect(canonicalize(num("-0"))).toBe("0");
    expect(canonicalizeText(`[-0]`)).toBe("[0]");
  });

  it("treats integers written with a fraction or exponent as floats", () => {
    expect(canonicalizeText(`[1.0, 1e2, 1E2, 100.00, 0.0, 2.50]`)).toBe("[1.0E0,1.0E2,1.0E2,1.0E2,0.0E0,2.5E0]");
  });

  it("writes floats in shortest round-trip exponential form", () => {
    expect(canonicalize(123.4)).toBe("1.234E2");
    expect(canonicalize(123.5)).toBe("1.235E2");
    expect(canonicalize(0.5)).toBe("5.0E-1");
    expect(canonicalize(-0.5)).toBe("-5.0E-1");
    expect(canonicalize(-123.4)).toBe("-1.234E2");
    expect(canonicalize(67.5)).toBe("6.75E1");
    expect(canonicalize(0.1 + 0.2)).toBe("3.0000000000000004E-1");
  });

  it("matches GOBL's float test vectors", () => {
    expect(canonicalize(num("0.0"))).toBe("0.0E0");
    expect(canonicalize(num("1.0"))).toBe("1.0E0");
    expect(canonicalize(num("123456789123456.0"))).toBe("1.23456789123456E14");
    expect(canonicalize(0.00000123456789123456)).toBe("1.23456789123456E-6");
    expect(canonicalize(0.000000000000000000123456789123456)).toBe("1.23456789123456E-19");
    expect(canonicalize(1.23456789123456e-110)).toBe("1.23456789123456E-110");
  });

  it("handles very large and very small floats", () => {
    expect(canonicalize(1e21)).toBe("1.0E21");
    expect(canonicalize(1e20)).toBe("1.0E20"); // integer text beyond int64
    expect(canonicalize(Number.MAX_VALUE)).toBe("1.7976931348623157E308");
    expect(canonicalize(Number.MIN_VALUE)).toBe("5.0E-324");
    expect(canonicalize(-1.5e-300)).toBe("-1.5E-300");
    expect(canonicalize(2 ** 63)).toBe("9.223372036854776E18");
  });

  it("uses the literal text of lossless numbers", () => {
    expect(canonicalize(num("12345678901234567890123"))).toBe("1.2345678901234568E22");
    expect(canonicalize(num("9007199254740993"))).toBe("9007199254740993"); // beyond 2^53, still int64
    expect(canonicalize(num("1.5e3"))).toBe("1.5E3");
    expect(canonicalize(num("-2.5E-3"))).toBe("-2.5E-3");
    const tampered = num("1");
    tampered.value = "01"; // the constructor validates, but the field is writable
    expect(() => canonicalize(tampered)).toThrow(C14nError);
  });

  it("turns literals that overflow float64 into null, as GOBL's decoder does", () => {
    expect(canonicalizeText(`{"a":1e400,"b":1}`)).toBe(`{"b":1}`);
    expect(canonicalizeText(`[-1e400]`)).toBe(`[null]`);
    expect(canonicalizeText(`[1e-400]`)).toBe(`[0.0E0]`); // underflow is just zero
  });

  it("rejects non-finite JS numbers", () => {
    expect(() => canonicalize(Number.NaN)).toThrow(C14nError);
    expect(() => canonicalize([Number.POSITIVE_INFINITY])).toThrow(C14nError);
  });
});

describe("canonicalize: strings", () => {
  it("uses two-character escapes where they exist", () => {
    expect(canonicalize(`This is "a" test with quotes`)).toBe(`"This is \\"a\\" test with quotes"`);
    expect(canonicalize("back\\slash")).toBe(`"back\\\\slash"`);
    expect(canonicalize("a\bb")).toBe(`"a\\bb"`);
    expect(canonicalize("a\tb")).toBe(`"a\\tb"`);
    expect(canonicalize("This is a test\n\rwith line feed")).toBe(`"This is a test\\n\\rwith line feed"`);
    expect(canonicalize("a\fb")).toBe(`"a\\fb"`);
  });

  it("escapes every other control character as upper-case \\u00XX", () => {
    const expected: Record<number, string> = { 8: "\\b", 9: "\\t", 10: "\\n", 12: "\\f", 13: "\\r" };
    for (let c = 0; c < 0x20; c++) {
      const want = expected[c] ?? "\\u00" + c.toString(16).toUpperCase().padStart(2, "0");
      expect(canonicalize(String.fromCharCode(c))).toBe(`"${want}"`);
    }
    expect(canonicalize("This is a test with unicode: \u0001\u001f")).toBe(`"This is a test with unicode: \\u0001\\u001F"`);
    expect(canonicalize("\u001b")).toBe(`"\\u001B"`);
  });

  it("does not escape /, <, >, &, DEL or non-ASCII", () => {
    const s = "a/b<c>d&e'\u007f é 中 \u2028 \u{1F929}";
    expect(canonicalize(s)).toBe(`"${s}"`);
  });

  it("escapes keys like values", () => {
    expect(canonicalize({ 'k"\n': 1 })).toBe(`{"k\\"\\n":1}`);
  });

  it("rejects U+FFFD and lone surrogates", () => {
    expect(() => canonicalize("bad \uFFFD")).toThrow(C14nError);
    expect(() => canonicalize("lone \uD800 high")).toThrow(C14nError);
    expect(() => canonicalize("lone \uDC00 low")).toThrow(C14nError);
    expect(() => canonicalize("end \uD83D")).toThrow(C14nError);
    expect(() => canonicalize({ ["k\uFFFD"]: "v" })).toThrow(C14nError);
    expect(() => canonicalize(["x", "\uFFFD"])).toThrow(C14nError);
    expect(() => canonicalizeText(`["\\ud800"]`)).toThrow(C14nError);
  });

  it("says where the refused text is: member keys and array indexes from the root", () => {
    const pathOf = (value: unknown) => {
      try {
        canonicalize(value);
      } catch (err) {
        expect(err).toBeInstanceOf(C14nError);
        return (err as C14nError).path;
      }
      return undefined;
    };
    expect(pathOf({ a: { b: [1, "ok", { c: "bad \uFFFD" }] } })).toEqual(["a", "b", 2, "c"]);
    expect(pathOf({ meta: { ["k\uFFFD"]: "v" } })).toEqual(["meta", "k\uFFFD"]);
    expect(pathOf(["\uD800"])).toEqual([0]);
    expect(pathOf("\uFFFD")).toEqual([]);
    expect(pathOf({ fine: "\u{1F600} é" })).toBeUndefined();
  });

  it("ignores a bad key whose value is null, since the member is dropped first", () => {
    expect(canonicalize({ ["k\uFFFD"]: null, a: 1 })).toBe(`{"a":1}`);
  });
});

describe("canonicalize vs canonicalizeText", () => {
  it("agree for JS values serialized with JSON.stringify", () => {
    const doc = { b: [1, 2.5, -0, null, "x"], a: { z: 1e21, y: -3e-7, x: 2 ** 60 }, c: "\u0000\t" };
    expect(canonicalizeText(JSON.stringify(doc))).toBe(canonicalize(doc));
  });
});
