/**
 * Vitest's global set-up: names this run (BIZDOC_TEST_RUN, inherited by the
 * forks) for the scratch folders of test/support/scratch.ts, removes those
 * of runs that are no longer alive, and this run's own when it ends.
 */
import { existsSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { SCRATCH_ROOT, runFolder } from "./scratch.ts";

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export default function setup(): () => void {
  process.env.BIZDOC_TEST_RUN = String(process.pid);
  if (existsSync(SCRATCH_ROOT)) {
    for (const entry of readdirSync(SCRATCH_ROOT)) {
      const pid = /^run-(\d+)$/.exec(entry)?.[1];
      // Folders of runs that ended without their teardown, and of the layout before runs had folders.
      if (pid === undefined ? true : !alive(Number(pid))) rmSync(join(SCRATCH_ROOT, entry), { recursive: true, force: true });
    }
  }
  return () => rmSync(runFolder(process.pid), { recursive: true, force: true });
}
