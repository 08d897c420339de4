import { describe, expect, it } from "vitest";
import { convertText, formatValue, parseText } from "../../playground/format.ts";

describe("parseText", () => {
  it("reads JSON and YAML alike", () => {
    const expected = { code: "S-1", lines: [{ quantity: "2", price: 10.5 }], paid: true, note: null };
    expect(parseText('{"code": "S-1", "lines": [{"quantity": "2", "price": 10.5}], "paid": true, "note": null}')).toEqual({ ok: true, value: expected });
    expect(parseText('code: S-1\nlines:\n  - quantity: "2"\n    price: 10.5\npaid: true\nnote: ~\n')).toEqual({ ok: true, value: expected });
  });

  it("reads as YAML 1.2: dates and yes/no stay strings", () => {
    expect(parseText("issue_date: 2025-05-02\nflag: yes\nzip: 08001\n")).toEqual({ ok: true, value: { issue_date: "2025-05-02", flag: "yes", zip: 8001 } });
  });

  it("says where the text does not parse", () => {
    const result = parseText('{\n  "a": 1,\n  "b": [1, 2\n}');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.line).toBeGreaterThanOrEqual(3);
    expect(result.message).not.toContain("\n");
  });

  it("refuses duplicate keys and an empty text", () => {
    const duplicate = parseText('{"a": 1, "a": 2}');
    expect(duplicate).toMatchObject({ ok: false, line: 1 });
    expect(parseText("  \n")).toEqual({ ok: false, message: "the document is empty" });
  });

  it("stops a document that expands aliases without end", () => {
    const bomb = ["a: &a [x, x, x, x, x, x, x, x, x]", ..."bcdefgh".split("").map((k, i) => `${k}: &${k} [${Array(9).fill(`*${"abcdefg"[i]}`).join(", ")}]`)].join("\n");
    expect(parseText(bomb).ok).toBe(false);
  });

  it("keeps a __proto__ key as data", () => {
    const result = parseText('{"__proto__": {"polluted": true}, "a": 1}');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(Object.getPrototypeOf(result.value)).toBe(Object.prototype);
    expect(Object.keys(result.value as object)).toEqual(["__proto__", "a"]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe("formatValue and convertText", () => {
  const value = { $schema: "https://gobl.org/draft-0/bill/invoice", issue_date: "2025-05-02", price: "7.75", count: 3, on: "true", note: "x ".repeat(60).trim() };

  it("writes JSON with two-space indentation", () => {
    expect(formatValue({ a: [1] }, "json")).toBe('{\n  "a": [\n    1\n  ]\n}');
  });

  it("writes YAML that reads back as the same value, strings that look like numbers quoted", () => {
    const text = formatValue(value, "yaml");
    expect(text).toContain('price: "7.75"');
    expect(text).toContain('on: "true"');
    expect(text.split("\n").find((line) => line.startsWith("note:"))).toBe(`note: ${value.note}`); // not folded
    expect(parseText(text)).toEqual({ ok: true, value });
  });

  it("converts JSON to YAML and back without changing the value", () => {
    const yaml = convertText(JSON.stringify(value), "yaml");
    expect(yaml.ok).toBe(true);
    if (!yaml.ok) return;
    expect(yaml.text).not.toContain("{");
    const json = convertText(yaml.text, "json");
    expect(json).toEqual({ ok: true, text: JSON.stringify(value, null, 2) });
  });

  it("does not convert a text that does not parse", () => {
    expect(convertText("a: [", "json")).toMatchObject({ ok: false });
  });
});
