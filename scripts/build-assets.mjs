#!/usr/bin/env node
// The server's static assets (the playground and the API reference page's
// renderer) built into one folder: dist/public when run as a script (by
// `npm run build`), any folder when imported (tests build into their own).
import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildDocs } from "./assets/docs.mjs";
import { buildPlayground } from "./assets/playground.mjs";

/** @param {string} outDir */
export async function buildAssets(outDir) {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  await buildPlayground(join(outDir, "playground"));
  await buildDocs(join(outDir, "docs"));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildAssets(fileURLToPath(new URL("../dist/public", import.meta.url)));
}
