/**
 * The official test invoices of EN 16931 and its CIUS: CEN's examples and
 * test files, the XRechnung test suite and Peppol BIS's examples (under
 * BIZDOC_SHARED's reference/en16931). Each is valid under the rules its
 * CustomizationID claims (XRechnung's extension cases under XRechnung's
 * extension, which we do not check).
 */
import { existsSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { sharedPath } from "../support/shared.ts";

export interface OfficialInvoice {
  /** Its path below reference/en16931: "cen/ubl/examples/ubl-tc434-example1.xml". */
  id: string;
  path: string;
  /** The corpus it belongs to. */
  corpus: "cen-examples" | "cen-testfiles" | "xrechnung" | "peppol-examples";
}

const ROOT = sharedPath("reference/en16931");

function xmlFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...xmlFiles(path));
    else if (entry.name.endsWith(".xml")) files.push(path);
  }
  return files.sort();
}

export function officialInvoices(options: { peppol?: boolean } = {}): OfficialInvoice[] {
  const of = (corpus: OfficialInvoice["corpus"], dir: string) => xmlFiles(join(ROOT, dir)).map((path) => ({ id: relative(ROOT, path), path, corpus }));
  return [
    ...of("cen-examples", "cen/ubl/examples"),
    ...of("cen-examples", "cen/cii/examples"),
    ...of("cen-testfiles", "cen/test/testfiles"),
    ...of("xrechnung", "xrechnung-testsuite/test"),
    ...(options.peppol ? of("peppol-examples", "peppol/rules/examples") : []),
  ];
}
