import { describe, expect, it } from "vitest";
import {
  CODE_STRICT_PATTERN,
  KEY_PATTERN,
  codeProblem,
  codeProblems,
  isStrictCode,
  isValidKey,
  joinCodes,
  joinKeys,
  keyHas,
  keyHasPrefix,
  keyPop,
  keyProblem,
  keyProblems,
  normalizeAlphanumericalCode,
  normalizeCode,
  normalizeNumericalCode,
  normalizeStrictCode,
  normalizeString,
  normalizeUpperCode,
} from "../../../engine/cbc/index.ts";

describe("keys", () => {
  it("accepts GOBL keys", () => {
    for (const k of ["a", "standard", "standard+eqs", "b2b", "1a", "reverse-charge", "a+b+c", "x".repeat(64)]) {
      expect(isValidKey(k), k).toBe(true);
      expect(keyProblem(k), k).toBeUndefined();
    }
  });

  it("rejects malformed keys with the pattern rule", () => {
    for (const k of ["1", "-a", "a-", "a+", "+a", "Standard", "a_b", "a b", "é", "a.b"]) {
      expect(isValidKey(k), k).toBe(false);
      expect(keyProblem(k), k).toBe("GOBL-CBC-KEY-02");
    }
  });

  it("reports over-long keys with the length rule", () => {
    expect(keyProblems("x".repeat(65))).toEqual(["GOBL-CBC-KEY-01"]);
    // Length is in UTF-8 bytes: 33 two-byte characters are 66 bytes.
    expect(keyProblems("é".repeat(33))).toEqual(["GOBL-CBC-KEY-01", "GOBL-CBC-KEY-02"]);
    expect(keyProblems("é".repeat(32))).toEqual(["GOBL-CBC-KEY-02"]);
  });

  it("leaves emptiness to presence rules", () => {
    expect(keyProblems("")).toEqual([]);
    expect(isValidKey("")).toBe(false);
  });

  it("exposes GOBL's schema pattern", () => {
    expect(KEY_PATTERN).toBe("^(?:[a-z]|[a-z0-9][a-z0-9-+]*[a-z0-9])$");
  });

  it("joins and inspects sub-keys", () => {
    expect(joinKeys("standard", "eqs")).toBe("standard+eqs");
    expect(joinKeys("1a", "foo", "bar")).toBe("1a+foo+bar");
    expect(keyHas("standard+eqs", "eqs")).toBe(true);
    expect(keyHas("standard+eqs", "standard")).toBe(true);
    expect(keyHas("standard+eqs", "stand")).toBe(false);
    expect(keyHasPrefix("standard+late", "standard")).toBe(true);
    expect(keyHasPrefix("standard+late", "late")).toBe(false);
    expect(keyHasPrefix("standard", "stand")).toBe(false);
    expect(keyPop("a+b+c")).toBe("a+b");
    expect(keyPop(keyPop("a+b+c"))).toBe("a");
    expect(keyPop("a")).toBe("");
    expect(keyPop("")).toBe("");
  });
});

describe("code rules", () => {
  it("accepts lenient codes", () => {
    for (const c of ["ABC123", "ABC abc/123", "B3.12", "FR:12/BX", ".B123", "B123-", "AB--CD", "AB/.CD", "f$oo!", "Ñandú", "x".repeat(64)]) {
      expect(codeProblem(c), c).toBeUndefined();
    }
    expect(codeProblems("")).toEqual([]);
  });

  it("rejects control characters and surrounding spaces", () => {
    for (const c of [" B123", "B123 ", "AB\nCD", "\n", "A\tB", "A\u0085B", "A\u007fB", "A\u009fB"]) {
      expect(codeProblem(c), JSON.stringify(c)).toBe("GOBL-CBC-CODE-02");
    }
  });

  it("treats only the ASCII space as surrounding white space, like Go's \\s", () => {
    expect(codeProblem("\u00a0B123")).toBeUndefined(); // NBSP is outside \s and the C1 range
    expect(codeProblem("\u2003B123")).toBeUndefined(); // EM SPACE is not in Go's \s
    expect(codeProblem("B123\u3000")).toBeUndefined();
  });

  it("limits codes to 64 UTF-8 bytes", () => {
    expect(codeProblems("1234567890".repeat(6) + "ABCDE")).toEqual(["GOBL-CBC-CODE-01"]);
    expect(codeProblems("é".repeat(32))).toEqual([]);
    expect(codeProblems("é".repeat(33))).toEqual(["GOBL-CBC-CODE-01"]);
    expect(codeProblems(" " + "x".repeat(64))).toEqual(["GOBL-CBC-CODE-01", "GOBL-CBC-CODE-02"]);
  });
});

describe("normalizeCode", () => {
  it("keeps content, trims and drops non-printables", () => {
    expect(normalizeCode("FOO")).toBe("FOO");
    expect(normalizeCode("")).toBe("");
    expect(normalizeCode(" foo-bar1  ")).toBe("foo-bar1");
    expect(normalizeCode("f$oo-bar1!")).toBe("f$oo-bar1!");
    expect(normalizeCode("FOO  BAR--DOME")).toBe("FOO  BAR--DOME");
    expect(normalizeCode("FL-C 64-3,5")).toBe("FL-C 64-3,5");
    expect(normalizeCode("foo\t\x00bar\n")).toBe("foobar");
  });

  it("composes to NFC", () => {
    expect(normalizeCode("cafe\u0301")).toBe("caf\u00e9");
  });

  it("removes format characters and non-ASCII spaces", () => {
    expect(normalizeCode("A\u200bB")).toBe("AB"); // zero-width space (Cf)
    expect(normalizeCode("\ufeffABC")).toBe("ABC"); // BOM (Cf)
    expect(normalizeCode("A\u00a0B")).toBe("AB"); // NBSP is not printable in Go
    expect(normalizeCode("\u3000A B\u3000")).toBe("A B");
    expect(normalizeCode("A\u00adB")).toBe("AB"); // soft hyphen (Cf)
  });

  it("keeps symbols and emoji", () => {
    expect(normalizeCode("€ 5")).toBe("€ 5");
    expect(normalizeCode("😀x")).toBe("😀x");
  });

  it("turns lone surrogates into U+FFFD", () => {
    expect(normalizeCode("A\ud800B")).toBe("A\ufffdB");
  });
});

describe("strict codes", () => {
  it("matches the strict pattern", () => {
    expect(CODE_STRICT_PATTERN).toBe("^[A-ZÑa-z0-9]+([.\\-:/,_& ]?[A-ZÑa-z0-9]+)*$");
    for (const c of ["ABC123", "B3.1.2", "FR 12/BX", "DK:CVR", "A&B", "ÑU"]) expect(isStrictCode(c), c).toBe(true);
    for (const c of [".B123", "B123.", "AB--CD", "AB/.CD", "", "ñu", " A"]) expect(isStrictCode(c), c).toBe(false);
  });

  it("does not blow up on long near-misses", () => {
    // 200,000 characters: a pattern that backtracks (quadratic or worse) would not finish within the test's limit.
    expect(isStrictCode("a".repeat(200_000) + "!")).toBe(false);
    expect(isStrictCode("a.".repeat(100_000) + "!")).toBe(false);
  });

  it("normalizes strictly", () => {
    expect(normalizeStrictCode(" foo-bar1  ")).toBe("foo-bar1");
    expect(normalizeStrictCode("f$oo-bar1!")).toBe("foo-bar1");
    expect(normalizeStrictCode("foo- bar-$dome")).toBe("foo-bar-dome");
    expect(normalizeStrictCode("FOO  BAR--DOME")).toBe("FOO BAR-DOME");
    expect(normalizeStrictCode("0088:1234567891234")).toBe("0088:1234567891234");
  });

  it("upper-cases", () => {
    expect(normalizeUpperCode("dk:cvr")).toBe("DK:CVR");
    expect(normalizeUpperCode(" foo ")).toBe("FOO");
    expect(normalizeUpperCode("")).toBe("");
  });

  it("keeps alphanumerics only", () => {
    expect(normalizeAlphanumericalCode("Foo Bar")).toBe("FOOBAR");
    expect(normalizeAlphanumericalCode(" foo-bar1  ")).toBe("FOOBAR1");
    expect(normalizeAlphanumericalCode("ES-B12.345.678")).toBe("ESB12345678");
  });

  it("keeps digits only", () => {
    expect(normalizeNumericalCode("12 34")).toBe("1234");
    expect(normalizeNumericalCode(" 345  ")).toBe("345");
    expect(normalizeNumericalCode("f$oo-bar1!")).toBe("1");
    expect(normalizeNumericalCode("Foo1234")).toBe("1234");
  });

  it("joins codes", () => {
    expect(joinCodes("A", "B")).toBe("A-B");
    expect(joinCodes("A", "B", ":")).toBe("A:B");
    expect(joinCodes("", "B")).toBe("B");
    expect(joinCodes("A", "")).toBe("A");
  });
});

describe("normalizeString", () => {
  it("removes NULs and trims", () => {
    expect(normalizeString("Hello, World!")).toBe("Hello, World!");
    expect(normalizeString("Hello, \u0000World!")).toBe("Hello, World!");
    expect(normalizeString("\u0000Hello\u0000")).toBe("Hello");
    expect(normalizeString("A\u0000\u0000B")).toBe("AB");
    expect(normalizeString("\t hello ")).toBe("hello");
    expect(normalizeString("   \t\n")).toBe("");
    expect(normalizeString("  Hello  World  ")).toBe("Hello  World");
    expect(normalizeString("")).toBe("");
  });

  it("trims Go's white space set, not JavaScript's", () => {
    expect(normalizeString("\u00a0x\u3000")).toBe("x");
    expect(normalizeString("\u0085x")).toBe("x"); // NEL: Go trims it, String.prototype.trim does not
    expect(normalizeString("\ufeffx")).toBe("\ufeffx"); // BOM: JS trims it, Go does not
  });

  it("keeps inner control characters other than NUL", () => {
    expect(normalizeString("a\u0001b")).toBe("a\u0001b");
  });

  it("replaces each run of invalid UTF-8 bytes by '?'", () => {
    const bytes = (...b: number[]) => Uint8Array.from(b);
    expect(normalizeString(bytes(0xff, 0x48, 0x69))).toBe("?Hi");
    expect(normalizeString(Uint8Array.from([...Buffer.from("Hola"), 0xc3, 0x28]))).toBe("Hola?(");
    expect(normalizeString(bytes(0x41, 0xed, 0xa0, 0x80, 0x42))).toBe("A?B"); // encoded surrogate
    expect(normalizeString(bytes(0x41, 0xc0, 0x80, 0x42))).toBe("A?B"); // overlong
    expect(normalizeString(bytes(0x41, 0xff, 0x00, 0xfe, 0x42))).toBe("A?B"); // NUL removed first
    expect(normalizeString(bytes(0x20, 0xe2, 0x82, 0xac, 0x20))).toBe("€");
    expect(normalizeString(bytes(0xef, 0xbf, 0xbd))).toBe("\ufffd"); // a real U+FFFD stays
    expect(normalizeString(bytes(0xef, 0xbb, 0xbf, 0x41))).toBe("\ufeffA"); // BOM is not white space in Go
  });

  it("turns lone surrogates into U+FFFD", () => {
    expect(normalizeString("x\udc00")).toBe("x\ufffd");
    expect(normalizeString("😀")).toBe("😀");
  });
});
