/** The README's example of checking XML runs as written, and prints what its comments say. */
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { forkFolder } from "../support/scratch.ts";
import { PROJECT_ROOT } from "../support/shared.ts";

describe("README: checking XML against the official rules", () => {
  it("runs, printing what its comments say", () => {
    const readme = readFileSync(join(PROJECT_ROOT, "README.md"), "utf8");
    const section = readme.slice(readme.indexOf("## Checking XML against the official rules"));
    const example = /```ts\n([\s\S]*?)```/.exec(section)![1]!;
    const folder = forkFolder("readme-xml");
    mkdirSync(folder, { recursive: true });
    const file = join(folder, "example.mts");
    writeFileSync(file, example.replace('from "bizdoc"', `from ${JSON.stringify(join(PROJECT_ROOT, "index.ts"))}`));
    const run = spawnSync(process.execPath, ["--import", "tsx", file], { cwd: PROJECT_ROOT, encoding: "utf8" });
    expect(run.status, run.stderr).toBe(0);
    // Each console.log's comment is what it prints.
    const promised = [...example.matchAll(/console\.log\(.*\); \/\/ (.*)/g)].map((m) => m[1]!.trim());
    expect(promised).toHaveLength(2);
    expect(run.stdout.trim().split("\n")).toEqual(promised);
  }, 120_000);
});
