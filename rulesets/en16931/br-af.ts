/**
 * BR-AF: the rules of VAT category L, "IGIC" (Canary Islands general
 * indirect tax): the common shape (vat-category.ts) as for category S, with
 * its own details: in UBL, rule 01 finds the breakdown by its exact ID (any
 * scheme) and BR-AF-04 releases the seller by the charge category's exact ID;
 * the rates may be 0 in UBL but must be positive in CII; the UBL taxable
 * amount is checked per rate when there are lines; in CII the official
 * checks of the taxable amount per rate read the rates beside the breakdown,
 * where there are none, and the one of the tax amount is always true, so
 * neither can fail there.
 */
import type { RuleDef } from "../../engine/index.ts";
import { ciiModel, ublModel } from "./contexts.ts";
import { vatCategoryRules } from "./vat-category.ts";

export const brAfRules: RuleDef[] = vatCategoryRules({
  family: "BR-AF",
  code: "L",
  name: "IGIC",
  exemption: "forbidden",
  ubl: {
    contexts: ublModel.vatL,
    presence: { kind: "atLeastOne", usage: { vat: true }, present: { normalized: false, vat: false }, absent: { normalized: true, vat: true } },
    parties: { seller: "anyScheme" },
    uses: { charge: { absent: { normalized: false, vat: true } } },
    rate: "nonNegative",
    taxable: { kind: "perRate", guard: "anyLine" },
    tax: "rate",
  },
  cii: {
    contexts: ciiModel.vatL,
    presence: "twoWithBreakdown",
    parties: { sellerSchemes: ["VA", "FC"], sellerAnywhere: false },
    rate: "positive",
    taxable: "perRate",
    tax: "none",
  },
});
