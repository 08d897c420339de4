/**
 * Parties and items (GOBL: addon/org_party.go, addon/org_item.go): codes
 * once given as identities, keyed `mx-cfdi-prod-serv`, `mx-cfdi-fiscal-regime`
 * or `mx-cfdi-use`, move to the extensions (GOBL's migration of 2023); a
 * product or service code of six digits is completed with "00".
 */
import { setExt, type Item, type Normalizer, type Party } from "../../../engine/index.ts";
import { EXT_KEY_FISCAL_REGIME, EXT_KEY_PROD_SERV, EXT_KEY_USE } from "./keys.ts";

type Obj = Record<string, any>;

const MIGRATED_KEYS: readonly string[] = [EXT_KEY_PROD_SERV, EXT_KEY_FISCAL_REGIME, EXT_KEY_USE];
const SIX_DIGITS = /^\d{6}$/;

/** Moves the identities keyed as extensions to the extensions; the others stay, in order. */
function migrateIdentities(holder: Obj): void {
  if (!Array.isArray(holder.identities)) return;
  const kept: Obj[] = [];
  for (const id of holder.identities as Obj[]) {
    if (id === null || id === undefined) continue;
    if (typeof id.key === "string" && MIGRATED_KEYS.includes(id.key)) setExt(holder, id.key, typeof id.code === "string" ? id.code : "");
    else kept.push(id);
  }
  if (kept.length > 0) holder.identities = kept;
  else delete holder.identities;
}

export const partyNormalizer: Normalizer<Party> = { type: "org.Party", normalize: (p) => migrateIdentities(p as Obj) };

export const itemNormalizer: Normalizer<Item> = {
  type: "org.Item",
  normalize(item) {
    migrateIdentities(item as Obj);
    const code = item.ext?.[EXT_KEY_PROD_SERV];
    if (typeof code === "string" && SIX_DIGITS.test(code)) setExt(item, EXT_KEY_PROD_SERV, `${code}00`);
  },
};
