/**
 * The corpus every profile is tried on: GOBL's examples (their built
 * outputs), the project's examples, and the convert inputs of GOBL's UBL and
 * CII converters. Each input is written under every profile of every XML
 * format; each conversion must either be written with no fatal official rule
 * broken or be refused naming the official rules.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { EXAMPLES } from "../../examples/index.ts";
import { HAS_SHARED, sharedPath, SHARED_DIR } from "../support/shared.ts";

export interface CorpusInput {
  /** "gobl-examples/es/invoice-es-es", "examples/…", "gobl-ubl/convert/peppol/…". */
  id: string;
  data: () => unknown;
}

function jsonFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "out") files.push(...jsonFiles(path));
    } else if (entry.name.endsWith(".json")) files.push(path);
  }
  return files.sort();
}

function fromFile(path: string): CorpusInput {
  return { id: relative(sharedPath("."), path).replace(/^(conformance|reference)\//, "").replace(/\.json$/, ""), data: () => JSON.parse(readFileSync(path, "utf8")) };
}

/** GOBL's examples: their golden outputs, the invoices among them. */
function goblExamples(): CorpusInput[] {
  const root = sharedPath("conformance/gobl-examples");
  if (!existsSync(root)) return [];
  const inputs: CorpusInput[] = [];
  for (const country of readdirSync(root).sort()) {
    const out = join(root, country, "out");
    if (!existsSync(out)) continue;
    for (const file of readdirSync(out).sort()) {
      if (!file.endsWith(".json")) continue;
      const text = readFileSync(join(out, file), "utf8");
      if (text.includes('"https://gobl.org/draft-0/bill/invoice"')) inputs.push(fromFile(join(out, file)));
    }
  }
  return inputs;
}

export function corpusInputs(): CorpusInput[] {
  const own = EXAMPLES.filter((e) => String(e.document.$schema ?? "").endsWith("bill/invoice")).map((e) => ({ id: `examples/${e.id}`, data: () => structuredClone(e.document) }));
  if (!HAS_SHARED) return own;
  return [
    ...goblExamples(),
    ...own,
    ...jsonFiles(sharedPath("reference/gobl-ubl/convert")).map(fromFile),
    ...jsonFiles(sharedPath("reference/gobl-cii/convert")).filter((p) => !p.includes("/cdar")).map(fromFile),
  ];
}

export { SHARED_DIR };
