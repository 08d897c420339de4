/**
 * How every party of a Chorus Pro document is identified to the platform
 * (`fr-choruspro-scheme`): 1 for a French organisation with a SIRET, 2 for
 * one with a tax ID of another EU country, 3 for one from outside the EU. The
 * scheme is worked out when not given, and the party's tax ID and identities
 * must agree with it.
 */
import { extCode, extRequire, inEuropeanUnion, mergeExt } from "../../../engine/index.ts";
import type { Normalizer, Party, Validator } from "../../../engine/index.ts";
import { IDENTITY_TYPE_SIRET } from "../../../regimes/fr/identities.ts";
import { EXT_KEY_SCHEME, SCHEME_EU, SCHEME_NON_EU, SCHEME_SIRET } from "./keys.ts";

const hasSIRET = (party: Party): boolean => (party.identities ?? []).some((id) => id?.type === IDENTITY_TYPE_SIRET);

const schemeOf = (party: Party): string => extCode(party.ext, EXT_KEY_SCHEME);

/**
 * A foreign tax ID decides between schemes 2 and 3. A French one, or none,
 * gives scheme 1 when the party has a SIRET identity, and nothing otherwise.
 */
export const partyNormalizer: Normalizer<Party> = {
  type: "org.Party",
  normalize(party) {
    if (schemeOf(party)) return;
    const country = party.tax_id ? (party.tax_id.country ?? "") : undefined;
    if (country !== undefined && country !== "FR") {
      mergeExt(party, { [EXT_KEY_SCHEME]: inEuropeanUnion(country) ? SCHEME_EU : SCHEME_NON_EU });
    } else if (hasSIRET(party)) {
      mergeExt(party, { [EXT_KEY_SCHEME]: SCHEME_SIRET });
    }
  },
};

const taxCountry = (party: Party): string => party.tax_id?.country ?? "";

export const partyRules: Validator<Party> = {
  type: "org.Party",
  assert: [
    {
      code: "GOBL-FR-CHORUSPRO-ORG-PARTY-01",
      field: "ext",
      message: `the party needs the '${EXT_KEY_SCHEME}' extension`,
      test: (party) => extRequire(EXT_KEY_SCHEME)(party.ext),
    },
    {
      code: "GOBL-FR-CHORUSPRO-ORG-PARTY-02",
      field: "identities",
      message: `a party of scheme '${SCHEME_SIRET}' needs a SIRET identity`,
      when: (party) => schemeOf(party) === SCHEME_SIRET,
      test: hasSIRET,
    },
    {
      code: "GOBL-FR-CHORUSPRO-ORG-PARTY-03",
      field: "tax_id.country",
      message: `a party of scheme '${SCHEME_SIRET}' needs a French tax ID`,
      when: (party) => schemeOf(party) === SCHEME_SIRET && !!party.tax_id,
      test: (party) => taxCountry(party) === "FR",
    },
    {
      code: "GOBL-FR-CHORUSPRO-ORG-PARTY-04",
      field: "identities",
      message: `only a party of scheme '${SCHEME_SIRET}' may have a SIRET identity`,
      when: (party) => schemeOf(party) !== "" && schemeOf(party) !== SCHEME_SIRET,
      test: (party) => !hasSIRET(party),
    },
    {
      code: "GOBL-FR-CHORUSPRO-ORG-PARTY-05",
      field: "tax_id.country",
      message: `a party of scheme '${SCHEME_EU}' cannot have a French tax ID`,
      when: (party) => schemeOf(party) === SCHEME_EU && !!party.tax_id,
      test: (party) => taxCountry(party) !== "FR",
    },
    {
      // A tax ID without a country is left to the core rules.
      code: "GOBL-FR-CHORUSPRO-ORG-PARTY-06",
      field: "tax_id.country",
      message: `a party of scheme '${SCHEME_EU}' needs a tax ID of an EU country`,
      when: (party) => schemeOf(party) === SCHEME_EU && !!party.tax_id,
      test: (party) => !taxCountry(party) || inEuropeanUnion(taxCountry(party)),
    },
    {
      code: "GOBL-FR-CHORUSPRO-ORG-PARTY-07",
      field: "tax_id.country",
      message: `a party of scheme '${SCHEME_NON_EU}' needs a tax ID from outside the EU`,
      when: (party) => schemeOf(party) === SCHEME_NON_EU && !!party.tax_id,
      test: (party) => !taxCountry(party) || !inEuropeanUnion(taxCountry(party)),
    },
  ],
};
