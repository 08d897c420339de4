import { existsSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The project root (where package.json lives). */
export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * The reference material beside the project. Tests that read it take its
 * place from BIZDOC_SHARED (default ../shared) and skip when it is absent.
 */
export const SHARED_DIR = resolve(PROJECT_ROOT, process.env.BIZDOC_SHARED ?? "../shared");

export const HAS_SHARED = existsSync(SHARED_DIR);

export function sharedPath(...parts: string[]): string {
  return resolve(SHARED_DIR, ...parts);
}

export const SKIP_NO_SHARED = `reference material not found at ${SHARED_DIR} (set BIZDOC_SHARED): skipped`;
