/**
 * Encadenamiento: the link of a record to the previous one of its chain
 * (the caller's options.previous), or PrimerRegistro / PrimerEvento when it
 * is the first. The previous fingerprint it names is also the one the
 * record's own fingerprint covers.
 */
import type { XMLNode } from "../../common/xml-tree.ts";
import { YES } from "../codes.ts";
import { recordDate } from "./values.ts";

/** An invoice record's link (registration or cancellation) and the previous fingerprint it chains to ("" for the first). */
export function invoiceChain(p: string, previous: Record<string, string> | undefined): { node: XMLNode; previousFingerprint: string } {
  if (!previous) return { node: { [`${p}PrimerRegistro`]: YES }, previousFingerprint: "" };
  return {
    node: {
      [`${p}RegistroAnterior`]: {
        [`${p}IDEmisorFactura`]: previous.issuer!,
        [`${p}NumSerieFactura`]: previous.num_series!,
        [`${p}FechaExpedicionFactura`]: recordDate(previous.issue_date!),
        [`${p}Huella`]: previous.fingerprint!,
      },
    },
    previousFingerprint: previous.fingerprint!,
  };
}

/** An event record's link and the previous event's fingerprint ("" for the first). */
export function eventChain(p: string, previous: Record<string, string> | undefined): { node: XMLNode; previousFingerprint: string } {
  if (!previous) return { node: { [`${p}PrimerEvento`]: YES }, previousFingerprint: "" };
  return {
    node: {
      [`${p}EventoAnterior`]: {
        [`${p}TipoEvento`]: previous.event_type!,
        [`${p}FechaHoraHusoGenEvento`]: previous.timestamp!,
        [`${p}HuellaEvento`]: previous.fingerprint!,
      },
    },
    previousFingerprint: previous.fingerprint!,
  };
}
