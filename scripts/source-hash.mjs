// What the build is made from, as one SHA-256: every file under the folders
// and the files below that `npm run build` reads (sources, build scripts,
// package manifest and lock). `npm run build` records it beside dist/ (in
// node_modules/.cache, so it is never packed); the package test reuses that
// dist/ when it was built from the sources as they are, and builds its own
// otherwise.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const INPUTS = ["index.ts", "package.json", "package-lock.json", "tsconfig.json", "tsconfig.build.json", "README.md", "LICENSE", "NOTICE", "engine", "regimes", "addons", "formats", "server", "cli", "examples", "playground", "schemas", "scripts"];

/** Where `npm run build` records the hash of what it built dist/ from. */
export function recordedHashPath(root) {
  return join(root, "node_modules", ".cache", "bizdoc", "dist.source-hash");
}

/** @param {string} root the project folder */
export function sourceHash(root) {
  const hash = createHash("sha256");
  const add = (relative) => {
    const path = join(root, relative);
    if (!existsSync(path)) return;
    if (statSync(path).isDirectory()) {
      for (const entry of readdirSync(path).sort()) add(join(relative, entry));
      return;
    }
    hash.update(`${relative}\0`).update(readFileSync(path)).update("\0");
  };
  for (const input of INPUTS) add(input);
  return hash.digest("hex");
}
