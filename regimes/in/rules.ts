/**
 * GOBL's rules for Indian documents besides the GSTIN check (document scope:
 * the IN regime only): the layout of PAN and HSN identities, and an HSN code
 * on every item.
 */
import type { Validator } from "../../engine/index.ts";
import { IDENTITY_TYPE_HSN, IDENTITY_TYPE_PAN, isValidHSN, isValidPAN } from "./identities.ts";

type Obj = Record<string, any>;

/** True when one of the identities is of type HSN. */
export function hasHSNIdentity(identities: unknown): boolean {
  return Array.isArray(identities) && identities.some((id: Obj | null) => id?.type === IDENTITY_TYPE_HSN);
}

export const orgIdentityRules: Validator<Obj> = {
  type: "org.Identity",
  assert: [
    {
      code: "GOBL-IN-ORG-IDENTITY-01",
      field: "code",
      message: "a PAN must be five letters, four digits and a letter",
      when: (id) => id.type === IDENTITY_TYPE_PAN,
      test: (id) => typeof id.code !== "string" || isValidPAN(id.code),
    },
    {
      code: "GOBL-IN-ORG-IDENTITY-02",
      field: "code",
      message: "an HSN code must be 4, 6 or 8 digits",
      when: (id) => id.type === IDENTITY_TYPE_HSN,
      test: (id) => typeof id.code !== "string" || isValidHSN(id.code),
    },
  ],
};

export const orgItemRules: Validator<Obj> = {
  type: "org.Item",
  assert: [
    {
      code: "GOBL-IN-ORG-ITEM-01",
      field: "identities",
      message: "every item in an Indian document needs an HSN identity",
      test: (item) => hasHSNIdentity(item.identities),
    },
  ],
};

export const rules: Validator[] = [orgIdentityRules, orgItemRules];
