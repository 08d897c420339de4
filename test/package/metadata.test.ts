/**
 * What the package promises about itself, checked on the sources (cheap; the
 * packed package itself is tried in consume.test.ts).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { VERSION } from "../../engine/version.ts";
import { PROJECT_ROOT } from "../support/shared.ts";

const manifest = JSON.parse(readFileSync(join(PROJECT_ROOT, "package.json"), "utf8"));

function sources(dir: string): string[] {
  return readdirSync(join(PROJECT_ROOT, dir), { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))
    .map((f) => join(PROJECT_ROOT, dir, f));
}

describe("package metadata", () => {
  it("VERSION is package.json's version", () => {
    expect(VERSION).toBe(manifest.version);
  });

  it("every library module that imports tsyringe loads reflect-metadata before it, so no import order fails", () => {
    const files = [join(PROJECT_ROOT, "index.ts"), ...["engine", "regimes", "addons"].flatMap(sources)];
    const offenders = files.filter((file) => {
      const text = readFileSync(file, "utf8");
      const tsyringe = text.search(/^(import|export)\b[^;]*from "tsyringe";/m);
      if (tsyringe < 0) return false;
      const polyfill = text.search(/^import "reflect-metadata";/m);
      return polyfill < 0 || polyfill > tsyringe;
    });
    expect(offenders.map((f) => relative(PROJECT_ROOT, f))).toEqual([]);
  });

  it("the library reads no JSON file at run time (the built package has no package.json beside its modules)", () => {
    const files = [join(PROJECT_ROOT, "index.ts"), ...["engine", "regimes", "addons"].flatMap(sources)];
    expect(files.filter((f) => /with \{ type: "json" \}/.test(readFileSync(f, "utf8"))).map((f) => relative(PROJECT_ROOT, f))).toEqual([]);
  });
});
