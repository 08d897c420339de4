/**
 * The form of the identifiers flow 10 reports for parties outside
 * metropolitan France (G1.73; upstream: addon/flow10/org.go): a HORS_UE
 * code (0227) has at most 18 upper-case letters and digits (01, 02), a
 * RIDET (0228) 9 or 10 characters (03), a TAHITI number (0229) 9 (04).
 * As in GOBL, an empty code is not checked and lengths count bytes.
 */
import type { Validator } from "../../../../engine/index.ts";
import { utf8Length } from "../../../../engine/index.ts";
import { schemeOf } from "../common/identity.ts";
import { SCHEME_NON_EU, SCHEME_RIDET, SCHEME_TAHITI } from "./party.ts";

type Obj = Record<string, any>;

const P = "GOBL-FR-CTC-FLOW10-ORG-IDENTITY";

/** The identity has the scheme and a code to check. */
const coded = (scheme: string) => (id: Obj) => schemeOf(id) === scheme && typeof id.code === "string" && id.code !== "";
const bytesBetween = (min: number, max: number) => (id: Obj) => utf8Length(id.code) >= min && utf8Length(id.code) <= max;

export const identityRules: Validator<Obj> = {
  type: "org.Identity",
  assert: [
    {
      code: `${P}-01`,
      field: "code",
      message: "a HORS_UE (0227) identity code may have 18 characters at most (G1.73)",
      when: coded(SCHEME_NON_EU),
      test: bytesBetween(0, 18),
    },
    {
      code: `${P}-02`,
      field: "code",
      message: "a HORS_UE (0227) identity code may only have upper-case letters and digits (G1.73)",
      when: coded(SCHEME_NON_EU),
      test: (id) => /^[A-Z0-9]+$/.test(id.code),
    },
    { code: `${P}-03`, field: "code", message: "a RIDET (0228) identity code has 9 or 10 characters (G1.73)", when: coded(SCHEME_RIDET), test: bytesBetween(9, 10) },
    { code: `${P}-04`, field: "code", message: "a TAHITI (0229) identity code has 9 characters (G1.73)", when: coded(SCHEME_TAHITI), test: bytesBetween(9, 9) },
  ],
};
