import { describe, expect, it } from "vitest";
import { inEuropeanUnion, isUnionMember } from "../../../engine/index.ts";

describe("European Union membership", () => {
  it("knows the members and Greece under both its codes", () => {
    for (const cc of ["DE", "FR", "ES", "HR", "GR", "EL"]) expect(inEuropeanUnion(cc, "2024-06-01"), cc).toBe(true);
    for (const cc of ["CH", "NO", "US", "", undefined]) expect(inEuropeanUnion(cc, "2024-06-01"), String(cc)).toBe(false);
  });

  it("follows joining and leaving dates, both days included", () => {
    expect(inEuropeanUnion("HR", "2012-12-31")).toBe(false);
    expect(inEuropeanUnion("HR", "2013-01-01")).toBe(true);
    expect(inEuropeanUnion("GB", "2020-01-31")).toBe(true);
    expect(inEuropeanUnion("GB", "2020-02-01")).toBe(false);
  });

  it("uses today when no day is given, and knows no other union", () => {
    expect(inEuropeanUnion("GB")).toBe(false);
    expect(inEuropeanUnion("IT")).toBe(true);
    expect(isUnionMember("XX", "IT")).toBe(false);
  });
});
