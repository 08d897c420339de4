/**
 * The reference cases of GOBL's UBL converter (gobl.ubl's test data) and
 * the profile each convert folder is written with, as gobl.ubl's own
 * example test pairs them (folder → context).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { sharedPath } from "../../support/shared.ts";

export const UBL_REFERENCE_DIR = sharedPath("reference/gobl-ubl");

/** Convert folder → our profile key; a folder mapped to a string reason is skipped with it. */
export const FOLDER_PROFILES: Record<string, { profile: string } | { skip: string }> = {
  en16931: { profile: "en16931" },
  peppol: { profile: "peppol" },
  "peppol-self-billed": { profile: "peppol-self-billed" },
  xrechnung: { profile: "xrechnung" },
  "france-extended": { profile: "france-extended" },
  "france-cius": { profile: "france-cius" },
  zatca: { profile: "zatca" },
};

export interface ReferenceCase {
  /** "convert/en16931/invoice-minimal" or "parse/peppol/base-example". */
  id: string;
  folder: string;
  input: string;
  output: string;
}

function listCases(kind: "convert" | "parse", inExt: string, outExt: string): ReferenceCase[] {
  const root = join(UBL_REFERENCE_DIR, kind);
  if (!existsSync(root)) return [];
  const cases: ReferenceCase[] = [];
  for (const folder of readdirSync(root, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    for (const file of readdirSync(join(root, folder.name)).sort()) {
      if (!file.endsWith(inExt)) continue;
      const base = file.slice(0, -inExt.length);
      const output = join(root, folder.name, "out", base + outExt);
      // Inputs without a reference output (the loose files at the top of convert/) have nothing to compare with.
      if (!existsSync(output)) continue;
      cases.push({ id: `${kind}/${folder.name}/${base}`, folder: folder.name, input: join(root, folder.name, file), output });
    }
  }
  return cases.sort((a, b) => a.id.localeCompare(b.id));
}

/**
 * The loose inputs at the top of convert/ (no reference output; gobl.ubl's
 * unit tests write them under the Peppol context).
 */
export function looseConvertInputs(): string[] {
  const root = join(UBL_REFERENCE_DIR, "convert");
  if (!existsSync(root)) return [];
  return readdirSync(root)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => join(root, file));
}

export const convertCases = (): ReferenceCase[] => listCases("convert", ".json", ".xml");
export const parseCases = (): ReferenceCase[] => listCases("parse", ".xml", ".json");

export function readJSON(path: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path, "utf8")) as Record<string, unknown>;
}

export const readText = (path: string): string => readFileSync(path, "utf8");
