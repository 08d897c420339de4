/** The FA(3) samples the reader's tests read (the Ministry's published examples among them). */
import { readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { sharedPath } from "../../support/shared.ts";

export const SAMPLES_DIR = sharedPath("reference/ksef/samples/src/test/resources/faktury/fa3");

/** Every sample's path under SAMPLES_DIR (`podstawowa/FA_3_Przyklad_1.xml`), sorted. */
export function samplePaths(dir = SAMPLES_DIR): string[] {
  const out: string[] = [];
  const walk = (d: string): void => {
    for (const name of readdirSync(d)) {
      const full = join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name.endsWith(".xml")) out.push(relative(dir, full));
    }
  };
  walk(dir);
  return out.sort();
}
