/**
 * A source entry point (the CLI, the server) bundled once per test fork with
 * esbuild, as tsx would compile it but once rather than at every start: the
 * tests that start real processes then pay a fraction of the start-up time.
 * Code the entry imports dynamically goes in chunks of its own (splitting),
 * so a process loads only what it runs: the CLI does not load the servers'
 * packages, and a server refusing its settings stops before the engine loads.
 * The bundles sit in the fork's scratch folder under node_modules/.cache
 * (test/support/scratch.ts), inside the project as the sources are.
 */
import { join } from "node:path";
import { PROJECT_ROOT } from "./shared.ts";
import { forkFolder } from "./scratch.ts";

const bundles = new Map<string, Promise<string>>();

/**
 * The path of the bundle of `entry` (relative to the project, e.g.
 * `cli/main.ts`). `companions` are further entry points the program starts
 * by path at run time, by the name it asks for (`{ worker:
 * "cli/bulk/worker.ts" }` for the `./worker.js` the CLI's bulk mode runs in
 * its threads); everything is written as `.js`, as the build writes it.
 */
export function bundledEntry(entry: string, companions: Record<string, string> = {}): Promise<string> {
  let bundle = bundles.get(entry);
  if (!bundle) {
    bundle = (async () => {
      const { build } = await import("esbuild");
      const outdir = forkFolder(entry.replace(/[/.]/g, "-"));
      const name = entry.replace(/^.*\//, "").replace(/\.ts$/, "");
      const entryPoints = { [name]: join(PROJECT_ROOT, entry), ...Object.fromEntries(Object.entries(companions).map(([n, path]) => [n, join(PROJECT_ROOT, path)])) };
      await build({
        entryPoints,
        bundle: true,
        splitting: true,
        platform: "node",
        format: "esm",
        target: "node20",
        outdir,
        logLevel: "silent",
        // Packages inside, as in the server's production bundle: a process then loads a few files, not the
        // hundreds of its packages (a CLI run 0.7 → 0.3 s of CPU). Packages written as CommonJS call require()
        // for Node's own modules: each chunk gets a require of its own.
        banner: { js: 'import { createRequire as __bizdocRequire } from "node:module"; const require = __bizdocRequire(import.meta.url);' },
      });
      return join(outdir, `${name}.js`);
    })();
    bundles.set(entry, bundle);
  }
  return bundle;
}
