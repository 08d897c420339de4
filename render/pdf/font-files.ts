/**
 * The default fonts' bytes, read from the dejavu-fonts-ttf package: the
 * only module of the PDF renderer that touches the file system. Node's
 * modules are asked for at run time (process.getBuiltinModule), not
 * imported, so the library still bundles for browsers, where there is no
 * file system: there, hand the font bytes to createPdfRenderer({ fonts }).
 */
import { BizdocError } from "../../engine/index.ts";
import type { FontFiles } from "./fonts.ts";

let loading: Promise<FontFiles> | undefined;

type NodeModules = {
  fs: typeof import("node:fs/promises");
  module: typeof import("node:module");
  path: typeof import("node:path");
};

/** Node's file system, module and path modules, when running in Node. */
function nodeModules(): NodeModules | undefined {
  const getBuiltin = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process?.getBuiltinModule;
  if (typeof getBuiltin !== "function") return undefined;
  return { fs: getBuiltin("node:fs/promises") as NodeModules["fs"], module: getBuiltin("node:module") as NodeModules["module"], path: getBuiltin("node:path") as NodeModules["path"] };
}

/** DejaVu Sans and DejaVu Sans Bold (Latin, Greek, Cyrillic), read once per process. */
export function defaultFontFiles(): Promise<FontFiles> {
  loading ??= (async () => {
    const node = nodeModules();
    if (!node) {
      throw new BizdocError("input", "PDF rendering here has no fonts to read: outside Node, give the font bytes to createPdfRenderer({ fonts })");
    }
    const { fs, module, path } = node;
    const dir = path.join(path.dirname(module.createRequire(import.meta.url).resolve("dejavu-fonts-ttf/package.json")), "ttf");
    const [regular, bold] = await Promise.all([fs.readFile(path.join(dir, "DejaVuSans.ttf")), fs.readFile(path.join(dir, "DejaVuSans-Bold.ttf"))]);
    return { regular: new Uint8Array(regular), bold: new Uint8Array(bold) };
  })();
  // A failed read is not cached: the next render tries again.
  loading.catch(() => (loading = undefined));
  return loading;
}
