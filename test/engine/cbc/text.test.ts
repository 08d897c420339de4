// The Latin-1 text check: code points 0–255 pass, anything beyond fails
// (GOBL's validateLatin1String on FatturaPA names and addresses).
import { describe, expect, it } from "vitest";
import { isLatin1Text } from "../../../engine/cbc/text.ts";

describe("isLatin1Text", () => {
  it("accepts ASCII and the Latin-1 supplement", () => {
    expect(isLatin1Text("Test Supplier")).toBe(true);
    expect(isLatin1Text("Società di Test SRL àáâãäåæçèéêë")).toBe(true);
    expect(isLatin1Text("Cliente & Cia. S.p.A. ñöüß")).toBe(true);
    expect(isLatin1Text("Via dell'Università ñ°")).toBe(true);
    expect(isLatin1Text("\u0000\u007f\u0080\u00ff")).toBe(true);
    expect(isLatin1Text("")).toBe(true);
  });

  it("refuses any character above U+00FF", () => {
    expect(isLatin1Text("Test Item €")).toBe(false); // U+20AC, though in Windows-1252
    expect(isLatin1Text("\u0100")).toBe(false);
    expect(isLatin1Text("Test Supplier αβγδε")).toBe(false);
    expect(isLatin1Text("测试客户")).toBe(false);
    expect(isLatin1Text("テスト通り")).toBe(false);
    expect(isLatin1Text("Via Test 🏠")).toBe(false);
    expect(isLatin1Text("\ud800")).toBe(false); // a lone surrogate, as Go reads invalid UTF-8: U+FFFD
  });

  it("lets anything but a string pass (presence is checked apart)", () => {
    expect(isLatin1Text(undefined)).toBe(true);
    expect(isLatin1Text(null)).toBe(true);
    expect(isLatin1Text(12)).toBe(true);
  });
});
