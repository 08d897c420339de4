/**
 * Old Italian documents gave an individual's fiscal code as the tax ID, typed
 * "individual". In documents of the IT regime such a code moves, as GOBL does,
 * to an `it-fiscal-code` identity of the party, leaving a tax ID with just the
 * country.
 */
import type { Normalizer } from "../../engine/index.ts";
import { IDENTITY_KEY_FISCAL_CODE } from "./identities.ts";

type Obj = Record<string, any>;

/** The tax ID type that marked a fiscal code. */
export const TAX_ID_TYPE_INDIVIDUAL = "individual";

const isObject = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * Adds `id` to the list, or overwrites in place the first identity with the
 * same key and type (GOBL's `org.AddIdentity`).
 */
export function addIdentity(list: unknown, id: Obj): Obj[] {
  const identities: Obj[] = Array.isArray(list) ? list : [];
  const same = (v: unknown): v is Obj => isObject(v) && (v.type ?? "") === (id.type ?? "") && (v.key ?? "") === (id.key ?? "");
  const at = identities.findIndex(same);
  if (at >= 0) {
    const existing = identities[at];
    for (const k of Object.keys(existing)) delete existing[k];
    Object.assign(existing, id);
    return identities;
  }
  identities.push(id);
  return identities;
}

export const partyNormalizer: Normalizer<Obj> = {
  type: "org.Party",
  normalize(party) {
    const taxID = party.tax_id;
    if (!isObject(taxID) || taxID.country !== "IT") return;
    if (taxID.type !== TAX_ID_TYPE_INDIVIDUAL) return;
    const code: string = typeof taxID.code === "string" ? taxID.code : "";
    delete taxID.code;
    delete taxID.type;
    party.identities = addIdentity(party.identities, { key: IDENTITY_KEY_FISCAL_CODE, code });
  },
};
