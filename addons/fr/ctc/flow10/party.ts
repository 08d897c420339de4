/**
 * Flow 10 parties (upstream: addon/flow10/org.go).
 *
 * Normalising: a party with a tax ID country and no SIREN gets a legal
 * identity for the scheme that country calls for, unless it has one of that
 * scheme: France the SIREN (0002, from the SIRET or the tax code's last 9
 * digits), another EU country its VAT number with the country prefix
 * (0223), New Caledonia the RIDET (0228), French Polynesia the TAHITI
 * number (0229), any other the HORS_UE code (0227): the country and the
 * first 16 letters and digits of the name. SIREN and SIRET identities get their schemes, a SIRET alone
 * gives its SIREN, and the SIREN takes the legal scope when no identity has
 * it.
 *
 * Rules: no ISO scheme twice (party 01), every identity with a scheme (02),
 * one legal identity at most (03); the identifiers' forms are identity.ts's.
 */
import type { Normalizer, Party, Validator } from "../../../../engine/index.ts";
import { inEuropeanUnion } from "../../../../engine/index.ts";
import { normalizeAlphanumericalCode } from "../../../../engine/cbc/index.ts";
import { SCHEME_SIREN, ensureIdentity, schemeOf, schemesUnique, sirenFromSIRET, sirenOf, tagIdentity } from "../common/identity.ts";

type Obj = Record<string, any>;

export const SCHEME_EU_VAT = "0223";
export const SCHEME_NON_EU = "0227";
export const SCHEME_RIDET = "0228";
export const SCHEME_TAHITI = "0229";

/** The schemes a B2B party's legal identity may have (G2.19). */
export const ALLOWED_PARTY_SCHEMES = [SCHEME_SIREN, SCHEME_EU_VAT, SCHEME_NON_EU, SCHEME_RIDET, SCHEME_TAHITI];
/** The schemes for which the party needs a tax ID too (G2.33). */
const SCHEMES_NEEDING_VAT = [SCHEME_SIREN, SCHEME_EU_VAT];

const hasScope = (id: Obj, scope: string): boolean => String(id?.scope ?? "").split(/\s+/).includes(scope);

/** The HORS_UE code: country, then up to 16 letters and digits of the name, upper-cased ("" without them). */
function nonEUCode(country: string, name: unknown): string {
  const clean = normalizeAlphanumericalCode(typeof name === "string" ? name : "");
  return clean ? country + clean.slice(0, 16) : "";
}

/** The legal identity a tax ID gives, by its country; none when the party already has a SIREN, which prevails. */
function identityFromTaxID(party: Party): void {
  const p = party as Obj;
  const country = String(p.tax_id?.country ?? "");
  const code = String(p.tax_id?.code ?? "");
  if (!country || hasSIREN(p)) return;
  if (country === "FR") ensureIdentity(party, "SIREN", sirenOf(code, party), SCHEME_SIREN);
  else if (inEuropeanUnion(country)) {
    if (code) ensureIdentity(party, "", country + code, SCHEME_EU_VAT);
  } else if (country === "NC") ensureIdentity(party, "", code, SCHEME_RIDET);
  else if (country === "PF") ensureIdentity(party, "", code, SCHEME_TAHITI);
  else ensureIdentity(party, "", nonEUCode(country, p.name), SCHEME_NON_EU);
}

export function normalizeParty(party: Party | null | undefined): void {
  if (!party) return;
  const p = party as Obj;
  for (const id of p.identities ?? []) tagIdentity(id, false);
  identityFromTaxID(party);
  if ((p.identities ?? []).length === 0) return;
  const legal = (p.identities as Obj[]).some((id) => id && id.scope === "legal");
  for (const id of p.identities) tagIdentity(id, false);
  const siren = sirenFromSIRET(party);
  if (siren && !legal) siren.scope = "legal";
}

export const partyNormalizer: Normalizer<Party> = { type: "org.Party", normalize: (party) => normalizeParty(party) };
export const identityNormalizer: Normalizer<Obj> = { type: "org.Identity", normalize: (id) => tagIdentity(id, false) };

/** The scheme of the identity the party presents as legal (else its first allowed one). */
export function legalScheme(party: Obj | null | undefined): string {
  let fallback = "";
  for (const id of (party?.identities ?? []) as Obj[]) {
    const scheme = schemeOf(id);
    if (!scheme) continue;
    if (id.scope === "legal") return scheme;
    if (!fallback && ALLOWED_PARTY_SCHEMES.includes(scheme)) fallback = scheme;
  }
  return fallback;
}

export const hasAllowedLegalScheme = (party: Obj | null | undefined): boolean => !!party && ALLOWED_PARTY_SCHEMES.includes(legalScheme(party));

export function hasTaxIDWhenRequired(party: Obj | null | undefined): boolean {
  if (!party || !SCHEMES_NEEDING_VAT.includes(legalScheme(party))) return true;
  return present(party.tax_id?.code);
}

const present = (v: unknown): boolean => typeof v === "string" && v !== "";

/** A SIREN identity, by type or by scheme. */
export const hasSIREN = (party: Obj | null | undefined): boolean =>
  !!party && ((party.identities ?? []) as Obj[]).some((id) => id && (id.type === "SIREN" || schemeOf(id) === SCHEME_SIREN));

export const partyRules: Validator<Obj> = {
  type: "org.Party",
  assert: [
    {
      code: "GOBL-FR-CTC-FLOW10-ORG-PARTY-01",
      field: "identities",
      message: "party identities must not duplicate iso-scheme-id values (BR-FR-CO-10)",
      test: (p) => schemesUnique(p.identities),
    },
    {
      code: "GOBL-FR-CTC-FLOW10-ORG-PARTY-03",
      field: "identities",
      message: "only one identity may have the legal scope",
      test: (p) => ((p.identities ?? []) as Obj[]).filter((id) => id && hasScope(id, "legal")).length <= 1,
    },
    {
      code: "GOBL-FR-CTC-FLOW10-ORG-PARTY-02",
      message: "party identity ext iso-scheme-id is required (BR-FR-CO-10)",
      failing: (p) => ((p.identities ?? []) as Obj[]).flatMap((id, i) => (id && !schemeOf(id) ? [["identities", i, "ext"]] : [])),
    },
  ],
};
