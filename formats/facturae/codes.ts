/** FacturaE 3.2.2's code lists, as far as a GOBL invoice fills them. */

export const NAMESPACE = "http://www.facturae.gob.es/formato/Versiones/Facturaev3_2_2.xml";
export const SCHEMA_VERSION = "3.2.2";
/** One invoice per file: FacturaE's "individual" modality. */
export const MODALITY_INDIVIDUAL = "I";
export const ISSUER_SELLER = "EM";
export const ISSUER_THIRD_PARTY = "TE";

/** TaxTypeCode by GOBL tax category (FacturaE's list has more; GOBL's Spanish regime has these). */
export const TAX_TYPE_CODES: ReadonlyMap<string, string> = new Map([
  ["VAT", "01"],
  ["IPSI", "02"], // Ceuta and Melilla
  ["IGIC", "03"], // Canary Islands
  ["IRPF", "04"],
]);

/** PaymentMeans by GOBL payment means key. */
export const PAYMENT_MEANS_CODES: ReadonlyMap<string, string> = new Map([
  ["cash", "01"],
  ["direct-debit", "02"],
  ["credit-transfer", "04"],
  ["online", "13"],
  ["card", "19"],
]);

/** CorrectionMethod and its Spanish description, by the rectifying invoice's type (gobl.facturae's choice). */
export const CORRECTION_METHODS: ReadonlyMap<string, { code: string; description: string }> = new Map([
  ["corrective", { code: "01", description: "Rectificación íntegra" }],
  ["credit-note", { code: "02", description: "Rectificación por diferencias" }],
  ["debit-note", { code: "02", description: "Rectificación por diferencias" }],
]);
/** Any other type: corrected as authorised by the Tax Agency. */
export const CORRECTION_METHOD_OTHER = { code: "04", description: "Autorizadas por la Agencia Tributaria" };

/** Administrative centre roles (FACe): accounting office, managing body, processing unit. */
export const CENTRE_ROLE_ACCOUNTING = "01";
export const CENTRE_ROLE_MANAGING = "02";
export const CENTRE_ROLE_PROCESSING = "03";

/**
 * First characters of a Spanish tax number that name a natural person (DNI
 * digits, K, L, M, and the NIE's X, Y, Z); any other names a legal entity.
 */
export const PERSON_FIRST_CHARACTERS = new Set([..."0123456789KLMXYZ"]);

/** FacturaE's residence types: resident in Spain, in another EU state, elsewhere. */
export const RESIDENT = "R";
export const EU_RESIDENT = "U";
export const FOREIGN_RESIDENT = "E";
