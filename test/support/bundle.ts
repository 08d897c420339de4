/**
 * A source entry point (the CLI, the server) bundled once per test fork with
 * esbuild, as tsx would compile it but once rather than at every start: the
 * tests that start real processes then pay a fraction of the start-up time.
 * The bundle sits under node_modules/.cache so its package imports resolve as
 * the sources' do.
 */
import { renameSync } from "node:fs";
import { join } from "node:path";
import { PROJECT_ROOT } from "./shared.ts";

const bundles = new Map<string, Promise<string>>();

/** The path of the bundle of `entry` (relative to the project, e.g. `cli/main.ts`). */
export function bundledEntry(entry: string): Promise<string> {
  let bundle = bundles.get(entry);
  if (!bundle) {
    bundle = (async () => {
      const { build } = await import("esbuild");
      // Each fork writes its own file, then moves it into place (atomically): forks never read a half-written bundle.
      const outfile = join(PROJECT_ROOT, "node_modules", ".cache", "bizdoc-test", `${entry.replace(/[/.]/g, "-")}.mjs`);
      const written = `${outfile}.${process.pid}.tmp`;
      await build({ entryPoints: [join(PROJECT_ROOT, entry)], bundle: true, platform: "node", format: "esm", target: "node20", packages: "external", outfile: written, logLevel: "silent" });
      renameSync(written, outfile);
      return outfile;
    })();
    bundles.set(entry, bundle);
  }
  return bundle;
}
