import { describe, expect, it } from "vitest";
import { mergeTemplate } from "../../../engine/ops/merge.ts";

describe("template merge", () => {
  it("merges objects key by key with data winning", () => {
    const merged = mergeTemplate(
      { supplier: { name: "Template Co", tax_id: { country: "ES" } }, currency: "EUR" },
      { supplier: { name: "Data Co" }, series: "A" },
    );
    expect(merged).toEqual({ supplier: { name: "Data Co", tax_id: { country: "ES" } }, currency: "EUR", series: "A" });
  });

  it("replaces arrays instead of concatenating them", () => {
    expect(mergeTemplate({ lines: [1, 2, 3] }, { lines: [9] })).toEqual({ lines: [9] });
  });

  it("keeps the template value where data has null", () => {
    expect(mergeTemplate({ a: "x" }, { a: null })).toEqual({ a: "x" });
  });

  it("does not modify its inputs", () => {
    const template = { a: { b: 1 } };
    const data = { a: { c: 2 } };
    mergeTemplate(template, data);
    expect(template).toEqual({ a: { b: 1 } });
    expect(data).toEqual({ a: { c: 2 } });
  });

  it("treats __proto__, constructor and prototype as plain data", () => {
    const template = JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"bad": 1}}}');
    const data = JSON.parse('{"__proto__": {"also": true}, "x": {"__proto__": {"deep": true}}}');
    const merged = mergeTemplate(template, data) as Record<string, unknown>;
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).also).toBeUndefined();
    expect(({} as Record<string, unknown>).deep).toBeUndefined();
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
    expect(Object.keys(merged).sort()).toEqual(["__proto__", "constructor", "x"]);
  });
});
