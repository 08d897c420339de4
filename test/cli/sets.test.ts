/** --set paths as GOBL's command line reads them (in-process: no child needed). */
import { describe, expect, it } from "vitest";
import { applySets, readSets } from "../../cli/sets.ts";

describe("--set, --set-string", () => {
  it("nests dotted paths, YAML-parses --set values and keeps --set-string text", async () => {
    expect(await readSets({ set: ["foo.bar=baz", "n=1234", "list=[1, 2]", "flag=true"], setString: ["s=1234"] })).toEqual({
      foo: { bar: "baz" },
      n: 1234,
      list: [1, 2],
      flag: true,
      s: "1234",
    });
  });

  it("reads \\. as a literal dot, a leading . as the root, and . alone as the whole root", async () => {
    expect(await readSets({ setString: ["a\\.b=1"] })).toEqual({ "a.b": "1" });
    expect(await readSets({ set: [".foo=bar"] })).toEqual({ foo: "bar" });
    expect(await readSets({ set: [".={foo: bar}"] })).toEqual({ foo: "bar" });
  });

  it("applies in sorted path order, --set-string after --set, and merges over the input (arrays replaced)", async () => {
    const sets = await readSets({ set: ["doc.b=2", "doc.a=1", "doc.list=[x]"], setString: ["doc.a=text"] });
    expect(applySets({ doc: { a: 0, keep: true, list: ["y", "z"] } }, sets)).toEqual({ doc: { a: "text", b: 2, keep: true, list: ["x"] } });
  });

  it("refuses a set without '=' or an empty path segment, as input errors", async () => {
    await expect(readSets({ set: ["novalue"] })).rejects.toMatchObject({ key: "input" });
    await expect(readSets({ set: ["a..b=1"] })).rejects.toMatchObject({ key: "input" });
  });

  it("keeps __proto__ an ordinary key", async () => {
    const sets = await readSets({ set: ["__proto__.polluted=yes"] });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.hasOwn(sets, "__proto__")).toBe(true);
  });
});
