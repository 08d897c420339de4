/**
 * VERI*FACTU's fixed texts and code lists, as the AEAT publishes them
 * (SuministroLR.xsd, SuministroInformacion.xsd, EventosSIF.xsd and the
 * Orden HAC/1177/2024's lists): the namespaces, the record version, the
 * fingerprint type and the codes the writers turn GOBL's model into.
 */

/** The SOAP 1.1 envelope the AEAT's web service takes the registration and cancellation records in. */
export const NS_SOAP = "http://schemas.xmlsoap.org/soap/envelope/";
const AEAT_WS = "https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/";
/** RegFactuSistemaFacturacion, the request that carries the records (prefix `sum`). */
export const NS_LR = `${AEAT_WS}SuministroLR.xsd`;
/** The records themselves (prefix `sum1`). */
export const NS_INFO = `${AEAT_WS}SuministroInformacion.xsd`;
/** The event records of a NO VERI*FACTU system (prefix `sf`). */
export const NS_EVENTS = `${AEAT_WS}EventosSIF.xsd`;
export const NS_DSIG = "http://www.w3.org/2000/09/xmldsig#";

/** IDVersion: the version of the records' structure. */
export const RECORD_VERSION = "1.0";
/** TipoHuella 01: SHA-256, the only fingerprint type the AEAT lists (L12). */
export const FINGERPRINT_TYPE = "01";
/** The schemas' yes/no flags. */
export const YES = "S";
export const NO = "N";

/** The country whose NIF the issuer must have. */
export const HOME_COUNTRY = "ES";
/** The currency every amount of a record is in. */
export const RECORD_CURRENCY = "EUR";

/** Impuesto (L1): the tax a breakdown line is of, by GOBL's category code. Retained taxes (IRPF) are not recorded. */
export const TAX_CODES: ReadonlyMap<string, string> = new Map([["VAT", "01"], ["IPSI", "02"], ["IGIC", "03"]]);

/** IDType (L7) for a foreign party with a tax ID: an EU VAT number (VIES), or any other country's. */
export const ID_TYPE_EU_VAT = "02";
export const ID_TYPE_FOREIGN = "04";

/** The EU member states, whose VAT numbers go as NIF-IVA (02) with their country prefix. */
export const EU_COUNTRIES: ReadonlySet<string> = new Set([
  "AT", "BE", "BG", "CY", "CZ", "DE", "DK", "EE", "ES", "FI", "FR", "GR", "HR", "HU", "IE", "IT", "LT", "LU", "LV", "MT", "NL", "PL", "PT", "RO", "SE", "SI", "SK",
]);
/** The VAT prefix of a member state where it differs from its ISO code (Greece's EL). */
export const VAT_PREFIX: ReadonlyMap<string, string> = new Map([["GR", "EL"]]);

/** The charge key of an outlay (suplido): paid in the customer's name, not part of the invoice's amount (ImporteTotal). */
export const OUTLAY_CHARGE_KEY = "outlay";
/** The GOBL invoice type whose amounts a record states negated (a credit note, TipoRectificativa I). */
export const CREDIT_NOTE = "credit-note";

/** The addon's extensions the records read. */
export const EXT = {
  docType: "es-verifactu-doc-type",
  correctionType: "es-verifactu-correction-type",
  opClass: "es-verifactu-op-class",
  exempt: "es-verifactu-exempt",
  regime: "es-verifactu-regime",
  identityType: "es-verifactu-identity-type",
  simplifiedArt7273: "es-verifactu-simplified-art7273",
  issuerType: "es-verifactu-issuer-type",
} as const;
/** TipoRectificativa S: by substitution, the record states the corrected invoices' amounts (ImporteRectificacion). */
export const CORRECTION_SUBSTITUTION = "S";
/** Invoice types without an identified recipient (simplified invoices). */
export const SIMPLIFIED_TYPES: ReadonlySet<string> = new Set(["F2", "R5"]);

/**
 * TipoEvento (L2E), by the name GOBL's newer status lines give an event
 * (their key, or their complement's schema name). A v0.502 status line
 * names it in its meta (`verifactu-event`), its key being `other`.
 */
export const EVENT_TYPES: ReadonlyMap<string, string> = new Map([
  ["system-startup", "01"],
  ["system-shutdown", "02"],
  ["invoice-anomaly-launch", "03"],
  ["invoice-anomaly", "04"],
  ["event-anomaly-launch", "05"],
  ["event-anomaly", "06"],
  ["backup-restoration", "07"],
  ["invoice-export", "08"],
  ["event-export", "09"],
  ["event-summary", "10"],
  ["other", "90"],
]);
/** The line meta key naming the event of a v0.502 status line. */
export const EVENT_META_KEY = "verifactu-event";
/** The schema address prefix of the events' complements. */
export const EVENT_COMPLEMENT_PREFIX = "https://verifactu.gobl.org/v0/";
