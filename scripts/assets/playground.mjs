// The playground page (playground/): main.ts and styles.css bundled by
// esbuild for the browser into `outDir`, with index.html naming the built
// files and the favicon beside them. Built file names carry a hash of their
// contents, so the server can let browsers keep them for good.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const SOURCES = fileURLToPath(new URL("../../playground/", import.meta.url));

/** @param {string} outDir */
export async function buildPlayground(outDir) {
  mkdirSync(outDir, { recursive: true });
  const result = await build({
    entryPoints: { main: join(SOURCES, "main.ts"), styles: join(SOURCES, "styles.css") },
    entryNames: "[name]-[hash]",
    outdir: outDir,
    bundle: true,
    platform: "browser",
    format: "esm",
    target: "es2022",
    minify: true,
    sourcemap: "linked",
    metafile: true,
    logLevel: "silent",
  });
  const warnings = result.warnings.map((w) => w.text);
  if (warnings.length > 0) throw new Error(`the playground bundle has warnings: ${warnings.join("; ")}`);

  const html = readFileSync(join(SOURCES, "index.html"), "utf8")
    .replace("{{script}}", builtFile(result.metafile, "main.ts"))
    .replace("{{styles}}", builtFile(result.metafile, "styles.css"));
  writeFileSync(join(outDir, "index.html"), html);
  copyFileSync(join(SOURCES, "favicon.svg"), join(outDir, "favicon.svg"));
}

/**
 * The name of the file esbuild wrote for an entry point (`main-XXXXXXXX.js`; all are in outDir).
 * @param {import("esbuild").Metafile} metafile
 * @param {string} entry
 */
function builtFile(metafile, entry) {
  for (const [output, meta] of Object.entries(metafile.outputs)) {
    if (meta.entryPoint !== undefined && basename(meta.entryPoint) === entry) return basename(output);
  }
  throw new Error(`esbuild wrote no output for playground/${entry}`);
}
