/**
 * Flow 2 parties, identities, inboxes and items (upstream: addon/flow2/org.go).
 *
 * Normalising a party: its identities get their ISO schemes (SIREN 0002,
 * SIRET 0009, the `private-id` key 0224); a French tax ID gives a SIREN legal
 * identity when the party has none with scheme 0002 (the SIRET's first 9
 * digits, else the tax code's last 9); a SIRET alone gives its SIREN; the
 * SIREN takes the legal scope when no identity has it; a party without
 * inboxes gets one from its `iso6523-actorid-upis` endpoint; and the SIREN
 * inbox (0225) gets the `peppol` key when no inbox has it.
 *
 * Rules: SIRET and SIREN agree (party 01); every identity has a scheme, no
 * scheme twice, private identifiers short and well formed (party 02); SIREN
 * inbox codes well formed (party 03); the same for 0224 identities (identity
 * 01, 02) and 0225 inboxes (inbox 01, 02); no blank item meta (item 01).
 */
import type { Normalizer, Party, Validator } from "../../../../engine/index.ts";
import { utf8Length } from "../../../../engine/index.ts";
import { partyNormalizer as peppolEndpoint } from "../../../eu/en16931/party.ts";
import {
  INBOX_SCHEME_SIREN,
  PEPPOL_URI_SCHEME,
  SCHEME_PRIVATE,
  SCHEME_SIREN,
  SIREN_INBOX_FORMAT,
  ensureIdentity,
  failingAt,
  inboxCodeValid,
  peppolKeyOnSirenInbox,
  schemeOf,
  sirenFromSIRET,
  sirenOf,
  siretSirenCoherent,
  tagIdentity,
} from "../common/identity.ts";

type Obj = Record<string, any>;

const P = "GOBL-FR-CTC-FLOW2";

/** The inbox a party's Peppol participant endpoint names, when it has no inbox. */
function inboxFromEndpoint(party: Obj): void {
  if ((party.inboxes ?? []).length > 0) return;
  const ep = (party.endpoints ?? []).find((e: Obj) => typeof e?.uri === "string" && e.uri.toLowerCase().startsWith(`${PEPPOL_URI_SCHEME}:`));
  if (!ep) return;
  const rest = (ep.uri as string).slice(PEPPOL_URI_SCHEME.length + 1).replace(/^:/, "");
  const at = rest.indexOf(":");
  if (at <= 0 || at === rest.length - 1) return;
  party.inboxes = [{ key: "peppol", scheme: rest.slice(0, at), code: rest.slice(at + 1) }];
}

export function normalizeParty(party: Party | null | undefined): void {
  if (!party) return;
  const p = party as Obj;
  for (const id of p.identities ?? []) tagIdentity(id, true);
  const taxID = p.tax_id as Obj | undefined;
  if (taxID?.country === "FR" && taxID.code) ensureIdentity(party, "SIREN", sirenOf(String(taxID.code), party), SCHEME_SIREN);
  if ((p.identities ?? []).length > 0) {
    const legal = (p.identities as Obj[]).some((id) => id?.scope === "legal");
    for (const id of p.identities) tagIdentity(id, true);
    const siren = sirenFromSIRET(party);
    if (siren && !legal) siren.scope = "legal";
  }
  inboxFromEndpoint(p);
  peppolKeyOnSirenInbox(party);
}

export const partyNormalizer: Normalizer<Party> = {
  type: "org.Party",
  normalize(party, ctx) {
    normalizeParty(party);
    // EN 16931's normaliser, which gives a Peppol inbox its endpoint, ran before this one
    // (flow 2 requires it); the key just put on the SIREN inbox needs it again. GOBL gets
    // the same endpoint when the document is calculated a second time, as its converters do.
    if (party) peppolEndpoint.normalize(party as Obj, ctx);
  },
};

export const identityNormalizer: Normalizer<Obj> = {
  type: "org.Identity",
  normalize: (id) => tagIdentity(id, true),
};

/** Why a party's identities break BR-FR-CO-10 (or BR-FR-24/26 for private ones), or "" when they do not. */
function identitySchemeProblem(ids: readonly Obj[] | undefined): string {
  const seen = new Set<string>();
  for (const id of ids ?? []) {
    if (!id) continue;
    const scheme = schemeOf(id);
    if (!scheme) return "all identities must have an ISO scheme ID defined in extensions BR-FR-CO-10";
    if (seen.has(scheme)) return `duplicate identities with ISO scheme ID '${scheme}' are not allowed (BR-FR-CO-10)`;
    if (scheme === SCHEME_PRIVATE) {
      const code = String(id.code ?? "");
      if (utf8Length(code) > 100) return "identity with ISO scheme ID 0224 (private-id) must not exceed 100 characters (BR-FR-26)";
      if (code && !SIREN_INBOX_FORMAT.test(code)) return "identity with ISO scheme ID 0224 (private-id) must contain only alphanumeric characters and +, -, _, / (BR-FR-24)";
    }
    seen.add(scheme);
  }
  return "";
}

export const partyRules: Validator<Obj> = {
  type: "org.Party",
  assert: [
    {
      code: `${P}-ORG-PARTY-01`,
      field: "identities",
      message: "SIRET and SIREN must be coherent (BR-FR-09/10)",
      test: (p) => siretSirenCoherent(p.identities),
    },
    {
      code: `${P}-ORG-PARTY-02`,
      message: "identity scheme format invalid (BR-FR-CO-10)",
      failing: (p) => {
        const why = identitySchemeProblem(p.identities);
        return why ? [{ at: ["identities"], message: why }] : [];
      },
    },
    {
      code: `${P}-ORG-PARTY-03`,
      message: "inbox code format invalid",
      failing: (p) => failingAt(p.inboxes, "inboxes", inboxCodeValid),
    },
  ],
};

const VALID_CODE = /^[A-Za-z0-9\-+_/]+$/;

export const identityRules: Validator<Obj> = {
  type: "org.Identity",
  assert: [
    {
      code: `${P}-ORG-IDENTITY-01`,
      field: "code",
      message: "must be no more than 100 characters long",
      when: (id) => schemeOf(id) === SCHEME_PRIVATE && typeof id.code === "string" && id.code !== "",
      test: (id) => utf8Length(String(id.code)) <= 100,
    },
    {
      code: `${P}-ORG-IDENTITY-02`,
      field: "code",
      message: "must be in a valid format",
      when: (id) => schemeOf(id) === SCHEME_PRIVATE && typeof id.code === "string" && id.code !== "",
      test: (id) => VALID_CODE.test(String(id.code)),
    },
  ],
};

export const inboxRules: Validator<Obj> = {
  type: "org.Inbox",
  assert: [
    {
      code: `${P}-ORG-INBOX-01`,
      field: "code",
      message: "the length must be between 0 and 125",
      when: (i) => i.scheme === INBOX_SCHEME_SIREN && typeof i.code === "string" && i.code !== "",
      test: (i) => utf8Length(String(i.code)) <= 125,
    },
    {
      code: `${P}-ORG-INBOX-02`,
      field: "code",
      message: "must be in a valid format",
      when: (i) => i.scheme === INBOX_SCHEME_SIREN && typeof i.code === "string" && i.code !== "",
      test: (i) => VALID_CODE.test(String(i.code)),
    },
  ],
};

export const itemRules: Validator<Obj> = {
  type: "org.Item",
  assert: [
    {
      code: `${P}-ORG-ITEM-01`,
      message: "meta values cannot be blank (BR-FR-28)",
      failing: (item) =>
        Object.entries((item.meta ?? {}) as Record<string, unknown>)
          .filter(([, v]) => String(v ?? "").trim() === "")
          .map(([k]) => ({ at: ["meta"], message: `${k}: value cannot be blank (BR-FR-28)` })),
    },
  ],
};
