/**
 * The FatturaPA profiles: the two transmission formats of the ordinary
 * invoice (FatturaElettronica 1.2.2), each the `versione` and
 * FormatoTrasmissione it writes. Both need GOBL's it-sdi-v1 addon, which
 * holds what FatturaPA needs (the document type, the fiscal regime, the
 * transmission format itself). The engine selects a profile by addons only,
 * so the private one is the default and the public administration one is
 * named (or remembered from reading); the document's own `it-sdi-format`
 * must agree with the profile (see write/document.ts).
 */
import type { FormatProfile } from "../../engine/index.ts";
import { FORMAT_PA, FORMAT_PRIVATE } from "./codes.ts";

export interface FatturaPAProfile extends FormatProfile {
  /** The `versione` attribute and FormatoTrasmissione it writes. */
  transmissionFormat: string;
}

export const SDI_ADDON = "it-sdi-v1";

export const FPR12_PROFILE: FatturaPAProfile = {
  key: "fpr12",
  name: "FatturaPA 1.2.2, private parties (FPR12)",
  addons: [],
  requires: [SDI_ADDON],
  transmissionFormat: FORMAT_PRIVATE,
};

export const FPA12_PROFILE: FatturaPAProfile = {
  key: "fpa12",
  name: "FatturaPA 1.2.2, public administration (FPA12)",
  // The same addon as FPR12: chosen by naming it, or by reading an FPA12 invoice.
  addons: [],
  requires: [SDI_ADDON],
  transmissionFormat: FORMAT_PA,
};

export const FATTURAPA_PROFILES: FatturaPAProfile[] = [FPR12_PROFILE, FPA12_PROFILE];

/** The profile a profile handed in by the engine stands for (by key); FPR12 for one this format does not define. */
export function fatturapaProfileOf(profile: FormatProfile): FatturaPAProfile {
  return FATTURAPA_PROFILES.find((p) => p.key === profile.key) ?? FPR12_PROFILE;
}

/** The profile of a transmission format read from XML. */
export function profileForFormat(format: string | undefined): FatturaPAProfile | undefined {
  return FATTURAPA_PROFILES.find((p) => p.transmissionFormat === format);
}
