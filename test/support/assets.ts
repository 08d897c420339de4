/**
 * The server's static assets (playground, API reference renderer) built from
 * the current sources once per test fork, by the same function `npm run
 * build` uses, into a scratch folder of the fork's own (test/support/scratch.ts).
 */
import { join } from "node:path";
import { forkFolder } from "./scratch.ts";
import { PROJECT_ROOT } from "./shared.ts";

let built: Promise<string> | undefined;

/** The folder holding the built assets (as dist/public would). */
export function builtAssets(): Promise<string> {
  built ??= (async () => {
    const { buildAssets } = (await import(join(PROJECT_ROOT, "scripts", "build-assets.mjs"))) as { buildAssets: (dir: string) => Promise<void> };
    const dir = forkFolder("assets");
    await buildAssets(dir);
    return dir;
  })();
  return built;
}
