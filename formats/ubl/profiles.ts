/**
 * The UBL profiles bizdoc writes, after the contexts of GOBL's UBL converter
 * (gobl.ubl's context.go): each fixes the CustomizationID and ProfileID the
 * XML carries.
 */
import type { FormatProfile } from "../../engine/index.ts";
import { isBillingModeShape } from "../../addons/fr/ctc/common/billing-mode.ts";

/** A UBL profile: the engine's profile plus what the XML header carries. */
export interface UBLProfile extends FormatProfile {
  customization: string;
  /** The cbc:ProfileID (business process), when the profile has one. */
  processID?: string;
  /** Peppol BIS allows a single document note: the notes are joined into one. */
  singleNote?: boolean;
  /** The French profiles: the ProfileID is the document's billing mode (fr-ctc-billing-mode), when it has one. */
  billingMode?: boolean;
  /** France extended: the payer (EXT-FR-FE-BG-02) is written, in the payment mandate. */
  payer?: boolean;
  /**
   * ZATCA (Saudi Arabia): the KSA parts of UBL 2.1 — the document's UUID and
   * issue time, the transaction type (KSA-2) on the type code, credit and
   * debit notes as invoices, the VAT total in SAR, line VAT amounts (KSA-11),
   * the reasons of corrections (KSA-10), addresses with building number and
   * district. Not the parts that need a device's state and key (the invoice
   * counter, the previous invoice's hash, the QR code, the signature).
   */
  zatca?: boolean;
  /** Peppol self-billing: only for invoices the customer issues for the supplier (tagged self-billed). */
  selfBilling?: boolean;
  /**
   * Whether a buyer reference or an order reference is required
   * (PEPPOL-EN16931-R003): without either, the order reference `NA` (Peppol's
   * "none") is written. EN 16931 requires neither, so none is made up there.
   */
  orderReferenceRequired?: boolean;
}

const PEPPOL_BILLING_PROCESS = "urn:fdc:peppol.eu:2017:poacc:billing:01:1.0";
const FRANCE_REGULATED_PROCESS = "urn:peppol:france:billing:regulated";

export const EN16931: UBLProfile = {
  key: "en16931",
  name: "EN 16931 (UBL 2.1)",
  addons: [],
  requires: ["eu-en16931-v2017"],
  ruleSets: ["xsd", "en16931"],
  customization: "urn:cen.eu:en16931:2017",
};

export const PEPPOL: UBLProfile = {
  key: "peppol",
  name: "Peppol BIS Billing 3.0",
  // Chosen by naming it (or by reading a Peppol document), as in CII: an EN 16931 invoice without electronic addresses is no Peppol invoice.
  addons: [],
  requires: ["eu-en16931-v2017"],
  ruleSets: ["xsd", "en16931", "peppol"],
  customization: "urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0",
  processID: PEPPOL_BILLING_PROCESS,
  singleNote: true,
  orderReferenceRequired: true,
};

export const PEPPOL_SELF_BILLED: UBLProfile = {
  key: "peppol-self-billed",
  name: "Peppol BIS Self-Billing 3.0",
  addons: [],
  requires: ["eu-en16931-v2017"],
  ruleSets: ["xsd", "en16931"],
  customization: "urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:selfbilling:3.0",
  processID: "urn:fdc:peppol.eu:2017:poacc:selfbilling:01:1.0",
  selfBilling: true,
  orderReferenceRequired: true,
};

export const XRECHNUNG: UBLProfile = {
  key: "xrechnung",
  name: "XRechnung 3.0 (UBL)",
  addons: ["de-xrechnung-v3"],
  requires: ["de-xrechnung-v3"],
  ruleSets: ["xsd", "en16931", "xrechnung"],
  customization: "urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0",
  processID: PEPPOL_BILLING_PROCESS,
};

export const FRANCE_EXTENDED: UBLProfile = {
  key: "france-extended",
  name: "France CTC Extended (UBL)",
  addons: ["fr-facturx-v1"],
  requires: ["fr-facturx-v1"],
  // The XML carries the French extended CustomizationID rather than the Peppol one that names the context.
  ruleSets: ["xsd"],
  customization: "urn:cen.eu:en16931:2017#conformant#urn.cpro.gouv.fr:1p0:extended-ctc-fr",
  processID: FRANCE_REGULATED_PROCESS,
  billingMode: true,
  payer: true,
};

export const FRANCE_CIUS: UBLProfile = {
  key: "france-cius",
  name: "France CIUS (UBL)",
  addons: ["fr-ctc-flow2-v1"],
  requires: ["fr-ctc-flow2-v1"],
  // A CIUS of EN 16931: the XML carries EN 16931's own CustomizationID (the Peppol France one names the context).
  ruleSets: ["xsd", "en16931"],
  customization: "urn:cen.eu:en16931:2017",
  processID: FRANCE_REGULATED_PROCESS,
  billingMode: true,
};

export const ZATCA: UBLProfile = {
  key: "zatca",
  name: "ZATCA e-invoicing (FATOORA, UBL 2.1)",
  addons: ["sa-zatca-v1"],
  requires: ["sa-zatca-v1"],
  ruleSets: ["xsd"],
  customization: "urn:cen.eu:en16931:2017#compliant#urn:zatca.gov.sa:e-invoicing:1.0",
  processID: "reporting:1.0",
  zatca: true,
};

/**
 * In selection order: among profiles whose addons a document has, the
 * engine takes the most specific, and the first declared on a tie — so a
 * document with no national addon is written under EN 16931; Peppol and
 * self-billing are written when named or when the document was read in them.
 */
export const UBL_PROFILES: readonly UBLProfile[] = [EN16931, XRECHNUNG, FRANCE_EXTENDED, FRANCE_CIUS, ZATCA, PEPPOL, PEPPOL_SELF_BILLED];

/** The UBL profile for an engine profile (by key), defaulting to EN 16931. */
export function ublProfile(profile: FormatProfile | undefined): UBLProfile {
  return UBL_PROFILES.find((p) => p.key === profile?.key) ?? EN16931;
}

/**
 * The profile an incoming document was written under, from its
 * CustomizationID and ProfileID (the reverse of writing; the addons the
 * parsed invoice gets come from it).
 */
export interface ReadContext {
  key: string;
  addons: string[];
}

const READ_CONTEXTS: readonly { customization: string; process?: string; context: ReadContext }[] = [
  { customization: EN16931.customization, context: { key: "en16931", addons: ["eu-en16931-v2017"] } },
  { customization: PEPPOL.customization, process: PEPPOL.processID, context: { key: "peppol", addons: ["eu-en16931-v2017"] } },
  { customization: PEPPOL_SELF_BILLED.customization, process: PEPPOL_SELF_BILLED.processID, context: { key: "peppol-self-billed", addons: ["eu-en16931-v2017"] } },
  { customization: XRECHNUNG.customization, process: XRECHNUNG.processID, context: { key: "xrechnung", addons: ["de-xrechnung-v3"] } },
  {
    customization: "urn:cen.eu:en16931:2017#compliant#urn:peppol:france:billing:cius:1.0",
    process: FRANCE_REGULATED_PROCESS,
    context: { key: "france-cius", addons: ["fr-ctc-flow2-v1"] },
  },
  {
    customization: "urn:cen.eu:en16931:2017#conformant#urn:peppol:france:billing:extended:1.0",
    process: FRANCE_REGULATED_PROCESS,
    context: { key: "france-extended", addons: ["fr-facturx-v1"] },
  },
  { customization: ZATCA.customization, process: ZATCA.processID, context: { key: "zatca", addons: ["sa-zatca-v1"] } },
];

/** What the XML customization is written as, when it differs from the ID naming the context (by context key). */
const OUTPUT_CUSTOMIZATION: ReadonlyMap<string, string> = new Map([
  ["france-cius", FRANCE_CIUS.customization],
  ["france-extended", FRANCE_EXTENDED.customization],
]);

/** The context of an incoming document, as gobl.ubl finds it; undefined when unknown. */
export function findReadContext(customization: string, processID: string): ReadContext | undefined {
  // A French billing mode in the ProfileID marks a French CIUS or extended document.
  if (isBillingModeShape(processID)) {
    for (const entry of READ_CONTEXTS) {
      if (OUTPUT_CUSTOMIZATION.get(entry.context.key) === customization) return entry.context;
    }
  }
  for (const entry of READ_CONTEXTS) {
    if (entry.customization !== customization) continue;
    if (entry.process && processID && entry.process !== processID) continue;
    return entry.context;
  }
  for (const entry of READ_CONTEXTS) {
    if (OUTPUT_CUSTOMIZATION.get(entry.context.key) === customization) return entry.context;
  }
  return undefined;
}
