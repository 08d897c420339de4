/**
 * Parties.
 *
 * Normalising: a party reachable over Peppol (a `peppol` inbox with scheme
 * and code) gets the matching participant endpoint,
 * `iso6523-actorid-upis::<scheme>:<code>`, carrying the inbox's label. Only
 * the first such inbox is used, the inbox itself stays, and nothing is added
 * when the party already has an endpoint of that URI scheme.
 *
 * Rules: at most one inbox (BT-34, BT-49).
 */
import type { Normalizer, Validator } from "../../../engine/index.ts";

export const PEPPOL_URI_SCHEME = "iso6523-actorid-upis";

/** What these contributions read and write of an `org.Party`. */
interface Party {
  inboxes?: { key?: string; label?: string; scheme?: string; code?: string }[];
  endpoints?: { label?: string; uri?: string }[];
}

/** The scheme of a URI (lower case, as URL parsers give it), or "" when it has none. */
export function uriScheme(uri: string | undefined): string {
  if (!uri || /[\x00-\x1f\x7f]/.test(uri)) return "";
  return /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(uri)?.[1].toLowerCase() ?? "";
}

export const partyNormalizer: Normalizer<Party> = {
  type: "org.Party",
  normalize(party) {
    if ((party.endpoints ?? []).some((e) => uriScheme(e?.uri) === PEPPOL_URI_SCHEME)) return;
    const inbox = (party.inboxes ?? []).find((i) => i?.key === "peppol" && i.scheme && i.code);
    if (!inbox) return;
    const uri = `${PEPPOL_URI_SCHEME}::${inbox.scheme}:${inbox.code}`;
    (party.endpoints ??= []).push(inbox.label ? { label: inbox.label, uri } : { uri });
  },
};

export const partyRules: Validator<Party> = {
  type: "org.Party",
  assert: [
    {
      code: "GOBL-EU-EN16931-ORG-PARTY-01",
      field: "inboxes",
      message: "a party can have one inbox at most (BT-34, BT-49)",
      test: (party) => (party.inboxes ?? []).length <= 1,
    },
  ],
};
