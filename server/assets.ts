import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Where the built static assets are (`npm run build` writes them to
 * dist/public): beside the running code once built (dist/server/*.js and the
 * server bundle in dist/bundle/ both sit one level under dist/), or under
 * dist/ when the sources run directly (tsx). `undefined` when not built.
 */
export function findAssetsDir(from: string = import.meta.url): string | undefined {
  const here = dirname(fileURLToPath(from));
  for (const candidate of [join(here, "..", "public"), join(here, "..", "dist", "public")]) {
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}
