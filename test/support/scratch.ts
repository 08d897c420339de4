/**
 * Where tests write what must sit inside the project (bundles whose package
 * imports resolve from its node_modules, built assets): a folder per test
 * run and fork under node_modules/.cache/bizdoc-test. The run's folder is
 * made and removed by test/support/global-setup.ts; a run killed midway
 * leaves its folder to the next run's set-up, which removes the folders of
 * runs no longer alive.
 */
import { join } from "node:path";
import { PROJECT_ROOT } from "./shared.ts";

export const SCRATCH_ROOT = join(PROJECT_ROOT, "node_modules", ".cache", "bizdoc-test");

/** The folder of a test run, by the pid of the process that runs it. */
export function runFolder(runPid: number | string): string {
  return join(SCRATCH_ROOT, `run-${runPid}`);
}

/** This fork's own folder (`name` inside it), within its run's. */
export function forkFolder(name: string): string {
  return join(runFolder(process.env.BIZDOC_TEST_RUN ?? "standalone"), `fork-${process.pid}`, name);
}
