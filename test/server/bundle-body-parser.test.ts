/**
 * The server bundle leaves express's body parsers out (scripts/bundle/body-parser.cjs
 * stands in for body-parser): that holds only while no server code uses them.
 */
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".ts"))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe("the server bundle's stand-in for body-parser", () => {
  it("is never needed: no server code uses express's body parsers", () => {
    const users = sources("server").filter((file) => /\bexpress\.(json|raw|text|urlencoded)\s*\(|["']body-parser["']/.test(readFileSync(file, "utf8")));
    expect(users).toEqual([]);
  });

  it("says what is left out if it ever is called", () => {
    const stand = createRequire(import.meta.url)(join(root, "scripts", "bundle", "body-parser.cjs")) as Record<string, () => unknown>;
    expect(Object.keys(stand).sort()).toEqual(["json", "raw", "text", "urlencoded"]);
    expect(() => stand.json()).toThrow("express.json() is left out of the bizdoc server bundle");
  });
});
