#!/usr/bin/env node
// `npm run build`: dist/ from scratch, type-checked (`--out <dir>` builds
// into another folder, as the package test does when dist/ is not current,
// leaving the project's dist/ alone).
// - tsc -p tsconfig.build.json: the library, server and CLI as ESM
//   JavaScript, declarations and source maps.
// - dist/bundle/server.mjs: the API server as one self-contained program
//   (esbuild, every package inside, the MCP endpoint in a chunk of its own
//   loaded on first use). `npm start` and the Docker image run it: it needs
//   no node_modules and starts faster than a tree of modules.
// - dist/public: the playground and the API reference page (scripts/build-assets.mjs).
//
// tsc rewrites the sources' relative
// `.ts` imports to `.js` in the JavaScript (rewriteRelativeImportExtensions)
// but leaves them as written in the declarations (microsoft/TypeScript#61037);
// tsc itself reads those, other tools do not, so they are rewritten here.
import { spawn } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { buildAssets } from "./build-assets.mjs";
import { recordedHashPath, sourceHash } from "./source-hash.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const outAt = process.argv.indexOf("--out");
const dist = outAt > 0 && process.argv[outAt + 1] ? resolve(process.argv[outAt + 1]) : join(root, "dist");

// dist/ itself records what it was built from, for the package test to reuse it (scripts/source-hash.mjs):
// taken before building, and the old record dropped, so that a failed build leaves none.
const builtFrom = dist === join(root, "dist") ? sourceHash(root) : undefined;
rmSync(recordedHashPath(root), { force: true });
rmSync(dist, { recursive: true, force: true });
const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
// tsc works on one core: the bundle and the pages are made beside it, into folders tsc does not write.
const compiled = new Promise((resolveStatus) => {
  const child = spawn(process.execPath, [tsc, "-p", join(root, "tsconfig.build.json"), "--outDir", dist], { cwd: root, stdio: "inherit" });
  child.once("exit", (code, signal) => resolveStatus(code ?? (signal ? 1 : 0)));
  child.once("error", () => resolveStatus(1));
});
const others = Promise.all([bundleServer(), buildAssets(join(dist, "public"))]);
const status = await compiled;
if (status !== 0) process.exit(status);
await others;

// `from "./x.ts"`, `import "./x.ts"`, `import("./x.ts")` (and .mts/.cts/.tsx) in declarations.
const specifier = /((?:from|import)\s*\(?\s*["'])(\.\.?\/[^"']*?)\.(ts|tsx|mts|cts)(["'])/g;
const js = { ts: "js", tsx: "js", mts: "mjs", cts: "cjs" };
for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !/\.d\.[mc]?ts$/.test(entry.name)) continue;
  const file = join(entry.parentPath, entry.name);
  const text = readFileSync(file, "utf8");
  const out = text.replace(specifier, (_, head, path, ext, quote) => (path.endsWith(".d") ? _ : `${head}${path}.${js[ext]}${quote}`));
  if (out !== text) writeFileSync(file, out);
}

// The server bundle. Packages written as CommonJS call require() for Node's
// own modules: the banner gives each ES module chunk a require of its own.
function bundleServer() {
  return build({
    entryPoints: { server: join(root, "server", "main.ts") },
    outdir: join(dist, "bundle"),
    outExtension: { ".js": ".mjs" },
    bundle: true,
    splitting: true,
    platform: "node",
    format: "esm",
    target: "node20",
    minifyWhitespace: true,
    minifySyntax: true,
    legalComments: "linked",
    // express's own body parsers are never used (see the stand-in): left out, they no longer slow each worker's start.
    alias: { "body-parser": join(root, "scripts", "bundle", "body-parser.cjs") },
    banner: { js: 'import { createRequire as __bizdocRequire } from "node:module"; const require = __bizdocRequire(import.meta.url);' },
    logLevel: "warning",
  });
}

if (builtFrom !== undefined) {
  mkdirSync(dirname(recordedHashPath(root)), { recursive: true });
  writeFileSync(recordedHashPath(root), builtFrom);
}
