/**
 * Flow 6 parties (upstream: addon/flow6/org.go).
 *
 * Normalising: SIREN and SIRET identities get their ISO schemes (0002,
 * 0009) and the `private-id` key the scheme 0224; the SIREN inbox (0225)
 * gets the `peppol` key when no inbox has it; and the Peppol inbox gives
 * the party its `iso6523-actorid-upis` endpoint when it has none, as
 * EN 16931 does for invoices, so the envelope's `from` and `to` can be
 * filled from a status's or payment's parties.
 *
 * Rules: a known role (party 01); SIRET and SIREN agree (02); no ISO scheme
 * twice (03); every identity with a scheme (04) of the flow 6 list (05);
 * private identifiers of at most 100 characters of the allowed set (06,
 * 07); SIREN inbox codes well formed (08).
 */
import type { Normalizer, Party, Validator } from "../../../../engine/index.ts";
import { extCode } from "../../../../engine/index.ts";
import { partyNormalizer as peppolEndpoint } from "../../../eu/en16931/party.ts";
import { SCHEME_PRIVATE, SIREN_INBOX_FORMAT, failingAt, inboxCodeValid, peppolKeyOnSirenInbox, schemeOf, schemesUnique, siretSirenCoherent, tagIdentity } from "../common/identity.ts";
import { EXT_KEY_ROLE, ROLES } from "./extensions.ts";

type Obj = Record<string, any>;

/** The ISO/IEC 6523 schemes a CDAR party identity may have (STC 0231 is flow 2's only). */
export const ALLOWED_IDENTITY_SCHEMES = ["0002", "0009", "0223", "0224", "0226", "0227", "0228", "0229", "0238"];
const ROLE_CODES = ROLES.map(([c]) => c);

export const partyNormalizer: Normalizer<Party> = {
  type: "org.Party",
  normalize(party, ctx) {
    for (const id of ((party as Obj).identities ?? []) as Obj[]) tagIdentity(id, true);
    peppolKeyOnSirenInbox(party);
    peppolEndpoint.normalize(party as Obj, ctx);
  },
};

export const identityNormalizer: Normalizer<Obj> = { type: "org.Identity", normalize: (id) => tagIdentity(id, true) };

/** BR-FR-CDV-08: a party other than a platform (WK) or the PPF (DFH) has an inbox with a code. */
export function partyHasInboxUnlessPlatform(party: Obj | null | undefined): boolean {
  if (!party) return true;
  const role = extCode(party.ext, EXT_KEY_ROLE);
  if (role === "WK" || role === "DFH") return true;
  return ((party.inboxes ?? []) as Obj[]).some((i) => i && !!i.code);
}

const P = "GOBL-FR-CTC-FLOW6-ORG-PARTY";
type Path = (string | number)[];
const eachIdentity = (p: Obj, bad: (id: Obj) => boolean, tail: Path): Path[] =>
  ((p.identities ?? []) as Obj[]).flatMap((id, i) => (id && bad(id) ? [["identities", i, ...tail]] : []));
const privateCode = (id: Obj): string | undefined => (schemeOf(id) === SCHEME_PRIVATE && typeof id.code === "string" && id.code !== "" ? id.code : undefined);

export const partyRules: Validator<Obj> = {
  type: "org.Party",
  assert: [
    {
      code: `${P}-01`,
      field: "ext",
      message: "party ext fr-ctc-flow6-role must be one of the UNCL 3035 subset: SE, BY, WK, DFH, AB, SR, DL, PE, PR, II, IV",
      test: (p) => !extCode(p.ext, EXT_KEY_ROLE) || ROLE_CODES.includes(extCode(p.ext, EXT_KEY_ROLE)),
    },
    { code: `${P}-02`, field: "identities", message: "party identities SIRET and SIREN codes must be coherent (BR-FR-09/10)", test: (p) => siretSirenCoherent(p.identities) },
    { code: `${P}-03`, field: "identities", message: "party identities must not duplicate iso-scheme-id values (BR-FR-CO-10)", test: (p) => schemesUnique(p.identities) },
    { code: `${P}-04`, message: "party identity ext iso-scheme-id is required (BR-FR-CO-10)", failing: (p) => eachIdentity(p, (id) => !schemeOf(id), ["ext"]) },
    {
      code: `${P}-05`,
      message: "party identity ext iso-scheme-id must be one of the Flow 6 allowed schemes (BR-FR-CO-10)",
      failing: (p) => eachIdentity(p, (id) => !!schemeOf(id) && !ALLOWED_IDENTITY_SCHEMES.includes(schemeOf(id)), ["ext"]),
    },
    {
      code: `${P}-06`,
      message: "party identity code for private-id (0224) must not exceed 100 characters (BR-FR-26)",
      failing: (p) => eachIdentity(p, (id) => [...(privateCode(id) ?? "")].length > 100, ["code"]),
    },
    {
      code: `${P}-07`,
      message: "party identity code for private-id (0224) must contain only alphanumeric characters and +, -, _, / (BR-FR-24)",
      failing: (p) => eachIdentity(p, (id) => privateCode(id) !== undefined && !SIREN_INBOX_FORMAT.test(privateCode(id)!), ["code"]),
    },
    { code: `${P}-08`, message: "party inbox code format is invalid", failing: (p) => failingAt(p.inboxes, "inboxes", inboxCodeValid) },
  ],
};
