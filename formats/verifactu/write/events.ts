/**
 * RegistroEvento: the event record a NO VERI*FACTU system keeps (its start
 * and stop, anomaly checks and findings, exports, restorations, summaries),
 * from a `bill/status` of type `system` with the es-verifactu-v1 addon and
 * one line naming the event. GOBL v0.502 knows none of these events as a
 * status line key: a line names it in its meta (`verifactu-event`) under
 * the key `other`, or by its complement's schema
 * (`https://verifactu.gobl.org/v0/<event>`); a newer GOBL's own key (say
 * `system-startup`) is taken as well. The complement gives the event's own
 * data (DatosPropiosEvento); a note the free text (OtrosDatosEvento).
 */
import type { Envelope, WrittenXML } from "../../../engine/index.ts";
import { list, type JSONObject } from "../../common/document-json.ts";
import type { WritingRefusals } from "../../common/refusals.ts";
import { xmlWriter, type XMLNode } from "../../common/xml-tree.ts";
import { EVENT_COMPLEMENT_PREFIX, EVENT_META_KEY, EVENT_TYPES, FINGERPRINT_TYPE, NO, NS_EVENTS, RECORD_VERSION, YES } from "../codes.ts";
import { eventFingerprint } from "../fingerprint.ts";
import type { RecordOptions } from "../options.ts";
import { eventChain } from "./chain.ts";
import { issuerNif, issuerNode } from "./parties.ts";
import { systemNode } from "./system.ts";
import { recordDate, verifactuRefusals } from "./values.ts";

const p = "sf:";
const write = xmlWriter("  ");

/** The event a status line names, by name (`system-startup`), or undefined. */
function eventName(line: JSONObject): string | undefined {
  const meta = line.meta?.[EVENT_META_KEY];
  if (typeof meta === "string") return meta;
  const schema = list<JSONObject>(line.complements).map((c) => c.$schema).find((s) => typeof s === "string" && s.startsWith(EVENT_COMPLEMENT_PREFIX));
  if (schema) return schema.slice(EVENT_COMPLEMENT_PREFIX.length);
  return typeof line.key === "string" ? line.key : undefined;
}

/** Reads a complement's members, refusing (at their path) the ones missing or of the wrong kind: the complement is the caller's, unchecked by the engine. */
class ComplementReader {
  constructor(
    private readonly data: JSONObject,
    private readonly path: string,
    private readonly refusals: WritingRefusals,
  ) {}

  at(name: string): ComplementReader {
    const value = this.data[name];
    if (value === null || typeof value !== "object" || Array.isArray(value)) {
      this.refusals.missing(`${this.path}.${name}`, "must be an object");
      return new ComplementReader({}, `${this.path}.${name}`, this.refusals);
    }
    return new ComplementReader(value as JSONObject, `${this.path}.${name}`, this.refusals);
  }

  has(name: string): boolean {
    return this.data[name] !== undefined;
  }

  text(name: string, pattern?: RegExp): string {
    const value = this.data[name];
    if (typeof value !== "string" || value === "" || (pattern && !pattern.test(value))) {
      this.refusals.missing(`${this.path}.${name}`, pattern ? `must be text matching ${pattern}` : "must be non-empty text");
      return "";
    }
    return value;
  }

  count(name: string): string {
    const value = this.data[name];
    if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 0) {
      this.refusals.missing(`${this.path}.${name}`, "must be a whole number of at least 0");
      return "0";
    }
    return String(value);
  }

  flag(name: string): string {
    const value = this.data[name];
    if (value === undefined) return NO;
    if (typeof value !== "boolean") this.refusals.missing(`${this.path}.${name}`, "must be true or false");
    return value === true ? YES : NO;
  }

  /** An amount stated as decimal text (SumaCuotaTotalAlta), never parsed as a float. */
  amount(name: string): string {
    return this.text(name, /^-?\d{1,12}(\.\d{1,2})?$/);
  }

  /** S or N: whether the exported records stop being kept. */
  yesNo(name: string): string {
    return this.text(name, /^[SN]$/);
  }

  list(name: string): ComplementReader[] {
    const value = this.data[name];
    if (!Array.isArray(value)) {
      this.refusals.missing(`${this.path}.${name}`, "must be a list");
      return [];
    }
    return value.map((item, i) => new ComplementReader(item && typeof item === "object" ? (item as JSONObject) : {}, `${this.path}.${name}[${i}]`, this.refusals));
  }
}

const FINGERPRINT = /^[0-9A-F]{64}$/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const EVENT_CODE = /^(0[1-9]|10|90)$/;

/** An invoice record named by an event (issuer, number, date and, when `withFingerprint`, its fingerprint). */
function invoiceRef(r: ComplementReader, withFingerprint: boolean): XMLNode {
  return {
    [`${p}IDEmisorFactura`]: r.text("issuer_tax_code"),
    [`${p}NumSerieFactura`]: r.text("code"),
    [`${p}FechaExpedicionFactura`]: recordDate(r.text("issue_date", DATE)),
    ...(withFingerprint ? { [`${p}Huella`]: r.text("fingerprint", FINGERPRINT) } : {}),
  };
}

/** An event record named by another event. */
function eventRef(r: ComplementReader): XMLNode {
  return {
    [`${p}TipoEvento`]: r.text("type", EVENT_CODE),
    [`${p}FechaHoraHusoEvento`]: r.text("timestamp", TIMESTAMP),
    [`${p}HuellaEvento`]: r.text("fingerprint", FINGERPRINT),
  };
}

/** A check's flag and, when it was made and counted, how many records it went over. */
function check(r: ComplementReader, flagName: string, countName: string, done: string, counted: string): XMLNode {
  const made = r.flag(flagName);
  return { [`${p}${done}`]: made, [`${p}${counted}`]: made === YES && r.has(countName) ? r.count(countName) : undefined };
}

/** DatosPropiosEvento for the events that carry their own data. */
function ownData(name: string, r: ComplementReader, description: string | undefined): XMLNode | undefined {
  switch (name) {
    case "invoice-anomaly-launch":
      return {
        [`${p}LanzamientoProcesoDeteccionAnomaliasRegFacturacion`]: {
          ...check(r, "fingerprint_check", "fingerprint_count", "RealizadoProcesoSobreIntegridadHuellasRegFacturacion", "NumeroDeRegistrosFacturacionProcesadosSobreIntegridadHuellas"),
          ...check(r, "signature_check", "signature_count", "RealizadoProcesoSobreIntegridadFirmasRegFacturacion", "NumeroDeRegistrosFacturacionProcesadosSobreIntegridadFirmas"),
          ...check(r, "chain_check", "chain_count", "RealizadoProcesoSobreTrazabilidadCadenaRegFacturacion", "NumeroDeRegistrosFacturacionProcesadosSobreTrazabilidadCadena"),
          ...check(r, "date_check", "date_count", "RealizadoProcesoSobreTrazabilidadFechasRegFacturacion", "NumeroDeRegistrosFacturacionProcesadosSobreTrazabilidadFechas"),
        },
      };
    case "event-anomaly-launch":
      return {
        [`${p}LanzamientoProcesoDeteccionAnomaliasRegEvento`]: {
          ...check(r, "fingerprint_check", "fingerprint_count", "RealizadoProcesoSobreIntegridadHuellasRegEvento", "NumeroDeRegistrosEventoProcesadosSobreIntegridadHuellas"),
          ...check(r, "signature_check", "signature_count", "RealizadoProcesoSobreIntegridadFirmasRegEvento", "NumeroDeRegistrosEventoProcesadosSobreIntegridadFirmas"),
          ...check(r, "chain_check", "chain_count", "RealizadoProcesoSobreTrazabilidadCadenaRegEvento", "NumeroDeRegistrosEventoProcesadosSobreTrazabilidadCadena"),
          ...check(r, "date_check", "date_count", "RealizadoProcesoSobreTrazabilidadFechasRegEvento", "NumeroDeRegistrosEventoProcesadosSobreTrazabilidadFechas"),
        },
      };
    case "invoice-anomaly":
      return {
        [`${p}DeteccionAnomaliasRegFacturacion`]: {
          [`${p}TipoAnomalia`]: r.text("type", /^\d{2}$/),
          [`${p}OtrosDatosAnomalia`]: description,
          [`${p}RegistroFacturacionAnomalo`]: r.has("invoice") ? invoiceRef(r.at("invoice"), false) : undefined,
        },
      };
    case "event-anomaly":
      return {
        [`${p}DeteccionAnomaliasRegEvento`]: {
          [`${p}TipoAnomalia`]: r.text("type", /^\d{2}$/),
          [`${p}OtrosDatosAnomalia`]: description,
          [`${p}RegEventoAnomalo`]: r.has("event") ? eventRef(r.at("event")) : undefined,
        },
      };
    case "invoice-export":
      return {
        [`${p}ExportacionRegFacturacionPeriodo`]: {
          [`${p}FechaHoraHusoInicioPeriodoExport`]: r.text("start", TIMESTAMP),
          [`${p}FechaHoraHusoFinPeriodoExport`]: r.text("end", TIMESTAMP),
          [`${p}RegistroFacturacionInicialPeriodo`]: invoiceRef(r.at("first"), true),
          [`${p}RegistroFacturacionFinalPeriodo`]: invoiceRef(r.at("last"), true),
          [`${p}NumeroDeRegistrosFacturacionAltaExportados`]: r.count("registration_count"),
          [`${p}SumaCuotaTotalAlta`]: r.amount("tax_total"),
          [`${p}SumaImporteTotalAlta`]: r.amount("amount_total"),
          [`${p}NumeroDeRegistrosFacturacionAnulacionExportados`]: r.count("cancellation_count"),
          [`${p}RegistrosFacturacionExportadosDejanDeConservarse`]: r.yesNo("discarded"),
        },
      };
    case "event-export":
      return {
        [`${p}ExportacionRegEventoPeriodo`]: {
          [`${p}FechaHoraHusoInicioPeriodoExport`]: r.text("start", TIMESTAMP),
          [`${p}FechaHoraHusoFinPeriodoExport`]: r.text("end", TIMESTAMP),
          [`${p}RegistroEventoInicialPeriodo`]: eventRef(r.at("first")),
          [`${p}RegistroEventoFinalPeriodo`]: eventRef(r.at("last")),
          [`${p}NumeroDeRegEventoExportados`]: r.count("count"),
          [`${p}RegEventoExportadosDejanDeConservarse`]: r.yesNo("discarded"),
        },
      };
    case "event-summary":
      return {
        [`${p}ResumenEventos`]: {
          [`${p}TipoEvento`]: r.list("events").map((e) => ({ [`${p}TipoEvento`]: e.text("type", EVENT_CODE), [`${p}NumeroDeEventos`]: e.count("count") })),
          [`${p}RegistroFacturacionInicialPeriodo`]: r.has("first_invoice") ? invoiceRef(r.at("first_invoice"), true) : undefined,
          [`${p}RegistroFacturacionFinalPeriodo`]: r.has("last_invoice") ? invoiceRef(r.at("last_invoice"), true) : undefined,
          [`${p}NumeroDeRegistrosFacturacionAltaGenerados`]: r.count("registration_count"),
          [`${p}SumaCuotaTotalAlta`]: r.amount("tax_total"),
          [`${p}SumaImporteTotalAlta`]: r.amount("amount_total"),
          [`${p}NumeroDeRegistrosFacturacionAnulacionGenerados`]: r.count("cancellation_count"),
        },
      };
    default:
      return undefined;
  }
}

/** The events whose record needs their complement's data. */
const WITH_DATA = new Set(["invoice-anomaly-launch", "event-anomaly-launch", "invoice-anomaly", "event-anomaly", "invoice-export", "event-export", "event-summary"]);

export function writeEventRecord(envelope: Envelope, options: RecordOptions): WrittenXML {
  const doc = envelope.doc as JSONObject;
  const refusals = verifactuRefusals();
  if (doc.type !== "system") refusals.unsupported("$.doc.type", "VERI*FACTU event records come from a status of type system");
  const issuer = issuerNif(doc.supplier, "$.doc.supplier", refusals);
  const lines = list<JSONObject>(doc.lines);
  if (lines.length !== 1) refusals.unsupported("$.doc.lines", "an event record is of one event: the status needs exactly one line");
  const line = lines[0] ?? {};
  const name = eventName(line) ?? "";
  const eventType = EVENT_TYPES.get(name);
  if (!eventType) {
    refusals.unsupported("$.doc.lines[0].key", `not a VERI*FACTU event: name one of ${[...EVENT_TYPES.keys()].join(", ")} (in the line's meta "${EVENT_META_KEY}")`);
  }
  let data: XMLNode | undefined;
  if (WITH_DATA.has(name)) {
    const index = list<JSONObject>(line.complements).findIndex((c) => c.$schema === `${EVENT_COMPLEMENT_PREFIX}${name}`);
    if (index < 0) refusals.missing("$.doc.lines[0].complements", `the ${name} event needs its data: a complement of schema ${EVENT_COMPLEMENT_PREFIX}${name}`);
    else data = ownData(name, new ComplementReader(line.complements[index], `$.doc.lines[0].complements[${index}]`, refusals), line.description);
  }
  refusals.throwIfAny();

  const chain = eventChain(p, options.previous);
  const fingerprint = eventFingerprint({
    ProducerNIF: options.system.nif,
    ProducerID: "",
    IdSistemaInformatico: options.system.softwareId,
    Version: options.system.version,
    NumeroInstalacion: options.system.installation,
    ObligadoNIF: issuer,
    TipoEvento: eventType!,
    HuellaEvento: chain.previousFingerprint,
    FechaHoraHusoGenEvento: options.timestamp,
  });
  const otherData = list<JSONObject>(doc.notes).find((n) => n.text)?.text;
  const xml = write("sf:RegistroEvento", {
    "@_xmlns:sf": NS_EVENTS,
    [`${p}IDVersion`]: RECORD_VERSION,
    [`${p}Evento`]: {
      [`${p}SistemaInformatico`]: systemNode(p, options.system),
      [`${p}ObligadoEmision`]: issuerNode(p, doc.supplier, issuer),
      [`${p}FechaHoraHusoGenEvento`]: options.timestamp,
      [`${p}TipoEvento`]: eventType!,
      [`${p}DatosPropiosEvento`]: data,
      [`${p}OtrosDatosEvento`]: otherData ? String(otherData).slice(0, 100) : undefined,
      [`${p}Encadenamiento`]: chain.node,
      [`${p}TipoHuella`]: FINGERPRINT_TYPE,
      [`${p}HuellaEvento`]: fingerprint,
    },
  });
  const link = { event_type: eventType!, timestamp: options.timestamp, fingerprint };
  return { xml, details: { fingerprint, chain: link } };
}
