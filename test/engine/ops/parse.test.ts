import { isLosslessNumber, parse, stringify } from "lossless-json";
import { describe, expect, it } from "vitest";
import { isBizdocError, parseJSON, stringifyJSON } from "../../../index.ts";

/** What parseJSON gives: the value, or its error's message. */
function read(text: string): { value?: string; keys?: string[]; error?: string } {
  try {
    const value = parseJSON(text);
    return { value: stringify(value), keys: value && typeof value === "object" ? Object.keys(value) : undefined };
  } catch (err) {
    if (!isBizdocError(err)) throw err;
    return { error: err.message };
  }
}

/** The lossless parser's reading, with the depth limit, as parseJSON answered before its native path. */
function lossless(text: string): { value?: string; keys?: string[]; error?: string } {
  let value: unknown;
  try {
    value = parse(text);
  } catch (err) {
    return { error: `invalid JSON: ${(err as Error).message}` };
  }
  return { value: stringify(value), keys: value && typeof value === "object" ? Object.keys(value) : undefined };
}

describe("parseJSON", () => {
  it("reads every text as the lossless parser does: numbers, keys, repeated keys and errors", () => {
    const texts = [
      '{"a":1,"b":"1.50","c":[1,-2,3]}',
      '{"a":1.50}',
      '{"a":-0}',
      '{"a":9007199254740991}',
      '{"a":9007199254740993}',
      '{"a":1e3,"b":2E-2}',
      '{"a":"x","a":"y"}',
      '{"a":"x","a":"x"}',
      '{"1":1,"0":0,"b":true,"c":null}',
      '{"s":"a \\" quote, a \\\\ backslash and 1.5 in text","n":2}',
      '{"a\\"":2}',
      "5",
      "-0",
      '"text"',
      "",
      "{",
      '{"a":01}',
      '{"a":-}',
      '{"a":1}x',
      "[1,]",
      "\uFEFF{}",
      '{"a":"\u0001"}',
    ];
    for (const text of texts) expect(read(text), text).toEqual(lossless(text));
  });

  it("gives every number as a lossless number with its text", () => {
    const value = parseJSON('{"i":12,"d":"1.50","list":[0,-7],"f":1.50}') as Record<string, unknown>;
    expect(isLosslessNumber(value.i) && String(value.i)).toBe("12");
    expect(value.d).toBe("1.50");
    expect((value.list as unknown[]).map(String)).toEqual(["0", "-7"]);
    expect(isLosslessNumber(value.f) && String(value.f)).toBe("1.50");
  });

  it("keeps __proto__ as a plain member", () => {
    const value = parseJSON('{"__proto__":{"polluted":1}}') as Record<string, unknown>;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.hasOwn(value, "__proto__")).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("refuses nesting beyond 64 levels, and reads 64", () => {
    expect(read(`${"[".repeat(64)}${"]".repeat(64)}`).error).toBeUndefined();
    expect(read(`${"[".repeat(65)}${"]".repeat(65)}`).error).toBe("document nested deeper than 64 levels");
    expect(read(`{"a":${"[".repeat(65)}1${"]".repeat(65)}}`).error).toBe("document nested deeper than 64 levels");
  });

  it("refuses text nested far deeper without reading it (the lossless parser would run out of stack)", () => {
    // A decimal sends the text to the lossless parser; a million levels would overflow its recursion.
    const deep = `{"d":1.5,"a":${"[".repeat(1_000_000)}${"]".repeat(1_000_000)}}`;
    expect(() => parseJSON(deep)).toThrow("document nested deeper than 64 levels");
    expect(() => parseJSON(`{"d":1.5,"a":${"{\"b\":".repeat(200_000)}1${"}".repeat(200_000)}}`)).toThrow("document nested deeper than 64 levels");
    // Brackets inside strings are not nesting.
    const inStrings = parseJSON(`{"d":1.5,"s":"${"[{".repeat(1000)}\\\\","t":"\\\\"}`) as Record<string, unknown>;
    expect(inStrings.t).toBe("\\");
  });
});

describe("stringifyJSON", () => {
  it("writes what the lossless writer writes", () => {
    const values: unknown[] = [
      parseJSON('{"a":1.50,"b":[1,2.0,"x"],"c":{"d":null}}'),
      { a: "é \u2028 \"q\"", b: [undefined, () => 1], c: undefined, d: Symbol("s"), e: NaN, f: true },
      Object.assign(Object.create(null), { a: 1 }),
      { date: new Date(0), big: 10n },
      [],
    ];
    for (const value of values) expect(stringifyJSON(value)).toBe(stringify(value as never) ?? "null");
  });
});
