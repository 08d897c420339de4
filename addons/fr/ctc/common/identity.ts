/**
 * French party identifiers as the three CTC flows read them: SIREN and SIRET
 * identities tagged with their ISO/IEC 6523 scheme (0002, 0009), the private
 * identifier scheme 0224, the SIREN inbox scheme 0225, and the checks the
 * flows share (SIRET/SIREN coherence, one identity per scheme).
 */
import type { Party } from "../../../../engine/index.ts";
import { extCode, setExt } from "../../../../engine/index.ts";

type Obj = Record<string, any>;

export const EXT_KEY_ISO_SCHEME = "iso-scheme-id";
export const SCHEME_SIREN = "0002";
export const SCHEME_SIRET = "0009";
export const SCHEME_PRIVATE = "0224";
export const SCHEME_STC = "0231";
export const INBOX_SCHEME_SIREN = "0225";
export const KEY_PRIVATE_ID = "private-id";
export const PEPPOL_URI_SCHEME = "iso6523-actorid-upis";

/** Alphanumerics and `+ - _ /`: SIREN inbox codes and private identifiers. */
export const SIREN_INBOX_FORMAT = /^[A-Za-z0-9+\-_/]+$/;

export const schemeOf = (id: Obj | null | undefined): string => extCode(id?.ext, EXT_KEY_ISO_SCHEME);

/** Tags SIREN / SIRET identities with their scheme when missing; optionally the private-id key with 0224. */
export function tagIdentity(id: Obj | null | undefined, privateID: boolean): void {
  if (!id) return;
  if (privateID && id.key === KEY_PRIVATE_ID) setExt(id, EXT_KEY_ISO_SCHEME, SCHEME_PRIVATE);
  if (id.type === "SIREN" && !schemeOf(id)) setExt(id, EXT_KEY_ISO_SCHEME, SCHEME_SIREN);
  if (id.type === "SIRET" && !schemeOf(id)) setExt(id, EXT_KEY_ISO_SCHEME, SCHEME_SIRET);
}

/** The SIREN of a French party: the first 9 digits of its SIRET, else the last 9 digits of its tax code. */
export function sirenOf(taxCode: string, party: Party): string {
  for (const id of (party.identities ?? []) as Obj[]) {
    if (id?.type === "SIRET" && typeof id.code === "string" && id.code.length === 14) return id.code.slice(0, 9);
  }
  const digits = taxCode.replace(/[^0-9]/g, "");
  return digits.length >= 9 ? digits.slice(-9) : digits;
}

/** Adds a legal identity with the scheme unless one with that scheme is there. */
export function ensureIdentity(party: Party, type: string, code: string, scheme: string): void {
  if (!code) return;
  const ids = (party.identities ?? []) as Obj[];
  if (ids.some((id) => id && schemeOf(id) === scheme)) return;
  const id: Obj = { scope: "legal" };
  if (type) id.type = type;
  id.code = code;
  id.ext = { [EXT_KEY_ISO_SCHEME]: scheme };
  (party as Obj).identities = [...ids, id];
}

/**
 * A SIRET without a SIREN gives the SIREN (its first 9 digits); returns the
 * party's SIREN identity, if any.
 */
export function sirenFromSIRET(party: Party): Obj | undefined {
  const ids = (party.identities ?? []) as Obj[];
  let siret: Obj | undefined;
  let siren: Obj | undefined;
  for (const id of ids) {
    if (id?.type === "SIRET") siret = id;
    if (id?.type === "SIREN") siren = id;
  }
  if (siret && !siren && typeof siret.code === "string" && siret.code.length === 14) {
    siren = { type: "SIREN", code: siret.code.slice(0, 9), ext: { [EXT_KEY_ISO_SCHEME]: SCHEME_SIREN } };
    (party as Obj).identities = [...ids, siren];
  }
  return siren;
}

/** When no inbox has the `peppol` key, the SIREN-scheme inbox gets it. */
export function peppolKeyOnSirenInbox(party: Party): void {
  const inboxes = ((party as Obj).inboxes ?? []) as Obj[];
  if (inboxes.some((i) => i?.key === "peppol")) return;
  let siren: Obj | undefined;
  for (const i of inboxes) if (i?.scheme === INBOX_SCHEME_SIREN) siren = i;
  if (siren) siren.key = "peppol";
}

/** A SIRET and a SIREN that both have their full length agree (BR-FR-09/10). */
export function siretSirenCoherent(ids: readonly Obj[] | undefined): boolean {
  let siret: Obj | undefined;
  let siren: Obj | undefined;
  for (const id of ids ?? []) {
    if (id?.type === "SIRET") siret = id;
    if (id?.type === "SIREN") siren = id;
  }
  const t = String(siret?.code ?? "");
  const n = String(siren?.code ?? "");
  return !(t.length === 14 && n.length === 9) || t.startsWith(n);
}

/** No two identities share an ISO scheme (identities without one are not counted). */
export function schemesUnique(ids: readonly Obj[] | undefined): boolean {
  const seen = new Set<string>();
  for (const id of ids ?? []) {
    const s = schemeOf(id);
    if (!s) continue;
    if (seen.has(s)) return false;
    seen.add(s);
  }
  return true;
}

/** A SIREN-scheme inbox's code is at most 125 characters of the allowed set; other inboxes pass. */
export function inboxCodeValid(inbox: Obj | null | undefined): boolean {
  if (!inbox || inbox.scheme !== INBOX_SCHEME_SIREN) return true;
  const code = String(inbox.code ?? "");
  if (!code) return true;
  return code.length <= 125 && SIREN_INBOX_FORMAT.test(code);
}

/** Positions of list members failing a test, under a field. */
export function failingAt<T>(list: readonly T[] | undefined, field: string, ok: (item: T) => boolean): (string | number)[][] {
  const out: (string | number)[][] = [];
  (list ?? []).forEach((item, i) => {
    if (item !== null && item !== undefined && !ok(item)) out.push([field, i]);
  });
  return out;
}
