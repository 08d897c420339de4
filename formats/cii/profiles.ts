/**
 * The CII profiles: each is a gobl.cii "context", a guideline (BT-24) and
 * optionally a business process (BT-23) written into the
 * ExchangedDocumentContext, selected by the addons the document carries.
 */
import type { FormatProfile } from "../../engine/index.ts";

/** A profile with the context values it writes and reads. */
export interface CIIProfile extends FormatProfile {
  /** GuidelineSpecifiedDocumentContextParameter/ID. */
  customization: string;
  /** BusinessProcessSpecifiedDocumentContextParameter/ID, when the profile has one. */
  businessProcess?: string;
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

/** In gobl.cii's lookup order: the first context whose guideline matches wins. */
export const CII_PROFILES: CIIProfile[] = [
  EN16931_PROFILE,
  PEPPOL_PROFILE,
  FACTURX_PROFILE,
  ZUGFERD_PROFILE,
  XRECHNUNG_PROFILE,
  CHORUSPRO_PROFILE,
];

/** The CII profile a profile handed in by the engine stands for (by key); EN 16931 for one this format does not define. */
export function ciiProfileOf(profile: FormatProfile): CIIProfile {
  return CII_PROFILES.find((p) => p.key === profile.key) ?? EN16931_PROFILE;
}

/**
 * The profile of a document read from its context parameters, as gobl.cii
 * finds its context: the first whose guideline equals the document's and
 * whose business process, when both sides have one, is the same.
 */
export function profileForContext(guideline: string | undefined, businessProcess: string | undefined): CIIProfile | undefined {
  if (guideline === undefined) return undefined;
  return CII_PROFILES.find(
    (p) => p.customization === guideline && !(p.businessProcess && businessProcess && p.businessProcess !== businessProcess),
  );
}
