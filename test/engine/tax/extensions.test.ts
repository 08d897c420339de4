/**
 * The shared lookups and writes of extension maps and code tables, given
 * the names Object.prototype holds: nothing is found that the map or table
 * does not hold itself, and a `__proto__` key is written as a key.
 */
import { describe, expect, it } from "vitest";
import { codeForKey, extCode, extHas, keyForCode, mergeExt, setExt, type ExtensionHolder } from "../../../engine/index.ts";

const NAMES = Object.getOwnPropertyNames(Object.prototype);
const TABLE: ReadonlyMap<string, string> = new Map([
  ["credit-transfer", "30"],
  ["card", "48"],
]);

describe.each(NAMES)("the name %s", (name) => {
  it("is no code of a map that lacks it, and finds no code in a table", () => {
    expect(extCode({ "es-tbai-region": "BI" }, name)).toBe("");
    expect(extHas({ "es-tbai-region": "BI" }, name)).toBe(false);
    expect(codeForKey(TABLE, name)).toBe("");
    expect(codeForKey(TABLE, `credit-transfer+${name}`)).toBe("30");
    expect(keyForCode(TABLE, name)).toBe("");
  });

  it("is written as an own key of the map, the map's prototype untouched", () => {
    const set: ExtensionHolder = {};
    setExt(set, name, "1");
    const merged: ExtensionHolder = { ext: { a: "2" } };
    mergeExt(merged, JSON.parse(`{${JSON.stringify(name)}: "1"}`));
    for (const holder of [set, merged]) {
      expect(Object.getPrototypeOf(holder.ext)).toBe(Object.prototype);
      expect(Object.getOwnPropertyDescriptor(holder.ext, name)?.value).toBe("1");
      expect(extCode(holder.ext, name)).toBe("1");
    }
    expect(merged.ext!.a).toBe("2");
  });
});
