/**
 * The fingerprint (huella) of each record, as the AEAT specifies it
 * ("Detalle de las especificaciones técnicas para generación de la huella o
 * hash de los registros"): SHA-256 over `name=value` pairs joined by `&`,
 * in a fixed order, the values as the record writes them (trimmed), the
 * previous record's fingerprint among them so that the records form a
 * chain; written in upper-case hex. An empty value (the first record's
 * previous fingerprint) stays as `name=`. Confirmed against the reference
 * records' fingerprints.
 */
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";

/** The fields of a registration record (RegistroAlta) its fingerprint covers. */
export interface RegistrationFields {
  IDEmisorFactura: string;
  NumSerieFactura: string;
  FechaExpedicionFactura: string;
  TipoFactura: string;
  CuotaTotal: string;
  ImporteTotal: string;
  /** The previous record's fingerprint; "" for the first record. */
  Huella: string;
  FechaHoraHusoGenRegistro: string;
}

/** The fields of a cancellation record (RegistroAnulacion) its fingerprint covers. */
export interface CancellationFields {
  IDEmisorFacturaAnulada: string;
  NumSerieFacturaAnulada: string;
  FechaExpedicionFacturaAnulada: string;
  Huella: string;
  FechaHoraHusoGenRegistro: string;
}

/**
 * The fields of an event record (RegistroEvento) its fingerprint covers:
 * the system's producer (its NIF, or its other ID), the system, the
 * taxpayer, the event, the previous event's fingerprint and the time.
 */
export interface EventFields {
  ProducerNIF: string;
  ProducerID: string;
  IdSistemaInformatico: string;
  Version: string;
  NumeroInstalacion: string;
  ObligadoNIF: string;
  TipoEvento: string;
  HuellaEvento: string;
  FechaHoraHusoGenEvento: string;
}

function hash(pairs: [string, string][]): string {
  const text = pairs.map(([name, value]) => `${name}=${value.trim()}`).join("&");
  return bytesToHex(sha256(utf8ToBytes(text))).toUpperCase();
}

export function registrationFingerprint(f: RegistrationFields): string {
  return hash([
    ["IDEmisorFactura", f.IDEmisorFactura],
    ["NumSerieFactura", f.NumSerieFactura],
    ["FechaExpedicionFactura", f.FechaExpedicionFactura],
    ["TipoFactura", f.TipoFactura],
    ["CuotaTotal", f.CuotaTotal],
    ["ImporteTotal", f.ImporteTotal],
    ["Huella", f.Huella],
    ["FechaHoraHusoGenRegistro", f.FechaHoraHusoGenRegistro],
  ]);
}

export function cancellationFingerprint(f: CancellationFields): string {
  return hash([
    ["IDEmisorFacturaAnulada", f.IDEmisorFacturaAnulada],
    ["NumSerieFacturaAnulada", f.NumSerieFacturaAnulada],
    ["FechaExpedicionFacturaAnulada", f.FechaExpedicionFacturaAnulada],
    ["Huella", f.Huella],
    ["FechaHoraHusoGenRegistro", f.FechaHoraHusoGenRegistro],
  ]);
}

export function eventFingerprint(f: EventFields): string {
  // The specification names the producer's NIF and the taxpayer's both `NIF`.
  return hash([
    ["NIF", f.ProducerNIF],
    ["ID", f.ProducerID],
    ["IdSistemaInformatico", f.IdSistemaInformatico],
    ["Version", f.Version],
    ["NumeroInstalacion", f.NumeroInstalacion],
    ["NIF", f.ObligadoNIF],
    ["TipoEvento", f.TipoEvento],
    ["HuellaEvento", f.HuellaEvento],
    ["FechaHoraHusoGenEvento", f.FechaHoraHusoGenEvento],
  ]);
}
