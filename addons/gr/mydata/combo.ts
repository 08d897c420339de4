/**
 * myDATA on tax combos (GOBL: addons/gr/mydata/tax_combo.go).
 *
 * Normalising, for VAT combos only:
 * - a combo taxed in another country (a B2C sale where the customer's local
 *   VAT applies) is outside the scope of Greek VAT: exemption cause 30 when
 *   that country is in the EU, 29 otherwise, VAT category 7 and the key
 *   `outside-scope`;
 * - a combo without a key gets one from the exemption cause it carries
 *   (1-4, 24, 29-31 outside scope; 5-7, 9-13, 15, 17-23, 25-27 exempt; 8 and
 *   28 export; 14 intra-community; 16 reverse charge), else `standard`;
 * - the key then decides: `standard` and `zero` take the VAT category of
 *   their rate (general 1, reduced 2, super-reduced 3, and 4-6 for their
 *   `+island` versions) and lose any exemption cause; every other key gets
 *   VAT category 7 (no VAT) and an exemption cause, keeping one given that
 *   fits the key (defaults: 1 outside scope, 7 exempt, 8 export; always 14
 *   intra-community and 16 reverse charge).
 *
 * Rules, for VAT combos: a VAT category is required; a combo without a
 * percent (no VAT charged) needs an exemption cause; a combo giving an
 * income classification category or type must give both.
 */
import { given, deleteExt, extCode, extHas, extRequire, inEuropeanUnion, setExt, setExtOneOf, type Combo, type Normalizer, type Validator } from "../../../engine/index.ts";
import { EXT_KEY_EXEMPTION, EXT_KEY_INCOME_CAT, EXT_KEY_INCOME_TYPE, EXT_KEY_VAT_RATE } from "./extensions.ts";

/** GOBL rate keys and their myDATA VAT categories. */
export const VAT_RATE_CODES: ReadonlyMap<string, string> = new Map(Object.entries({
  general: "1",
  reduced: "2",
  "super-reduced": "3",
  "general+island": "4",
  "reduced+island": "5",
  "super-reduced+island": "6",
}));

/** The myDATA VAT category of entries without VAT. */
export const VAT_RATE_EXEMPT = "7";

/** Exemption causes by the key they imply. */
const OUTSIDE_SCOPE_CAUSES = ["1", "2", "3", "4", "24", "29", "30", "31"];
const EXEMPT_CAUSES = ["5", "6", "7", "9", "10", "11", "12", "13", "15", "17", "18", "19", "20", "21", "22", "23", "25", "26", "27"];
const EXPORT_CAUSES = ["8", "28"];

/** The cause of a sale taxed in another EU country, and elsewhere. */
const CAUSE_LOCAL_TAX_EU = "30";
const CAUSE_LOCAL_TAX_NON_EU = "29";

const isVAT = (c: Combo | undefined): boolean => !!c && c.cat === "VAT";

/** A key read back from the exemption cause, for combos that have none. */
function keyFromCause(c: Combo): void {
  if (c.key) return;
  const cause = extCode(c.ext, EXT_KEY_EXEMPTION);
  if (OUTSIDE_SCOPE_CAUSES.includes(cause)) c.key = "outside-scope";
  else if (EXEMPT_CAUSES.includes(cause)) c.key = "exempt";
  else if (EXPORT_CAUSES.includes(cause)) c.key = "export";
  else if (cause === "14") c.key = "intra-community";
  else if (cause === "16") c.key = "reverse-charge";
  else c.key = "standard";
}

export const comboNormalizer: Normalizer<Combo> = {
  type: "tax.Combo",
  normalize(c) {
    if (!isVAT(c)) return;
    if (c.country && c.country !== "EL") {
      // Taxed where the customer is (B2C distance sales): outside Greek VAT.
      setExt(c, EXT_KEY_EXEMPTION, inEuropeanUnion(c.country) ? CAUSE_LOCAL_TAX_EU : CAUSE_LOCAL_TAX_NON_EU);
      setExt(c, EXT_KEY_VAT_RATE, VAT_RATE_EXEMPT);
      c.key = "outside-scope";
      return;
    }

    keyFromCause(c);

    switch (c.key) {
      case "standard":
      case "zero": {
        const code = VAT_RATE_CODES.get(c.rate ?? "");
        if (code) setExt(c, EXT_KEY_VAT_RATE, code);
        deleteExt(c, EXT_KEY_EXEMPTION);
        break;
      }
      case "outside-scope":
        setExtOneOf(c, EXT_KEY_EXEMPTION, "1", OUTSIDE_SCOPE_CAUSES);
        setExt(c, EXT_KEY_VAT_RATE, VAT_RATE_EXEMPT);
        break;
      case "exempt":
        setExtOneOf(c, EXT_KEY_EXEMPTION, "7", EXEMPT_CAUSES);
        setExt(c, EXT_KEY_VAT_RATE, VAT_RATE_EXEMPT);
        break;
      case "export":
        setExtOneOf(c, EXT_KEY_EXEMPTION, "8", EXPORT_CAUSES);
        setExt(c, EXT_KEY_VAT_RATE, VAT_RATE_EXEMPT);
        break;
      case "intra-community":
        setExt(c, EXT_KEY_EXEMPTION, "14");
        setExt(c, EXT_KEY_VAT_RATE, VAT_RATE_EXEMPT);
        break;
      case "reverse-charge":
        setExt(c, EXT_KEY_EXEMPTION, "16");
        setExt(c, EXT_KEY_VAT_RATE, VAT_RATE_EXEMPT);
        break;
    }
  },
};

export const comboRules: Validator<Combo> = {
  type: "tax.Combo",
  assert: [
    {
      code: "GOBL-GR-MYDATA-TAX-COMBO-01",
      field: "ext",
      message: `a VAT combo needs its myDATA VAT category (${EXT_KEY_VAT_RATE})`,
      when: isVAT,
      test: (c) => extRequire(EXT_KEY_VAT_RATE)(c.ext),
    },
    {
      code: "GOBL-GR-MYDATA-TAX-COMBO-02",
      field: "ext",
      message: `a VAT combo without a percent needs its myDATA exemption cause (${EXT_KEY_EXEMPTION})`,
      when: (c) => isVAT(c) && !given(c.percent),
      test: (c) => extRequire(EXT_KEY_EXEMPTION)(c.ext),
    },
    {
      code: "GOBL-GR-MYDATA-TAX-COMBO-03",
      field: "ext",
      message: `a VAT combo with an income classification needs both its category (${EXT_KEY_INCOME_CAT}) and its type (${EXT_KEY_INCOME_TYPE})`,
      when: (c) => isVAT(c) && (extHas(c.ext, EXT_KEY_INCOME_CAT) || extHas(c.ext, EXT_KEY_INCOME_TYPE)),
      test: (c) => extRequire(EXT_KEY_INCOME_CAT, EXT_KEY_INCOME_TYPE)(c.ext),
    },
  ],
};
