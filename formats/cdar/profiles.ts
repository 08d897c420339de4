/**
 * The two ways a CDV is written, gobl.cii's two CDAR contexts: to the other
 * party of the invoice (`flow6`, the default: guideline
 * urn.cpro.gouv.fr:1p0:CDV:invoice with the REGULATED business process) and
 * the copy to the public portal (`ppf`: guideline einvoicingF2, the PPF as
 * the single recipient, and the PPF's own requirements on the referenced
 * document). Both need the fr-ctc-flow6-v1 addon, whose normalisers set the
 * CDAR codes; a document without it gets it before writing.
 */
import type { FormatProfile } from "../../engine/index.ts";
import { FLOW6_ADDON, GUIDELINE_INVOICE, GUIDELINE_PPF } from "./codes.ts";

export const FLOW6_PROFILE: FormatProfile = {
  key: "flow6",
  name: "CDV to a party (French CTC flow 6)",
  // The engine needs a format's default profile to name no addons: the addon comes from `requires`.
  addons: [],
  requires: [FLOW6_ADDON],
  customization: GUIDELINE_INVOICE,
};

export const PPF_PROFILE: FormatProfile = {
  key: "ppf",
  name: "CDV copy to the PPF, the public portal (French CTC flow 6)",
  addons: [],
  requires: [FLOW6_ADDON],
  customization: GUIDELINE_PPF,
};

export const CDAR_PROFILES: FormatProfile[] = [FLOW6_PROFILE, PPF_PROFILE];

/** The profile of a guideline read from a CDV (MDT-3), when it is one of the two. */
export function profileForGuideline(guideline: string | undefined): FormatProfile | undefined {
  return CDAR_PROFILES.find((p) => p.customization === guideline?.trim());
}

export function isPPF(profile: FormatProfile): boolean {
  return profile.customization === GUIDELINE_PPF;
}
