/**
 * The server's static assets (playground, API reference renderer) built from
 * the current sources once per test fork, by the same function `npm run
 * build` uses, into a folder of the fork's own.
 */
import { join } from "node:path";
import { PROJECT_ROOT } from "./shared.ts";

let built: Promise<string> | undefined;

/** The folder holding the built assets (as dist/public would). */
export function builtAssets(): Promise<string> {
  built ??= (async () => {
    const { buildAssets } = (await import(join(PROJECT_ROOT, "scripts", "build-assets.mjs"))) as { buildAssets: (dir: string) => Promise<void> };
    const dir = join(PROJECT_ROOT, "node_modules", ".cache", "bizdoc-test", `assets-${process.pid}`);
    await buildAssets(dir);
    return dir;
  })();
  return built;
}
