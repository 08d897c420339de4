/**
 * gobl.verifactu's reference data (../shared/reference/gobl-verifactu):
 * 18 invoices and 11 system statuses with the records it writes for them,
 * and the chain input and system data those records show. Its inputs were
 * made with a newer GOBL than v0.502 for the statuses: their line keys
 * (`system-startup`, `event-summary`, ...) are not v0.502 status line keys,
 * so each such line is updated in memory to key `other` with the event
 * named in its meta (`verifactu-event`), which the format reads.
 */
import { readFileSync } from "node:fs";
import { HAS_SHARED, sharedPath } from "../../support/shared.ts";
import { referenceFiles } from "../../support/reference-cases.ts";

export const REFERENCE = HAS_SHARED ? sharedPath("reference", "gobl-verifactu") : "";
export const SCHEMA_DIR = HAS_SHARED ? `${REFERENCE}/test/schema` : "";

export interface Case {
  id: string;
  input: string;
  output: string;
  kind: "invoice" | "event";
}

export function referenceCases(): Case[] {
  if (!HAS_SHARED) return [];
  return referenceFiles(`${REFERENCE}/test/data`, "json", "xml").map(({ name, input, output }) => ({ id: name, input, output, kind: name.startsWith("status-") ? "event" : "invoice" }));
}

/** A case's input, updated in memory to GOBL v0.502. */
export function referenceInput(c: Case): Record<string, any> {
  const data = JSON.parse(readFileSync(c.input, "utf8"));
  if (c.kind === "event") {
    for (const line of data.doc.lines ?? []) {
      if (line.key === "other") continue;
      line.meta = { ...line.meta, "verifactu-event": line.key };
      line.key = "other";
    }
  }
  return data;
}

/** The system data the reference records name (SistemaInformatico). */
export const REFERENCE_SYSTEM = { name: "My Software", nif: "12345678A", software_name: "My Software", software_id: "A1", version: "1.0", installation: "12345678A" };
/** The generation time the reference records state. */
export const REFERENCE_TIMESTAMP = "2024-11-26T05:00:00+01:00";
const PREVIOUS_FINGERPRINT = "0123456789ABCDEF0123456789ABCDEF0123456789ABCDEF0123456789ABCDEF";

/**
 * The previous record the reference chains to, as its records name it
 * (RegistroAnterior, EventoAnterior): not test/example_prev.json, whose
 * record (FACT-001, 2024-11-15) none of them names.
 */
export function referencePrevious(kind: Case["kind"]): Record<string, string> {
  return kind === "event"
    ? { event_type: "01", timestamp: "2024-11-20T18:00:00+01:00", fingerprint: PREVIOUS_FINGERPRINT }
    : { issuer: "B12345678", num_series: "SAMPLE-001", issue_date: "2024-11-26", fingerprint: PREVIOUS_FINGERPRINT };
}

export function referenceOptions(kind: Case["kind"]): Record<string, unknown> {
  return { previous: referencePrevious(kind), timestamp: REFERENCE_TIMESTAMP, system: REFERENCE_SYSTEM };
}
