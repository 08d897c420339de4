/**
 * The CII profiles: each is a gobl.cii "context", a guideline (BT-24) and
 * optionally a business process (BT-23) written into the
 * ExchangedDocumentContext, selected by the addons the document carries.
 */
import type { FormatProfile } from "../../engine/index.ts";
import { isBillingModeShape } from "../../addons/fr/ctc/common/billing-mode.ts";

/** A profile with the context values it writes and reads. */
export interface CIIProfile extends FormatProfile {
  /** GuidelineSpecifiedDocumentContextParameter/ID, as the XML carries it. */
  customization: string;
  /**
   * The guideline that names the profile outside the XML (the Peppol
   * document type a network routes it by), when the XML carries another
   * (gobl.cii's GuidelineID beside its OutputGuidelineID).
   */
  networkGuideline?: string;
  /** BusinessProcessSpecifiedDocumentContextParameter/ID, when the profile has one. */
  businessProcess?: string;
  /**
   * Whether the business process written (BT-23) is the document's French
   * billing mode (fr-ctc-billing-mode) when it has one, and read back into it.
   */
  billingModeProcess?: boolean;
  /**
   * Whether the payer (GOBL's payment payer) is written, as
   * ram:PayerTradeParty: France's extended CTC profile has it, EN 16931 not
   * (CII-SR-365), and gobl.cii writes it under no profile.
   */
  payer?: boolean;
  /** The addons a document read under this profile's context gets (gobl.cii's context addons). */
  readAddons: string[];
  /**
   * Whether the document's notes (BT-22) go into one note without a subject
   * code, each keeping its code as a `#CODE#` prefix (Peppol BIS allows one
   * such note: PEPPOL-EN16931-R002).
   */
  singleNote?: boolean;
}

const EN16931 = "urn:cen.eu:en16931:2017";
const PEPPOL_BILLING_PROCESS = "urn:fdc:peppol.eu:2017:poacc:billing:01:1.0";
const PEPPOL_FRANCE_PROCESS = "urn:peppol:france:billing:regulated";

export const EN16931_PROFILE: CIIProfile = {
  key: "en16931",
  name: "EN 16931 (CII D16B)",
  addons: [],
  // As in UBL: a plain invoice gets the EN 16931 addon (its document type code, its rules) before it is written.
  requires: ["eu-en16931-v2017"],
  ruleSets: ["xsd", "en16931"],
  customization: EN16931,
  readAddons: ["eu-en16931-v2017"],
};

export const PEPPOL_PROFILE: CIIProfile = {
  key: "peppol",
  name: "Peppol BIS Billing 3.0 (CII)",
  // Peppol has no addon of its own in GOBL: it is chosen by naming the profile.
  addons: [],
  requires: ["eu-en16931-v2017"],
  ruleSets: ["xsd", "en16931", "peppol"],
  customization: `${EN16931}#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0`,
  businessProcess: PEPPOL_BILLING_PROCESS,
  readAddons: ["eu-en16931-v2017"],
  singleNote: true,
};

export const FACTURX_PROFILE: CIIProfile = {
  key: "facturx",
  name: "Factur-X 1.0 (EN 16931 profile)",
  addons: ["fr-facturx-v1"],
  requires: ["fr-facturx-v1"],
  ruleSets: ["xsd", "en16931"],
  customization: EN16931,
  readAddons: ["fr-facturx-v1"],
};

export const ZUGFERD_PROFILE: CIIProfile = {
  key: "zugferd",
  name: "ZUGFeRD 2.x (EN 16931 profile)",
  addons: ["de-zugferd-v2"],
  requires: ["de-zugferd-v2"],
  ruleSets: ["xsd", "en16931"],
  customization: EN16931,
  readAddons: ["de-zugferd-v2"],
};

export const XRECHNUNG_PROFILE: CIIProfile = {
  key: "xrechnung",
  name: "XRechnung 3.0 (CII)",
  addons: ["de-xrechnung-v3"],
  requires: ["de-xrechnung-v3"],
  ruleSets: ["xsd", "en16931", "xrechnung"],
  customization: `${EN16931}#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0`,
  businessProcess: PEPPOL_BILLING_PROCESS,
  readAddons: ["de-xrechnung-v3"],
};

export const CHORUSPRO_PROFILE: CIIProfile = {
  key: "choruspro",
  name: "Chorus Pro (CII)",
  addons: ["fr-choruspro-v1"],
  requires: ["fr-choruspro-v1"],
  ruleSets: ["xsd", "en16931"],
  // The default framework type; a document's fr-choruspro-framework extension replaces it.
  customization: "A1",
  readAddons: ["fr-choruspro-v1"],
};

/**
 * France's CTC flow 2 over Peppol, EN 16931 as it is (CIUS): the XML states
 * EN 16931's guideline and the document's billing mode as its business
 * process, the Peppol France IDs naming the document on the network only.
 */
export const PEPPOL_FRANCE_CIUS_PROFILE: CIIProfile = {
  key: "peppol-france-cius",
  name: "Peppol France CIUS 1.0 (CII)",
  addons: ["fr-ctc-flow2-v1"],
  requires: ["fr-ctc-flow2-v1"],
  ruleSets: ["xsd", "en16931"],
  customization: EN16931,
  networkGuideline: `${EN16931}#compliant#urn:peppol:france:billing:cius:1.0`,
  businessProcess: PEPPOL_FRANCE_PROCESS,
  billingModeProcess: true,
  readAddons: ["fr-ctc-flow2-v1"],
};

/** The same flow in the French extended CTC profile (Factur-X), which the XML's guideline names. */
export const PEPPOL_FRANCE_FACTURX_PROFILE: CIIProfile = {
  key: "peppol-france-facturx",
  name: "Peppol France Factur-X 1.0 (CII, French extended CTC)",
  addons: ["fr-ctc-flow2-v1"],
  requires: ["fr-ctc-flow2-v1"],
  ruleSets: ["xsd", "en16931"],
  customization: `${EN16931}#conformant#urn.cpro.gouv.fr:1p0:extended-ctc-fr`,
  networkGuideline: `${EN16931}#conformant#urn:peppol:france:billing:Factur-X:1.0`,
  businessProcess: PEPPOL_FRANCE_PROCESS,
  billingModeProcess: true,
  payer: true,
  readAddons: ["fr-ctc-flow2-v1"],
};

/**
 * In selection order: the engine writes a document under the profile whose
 * addons it has, the first declared on a tie, so a flow 2 invoice (with
 * Factur-X's addon or not) is written as France's CIUS, its billing mode
 * kept, rather than as plain EN 16931 or Factur-X. Reading looks guidelines
 * up in this order too (EN 16931 before Factur-X and ZUGFeRD, which write
 * the same one).
 */
export const CII_PROFILES: CIIProfile[] = [
  EN16931_PROFILE,
  PEPPOL_PROFILE,
  PEPPOL_FRANCE_CIUS_PROFILE,
  PEPPOL_FRANCE_FACTURX_PROFILE,
  FACTURX_PROFILE,
  ZUGFERD_PROFILE,
  XRECHNUNG_PROFILE,
  CHORUSPRO_PROFILE,
];

/** The CII profile a profile handed in by the engine stands for (by key); EN 16931 for one this format does not define. */
export function ciiProfileOf(profile: FormatProfile): CIIProfile {
  return CII_PROFILES.find((p) => p.key === profile.key) ?? EN16931_PROFILE;
}

/** Whether the profile's XML carries a guideline other than the one naming it. */
const writesOtherGuideline = (p: CIIProfile): boolean => p.networkGuideline !== undefined;

/**
 * The profile of a document read from its context parameters, as gobl.cii
 * finds its context: with a French billing mode as business process, the
 * French profile whose XML carries that guideline; else the first named by
 * the guideline whose business process, when both sides have one, is the
 * same; else the first whose XML carries that guideline in place of its name.
 */
export function profileForContext(guideline: string | undefined, businessProcess: string | undefined): CIIProfile | undefined {
  if (guideline === undefined) return undefined;
  const written = (p: CIIProfile) => writesOtherGuideline(p) && p.customization === guideline;
  if (isBillingModeShape(businessProcess)) {
    const french = CII_PROFILES.find(written);
    if (french) return french;
  }
  return (
    CII_PROFILES.find(
      (p) => (p.networkGuideline ?? p.customization) === guideline && !(p.businessProcess && businessProcess && p.businessProcess !== businessProcess),
    ) ?? CII_PROFILES.find(written)
  );
}
