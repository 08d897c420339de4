/**
 * The chain (issue 30's "done when"): 1,000 invoices written through the
 * engine, each call given the previous call's `details.chain` as
 * `options.previous`, verified by recomputing every fingerprint from its
 * record's fields and its predecessor's; then a record altered (an amount,
 * a fingerprint, a link, a record left out) is found at its place.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { verifactuFormat, verifyChain } from "../../../formats/verifactu/index.ts";
import { engineWithFormats } from "../../support/formats.ts";

const engine = engineWithFormats(verifactuFormat);
const system = { name: "Example Software S.L.", nif: "B12345674", software_name: "Example", software_id: "EX", version: "2.1", installation: "7" };

function invoice(n: number, day: number) {
  return {
    $schema: "https://gobl.org/draft-0/bill/invoice",
    $regime: "ES",
    $addons: ["es-verifactu-v1"],
    series: "CH",
    code: String(n).padStart(5, "0"),
    issue_date: `2025-03-${String(day).padStart(2, "0")}`,
    currency: "EUR",
    supplier: { name: "Chain Supplier S.L.", tax_id: { country: "ES", code: "B85905495" } },
    customer: { name: "Chain Customer S.L.", tax_id: { country: "ES", code: "B63272603" } },
    // Quantities vary so that every record's amounts differ.
    lines: [{ quantity: String(1 + (n % 17)), item: { name: "Consulting", price: "12.34" }, taxes: [{ cat: "VAT", rate: "general" }] }],
    notes: [{ key: "general", text: `Chained invoice ${n}` }],
  };
}

const CHAIN_LENGTH = 1000;
const records: string[] = [];
const links: Record<string, unknown>[] = [];

beforeAll(async () => {
  let previous: Record<string, unknown> | undefined;
  for (let n = 1; n <= CHAIN_LENGTH; n++) {
    const timestamp = `2025-03-${String(1 + Math.floor((n - 1) / 100)).padStart(2, "0")}T${String(8 + Math.floor(((n - 1) % 100) / 10)).padStart(2, "0")}:${String(((n - 1) % 10) * 5).padStart(2, "0")}:00+01:00`;
    const out = await engine.toXML(invoice(n, 1 + Math.floor((n - 1) / 100)), { format: "verifactu", options: { system, timestamp, ...(previous ? { previous } : {}) } });
    records.push(out.xml);
    previous = out.details!.chain as Record<string, unknown>;
    links.push(previous);
  }
}, 300_000);

/** A record with the first match of a pattern replaced. */
function altered(index: number, pattern: RegExp, replacement: string): string[] {
  const copy = [...records];
  const changed = copy[index]!.replace(pattern, replacement);
  expect(changed).not.toBe(copy[index]);
  copy[index] = changed;
  return copy;
}

describe("a chain of 1,000 VERI*FACTU registration records", () => {
  it("starts with PrimerRegistro, links each record to the one before, and verifies whole", () => {
    expect(records).toHaveLength(CHAIN_LENGTH);
    expect(records[0]).toContain("<sum1:PrimerRegistro>S</sum1:PrimerRegistro>");
    expect(records[1]).toContain(`<sum1:Huella>${links[0]!.fingerprint}</sum1:Huella>`);
    expect(new Set(links.map((l) => l.fingerprint)).size).toBe(CHAIN_LENGTH);
    expect(verifyChain(records)).toEqual({ ok: true, records: CHAIN_LENGTH });
  });

  it("gives back the link the next call takes: the record's issuer, number, date and fingerprint", () => {
    expect(links[41]).toEqual({ issuer: "B85905495", num_series: "CH-00042", issue_date: "2025-03-01", fingerprint: expect.stringMatching(/^[0-9A-F]{64}$/) });
  });

  it("finds an altered amount at its record", () => {
    const report = verifyChain(altered(500, /<sum1:ImporteTotal>(\d+)\./, "<sum1:ImporteTotal>9$1."));
    expect(report.ok).toBe(false);
    expect(report.break).toMatchObject({ index: 500, record: "RegistroAlta", field: "Huella" });
  });

  it("finds an altered fingerprint at its record", () => {
    const fingerprint = links[700]!.fingerprint as string;
    const other = fingerprint.startsWith("0") ? `1${fingerprint.slice(1)}` : `0${fingerprint.slice(1)}`;
    const report = verifyChain(altered(700, new RegExp(`<sum1:Huella>${fingerprint}</sum1:Huella>`), `<sum1:Huella>${other}</sum1:Huella>`));
    expect(report.break).toMatchObject({ index: 700, field: "Huella", expected: fingerprint, found: other });
  });

  it("finds a record whose link names another predecessor (a field its own fingerprint does not cover)", () => {
    // Record 300 (CH-00301) made to name CH-00299 as its predecessor: only the link check can see it.
    const copy = [...records];
    const forged = copy[300]!.replace(`<sum1:NumSerieFactura>CH-00300</sum1:NumSerieFactura>`, `<sum1:NumSerieFactura>CH-00299</sum1:NumSerieFactura>`);
    expect(forged).not.toBe(copy[300]);
    copy[300] = forged;
    const report = verifyChain(copy);
    expect(report.break).toMatchObject({ index: 300, field: "Encadenamiento/RegistroAnterior/NumSerieFactura", expected: "CH-00300", found: "CH-00299" });
  });

  it("finds a record left out where the chain resumes", () => {
    const report = verifyChain([...records.slice(0, 400), ...records.slice(401)]);
    expect(report.break).toMatchObject({ index: 400, field: "Encadenamiento/RegistroAnterior/NumSerieFactura", expected: "CH-00400", found: "CH-00401" });
  });
});

describe("cancellations and events chain too", () => {
  it("chains a cancellation after registrations, and verifies", async () => {
    const first = await engine.toXML(invoice(1, 2), { format: "verifactu", options: { system, timestamp: "2025-03-02T10:00:00+01:00" } });
    const cancel = await engine.toXML(invoice(1, 2), { format: "verifactu", options: { system, timestamp: "2025-03-02T10:05:00+01:00", previous: first.details!.chain, cancel: true } });
    expect(cancel.xml).toContain("<sum1:RegistroAnulacion>");
    expect(cancel.details).not.toHaveProperty("qr");
    expect(verifyChain([first.xml, cancel.xml])).toEqual({ ok: true, records: 2 });
    const tampered = cancel.xml.replace("<sum1:NumSerieFacturaAnulada>CH-00001<", "<sum1:NumSerieFacturaAnulada>CH-00002<");
    expect(verifyChain([first.xml, tampered]).break).toMatchObject({ index: 1, record: "RegistroAnulacion", field: "Huella" });
  });

  it("chains event records by their type, time and fingerprint", async () => {
    const status = (key: string) => ({
      $schema: "https://gobl.org/draft-0/bill/status",
      $regime: "ES",
      $addons: ["es-verifactu-v1"],
      type: "system",
      issue_date: "2025-03-02",
      code: "EV-1",
      supplier: { name: "Chain Supplier S.L.", tax_id: { country: "ES", code: "B85905495" } },
      lines: [{ key: "other", meta: { "verifactu-event": key } }],
    });
    const written: string[] = [];
    let previous: unknown;
    for (const [i, key] of ["system-startup", "backup-restoration", "system-shutdown"].entries()) {
      const out = await engine.toXML(status(key), { format: "verifactu", options: { system, timestamp: `2025-03-02T1${i}:00:00+01:00`, ...(previous ? { previous } : {}) } });
      written.push(out.xml);
      previous = out.details!.chain;
    }
    expect(written[0]).toContain("<sf:PrimerEvento>S</sf:PrimerEvento>");
    expect(previous).toMatchObject({ event_type: "02", timestamp: "2025-03-02T12:00:00+01:00" });
    expect(verifyChain(written)).toEqual({ ok: true, records: 3 });
    const tampered = written[1]!.replace("<sf:TipoEvento>07</sf:TipoEvento>", "<sf:TipoEvento>90</sf:TipoEvento>");
    expect(verifyChain([written[0]!, tampered, written[2]!]).break).toMatchObject({ index: 1, record: "RegistroEvento", field: "HuellaEvento" });
  });
});
