/**
 * FatturaPA on document charges (GOBL's billChargeRules in bill.go).
 *
 * A pension fund contribution (Cassa previdenziale: the `fund-contribution`
 * charge key, alone or within a composite key) becomes a DatiCassaPrevidenziale
 * block, which states the contribution's rate, the fund it goes to and the
 * VAT rate applied to it. So such a charge needs a percentage, the fund type
 * (`it-sdi-fund-type`) and a VAT combo among its taxes.
 */
import { extRequire } from "../../../engine/index.ts";
import type { Charge, Validator } from "../../../engine/index.ts";
import { EXT_KEY_FUND_TYPE } from "./extensions.ts";

/** The charge key of a pension fund contribution. */
export const KEY_FUND_CONTRIBUTION = "fund-contribution";

/** GOBL's `Key.Has`: the key, or one of its `+` parts, is exactly `part`. */
const keyHas = (key: string | undefined, part: string): boolean => (key ?? "").split("+").includes(part);

const isFundContribution = (charge: Charge): boolean => keyHas(charge.key, KEY_FUND_CONTRIBUTION);

export const chargeRules: Validator<Charge> = {
  type: "bill.Charge",
  assert: [
    {
      code: "GOBL-IT-SDI-BILL-CHARGE-01",
      field: "percent",
      message: "a fund contribution charge needs its percentage",
      when: isFundContribution,
      test: (c) => c.percent !== undefined && c.percent !== null,
    },
    {
      code: "GOBL-IT-SDI-BILL-CHARGE-02",
      field: "ext",
      message: `a fund contribution charge needs the fund type ('${EXT_KEY_FUND_TYPE}')`,
      when: isFundContribution,
      test: (c) => extRequire(EXT_KEY_FUND_TYPE)(c.ext),
    },
    {
      code: "GOBL-IT-SDI-BILL-CHARGE-03",
      field: "taxes",
      message: "a fund contribution charge must be taxed with VAT",
      when: isFundContribution,
      test: (c) => (c.taxes ?? []).some((combo) => combo?.cat === "VAT"),
    },
  ],
};
