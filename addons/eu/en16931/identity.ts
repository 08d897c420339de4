/**
 * Identities that EN 16931 formats can name by an ISO/IEC 6523 scheme get it
 * in `iso-scheme-id` (replacing any code they had): GS1 numbers by their key,
 * and national company registers of the regimes by their type. The key
 * decides when both would apply.
 */
import { mergeExt, type Normalizer } from "../../../engine/index.ts";

export const EXT_SCHEME_ID = "iso-scheme-id";

/** Identity keys and their ISO/IEC 6523 scheme codes. */
export const SCHEME_BY_KEY: ReadonlyMap<string, string> = new Map(Object.entries({
  gln: "0088",
  gtin: "0160",
}));

/** Identity types (of the regimes that define them) and their ISO/IEC 6523 scheme codes. */
export const SCHEME_BY_TYPE: ReadonlyMap<string, string> = new Map(Object.entries({
  SIREN: "0002", // France, legal entity
  SIRET: "0009", // France, establishment
  CVR: "0184", // Denmark, business register
}));

/** What this normaliser reads and writes of an `org.Identity`. */
interface Identity {
  key?: string;
  type?: string;
  ext?: Record<string, string>;
}

export const identityNormalizer: Normalizer<Identity> = {
  type: "org.Identity",
  normalize(id) {
    const scheme = SCHEME_BY_KEY.get(id.key ?? "") || SCHEME_BY_TYPE.get(id.type ?? "");
    if (scheme) mergeExt(id, { [EXT_SCHEME_ID]: scheme });
  },
};
