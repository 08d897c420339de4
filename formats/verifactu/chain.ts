/**
 * Verifying a chain of written records, as the AEAT (or an auditor) would:
 * each record's fingerprint is recomputed from its own fields and the
 * previous fingerprint it names, and each record's link must name the
 * record before it (its issuer, number, date and fingerprint; for events,
 * its type, time and fingerprint). The first broken link is reported:
 * which record, which field, what was expected and what was found. A
 * chain is of one kind: invoice records (registrations and cancellations)
 * or event records.
 */
import { child, children, path, textAt, xmlReader, type ParsedNode } from "../common/xml-tree.ts";
import { cancellationFingerprint, eventFingerprint, registrationFingerprint } from "./fingerprint.ts";

export interface ChainBreak {
  /** The record's position in the sequence given, from 0. */
  index: number;
  /** RegistroAlta, RegistroAnulacion or RegistroEvento. */
  record: string;
  /** The field found wrong, as a path inside the record (`Huella`, `Encadenamiento/RegistroAnterior/NumSerieFactura`). */
  field: string;
  expected: string;
  found: string;
  message: string;
}

export interface ChainReport {
  ok: boolean;
  /** How many records were checked. */
  records: number;
  /** The first broken link, when there is one. */
  break?: ChainBreak;
}

/** A record's identity in its chain (what the next record's link names) and its checks. */
interface ReadRecord {
  kind: string;
  /** The link members the next record must name, by element name. */
  identity: Record<string, string>;
  /** The link this record names, by element name; undefined for the first record of a chain. */
  link?: Record<string, string>;
  linkPath: string;
  stated: string;
  fingerprintField: string;
  recomputed: string;
}

const reader = xmlReader("VERI*FACTU");
const t = (node: ParsedNode | undefined, ...names: string[]) => textAt(node, ...names) ?? "";

function readInvoiceRecord(kind: string, node: ParsedNode): ReadRecord {
  const anterior = path(node, "Encadenamiento", "RegistroAnterior");
  const link = anterior
    ? { IDEmisorFactura: t(anterior, "IDEmisorFactura"), NumSerieFactura: t(anterior, "NumSerieFactura"), FechaExpedicionFactura: t(anterior, "FechaExpedicionFactura"), Huella: t(anterior, "Huella") }
    : undefined;
  const id = child(node, "IDFactura");
  const previous = link?.Huella ?? "";
  const time = t(node, "FechaHoraHusoGenRegistro");
  const identity =
    kind === "RegistroAlta"
      ? { IDEmisorFactura: t(id, "IDEmisorFactura"), NumSerieFactura: t(id, "NumSerieFactura"), FechaExpedicionFactura: t(id, "FechaExpedicionFactura") }
      : { IDEmisorFactura: t(id, "IDEmisorFacturaAnulada"), NumSerieFactura: t(id, "NumSerieFacturaAnulada"), FechaExpedicionFactura: t(id, "FechaExpedicionFacturaAnulada") };
  const recomputed =
    kind === "RegistroAlta"
      ? registrationFingerprint({ ...identity, TipoFactura: t(node, "TipoFactura"), CuotaTotal: t(node, "CuotaTotal"), ImporteTotal: t(node, "ImporteTotal"), Huella: previous, FechaHoraHusoGenRegistro: time })
      : cancellationFingerprint({
          IDEmisorFacturaAnulada: identity.IDEmisorFactura,
          NumSerieFacturaAnulada: identity.NumSerieFactura,
          FechaExpedicionFacturaAnulada: identity.FechaExpedicionFactura,
          Huella: previous,
          FechaHoraHusoGenRegistro: time,
        });
  const stated = t(node, "Huella");
  return { kind, identity: { ...identity, Huella: stated }, link, linkPath: "Encadenamiento/RegistroAnterior", stated, fingerprintField: "Huella", recomputed };
}

function readEventRecord(evento: ParsedNode): ReadRecord {
  const anterior = path(evento, "Encadenamiento", "EventoAnterior");
  const link = anterior ? { TipoEvento: t(anterior, "TipoEvento"), FechaHoraHusoGenEvento: t(anterior, "FechaHoraHusoGenEvento"), HuellaEvento: t(anterior, "HuellaEvento") } : undefined;
  const system = child(evento, "SistemaInformatico");
  const stated = t(evento, "HuellaEvento");
  const recomputed = eventFingerprint({
    ProducerNIF: t(system, "NIF"),
    ProducerID: t(system, "IDOtro", "ID"),
    IdSistemaInformatico: t(system, "IdSistemaInformatico"),
    Version: t(system, "Version"),
    NumeroInstalacion: t(system, "NumeroInstalacion"),
    ObligadoNIF: t(evento, "ObligadoEmision", "NIF"),
    TipoEvento: t(evento, "TipoEvento"),
    HuellaEvento: link?.HuellaEvento ?? "",
    FechaHoraHusoGenEvento: t(evento, "FechaHoraHusoGenEvento"),
  });
  const identity = { TipoEvento: t(evento, "TipoEvento"), FechaHoraHusoGenEvento: t(evento, "FechaHoraHusoGenEvento"), HuellaEvento: stated };
  return { kind: "RegistroEvento", identity, link, linkPath: "Encadenamiento/EventoAnterior", stated, fingerprintField: "HuellaEvento", recomputed };
}

/** The records of one written text: a RegFactuSistemaFacturacion request's (in or out of its SOAP envelope), or an event record. */
export function readRecords(xml: string): ReadRecord[] {
  const { name, node } = reader.parse(xml);
  const local = name.slice(name.indexOf(":") + 1);
  if (local === "RegistroEvento") return children(node, "Evento").map(readEventRecord);
  const request = local === "Envelope" ? path(node, "Body", "RegFactuSistemaFacturacion") : local === "RegFactuSistemaFacturacion" ? node : undefined;
  if (!request) return reader.refuse(`not a VERI*FACTU record: its root is ${name}`);
  return children(request, "RegistroFactura").flatMap((holder) => [
    ...children(holder, "RegistroAlta").map((n) => readInvoiceRecord("RegistroAlta", n)),
    ...children(holder, "RegistroAnulacion").map((n) => readInvoiceRecord("RegistroAnulacion", n)),
  ]);
}

/**
 * Verifies a chain of written records, in the order they were written: the
 * texts as written (a text may hold several records). The first record may
 * link to a record not given (a chain verified from its middle); every
 * later one must link to the one before it.
 */
export function verifyChain(texts: Iterable<string>): ChainReport {
  const records = [...texts].flatMap(readRecords);
  for (let index = 0; index < records.length; index++) {
    const record = records[index]!;
    if (record.recomputed !== record.stated) {
      return broken(records.length, {
        index,
        record: record.kind,
        field: record.fingerprintField,
        expected: record.recomputed,
        found: record.stated,
        message: `record ${index} (${record.kind}): its fingerprint does not match its fields and its link: a fingerprinted field or the fingerprint was altered`,
      });
    }
    if (index === 0) continue;
    const previous = records[index - 1]!;
    if (!record.link) {
      return broken(records.length, { index, record: record.kind, field: "Encadenamiento", expected: previous.linkPath.split("/")[1]!, found: "first record", message: `record ${index} (${record.kind}) claims to be the first of its chain` });
    }
    for (const [field, expected] of Object.entries(previous.identity)) {
      const found = record.link[field] ?? "";
      if (found !== expected) {
        return broken(records.length, {
          index,
          record: record.kind,
          field: `${record.linkPath}/${field}`,
          expected,
          found,
          message: `record ${index} (${record.kind}) does not link to record ${index - 1}: its ${field} is ${found}, the previous record's ${expected}`,
        });
      }
    }
  }
  return { ok: true, records: records.length };
}

function broken(records: number, link: ChainBreak): ChainReport {
  return { ok: false, records, break: link };
}
