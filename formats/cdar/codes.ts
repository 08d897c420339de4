/**
 * The codes of France's CDAR lifecycle messages (CDV, "compte rendu de vie",
 * XP Z12-012 annex A) as gobl.cii writes and reads them: the namespace, the
 * two guidelines (to a party, to the PPF), the acknowledgement's type by
 * process condition code, the referenced document's status code and the
 * process condition's label, and the fixed party of the public portal.
 */
import { NAMESPACES as CII_NAMESPACES } from "../cii/namespaces.ts";

/** The CDAR root's namespace; the ram, qdt and udt vocabularies are CII's. */
export const NAMESPACES = {
  rsm: "urn:un:unece:uncefact:data:standard:CrossDomainAcknowledgementAndResponse:100",
  ram: CII_NAMESPACES.ram,
  qdt: CII_NAMESPACES.qdt,
  udt: CII_NAMESPACES.udt,
} as const;

export const ROOT_NAME = "CrossDomainAcknowledgementAndResponse";

/** MDT-3: the guideline of a CDV to a party (treatment phase) and of a copy to the PPF (einvoicingF2). */
export const GUIDELINE_INVOICE = "urn.cpro.gouv.fr:1p0:CDV:invoice";
export const GUIDELINE_PPF = "urn.cpro.gouv.fr:1p0:CDV:einvoicingF2";
/** MDT-2: the business process of a CDV to a party; a copy to the PPF has none. */
export const BUSINESS_PROCESS_REGULATED = "REGULATED";

/** The addon whose extensions carry the CDAR codes. */
export const FLOW6_ADDON = "fr-ctc-flow6-v1";
export const EXT_STATUS = "fr-ctc-flow6-status";
export const EXT_ROLE = "fr-ctc-flow6-role";
export const EXT_REASON = "fr-ctc-flow6-reason";
export const EXT_ACTION = "fr-ctc-flow6-action";
export const EXT_CONDITION = "fr-ctc-flow6-condition";
export const EXT_SCHEME = "iso-scheme-id";
export const EXT_DOCUMENT_TYPE = "untdid-document-type";

/** UNTDID 2379 date format 204, CCYYMMDDHHMMSS (102, CCYYMMDD, is CII's: formats/cii/xml.ts). */
export const FORMAT_DATE_TIME = "204";

export const SCHEME_SIREN = "0002";
/** ISO 6523 scheme of the platforms' matricules (PA and PPF). */
export const SCHEME_PLATFORM = "0238";
export const ROLE_PLATFORM = "WK";
export const ROLE_PPF = "DFH";
export const ROLE_SELLER = "SE";
export const ROLE_BUYER = "BY";
/** The public portal's matricule: the single recipient of a copy to the PPF (BR-FR-CDV-02). */
export const PPF_MATRICULE = "9998";

/** The payment process codes: a bill/payment, not a bill/status. */
export const PAYMENT_ADVICE = "211";
export const PAYMENT_RECEIPT = "212";

/**
 * MDT-77: the acknowledgement's type by the phase of its process code:
 * the platform's transmission statuses (200-203, 213) are 305, the
 * parties' treatment statuses and payments 23.
 */
const TRANSMISSION_CODES = new Set(["200", "201", "202", "203", "213"]);
export function acknowledgementType(processCode: string): string {
  return TRANSMISSION_CODES.has(processCode) ? "305" : "23";
}

/** Process codes declared by the invoice's buyer: the customer issues the CDV to the supplier. */
export const BUYER_ISSUED = new Set(["204", "205", "206", "207", "208", "210"]);
/** Complétée is declared by the seller to the buyer. */
export const SELLER_ISSUED = "209";

/** MDT-88 (UNTDID 1373): the referenced document's status, for the process codes the official samples pair with one. */
export const REFERENCE_STATUS = new Map([
  ["200", "10"],
  ["202", "43"],
  ["203", "48"],
  ["204", "45"],
  ["205", "1"],
  ["207", "46"],
  ["211", "47"],
  ["212", "47"],
]);

/** MDT-106: the process condition's label, written as the official samples write it. */
export const PROCESS_CONDITION = new Map([
  ["200", "Déposée"],
  ["201", "Émise_par_la_plateforme"],
  ["202", "Reçue"],
  ["203", "Mise_à_disposition"],
  ["204", "Prise_en_charge"],
  ["205", "Approuvée"],
  ["206", "Approuvée_partiellement"],
  ["207", "En_litige"],
  ["208", "Suspendue"],
  ["209", "Complétée"],
  ["210", "Refusée"],
  ["211", "Paiement_transmis"],
  ["212", "Encaissée"],
  ["213", "Rejetée"],
]);

/** MDT-207 on a status: the characteristic types a reason's fault code is written as; other codes go in its name. */
export const STATUS_CHARACTERISTICS = new Set(["CBB", "DIV", "DVA", "MAJ", "MAP", "MAPTTC", "MNA", "MNATTC", "ESC", "RAB", "REM"]);
/** MDT-207 on a payment: the amount cashed (MEN), paid (MPA) and still due (RAP). */
export const AMOUNT_RECEIVED = "MEN";
export const AMOUNT_PAID = "MPA";
export const AMOUNT_REMAINING = "RAP";
