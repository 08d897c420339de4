/**
 * ARCA on document charges (GOBL: addons/ar/arca/bill_charges.go).
 *
 * ARCA reports taxes other than VAT (national, provincial and municipal
 * taxes, gross income tax, internal taxes...) as "tributos"; in GOBL they
 * are document charges with the `tax` key. Rules: a `tax` charge needs its
 * ARCA tax type (`ar-arca-tax-type`); any charge with a tax type needs a
 * percent, the rate ARCA is given; the "other" type (99) needs a reason
 * describing the tax.
 */
import { given, extCode, extHas, extRequire, type Charge, type Validator } from "../../../engine/index.ts";
import { EXT_KEY_TAX_TYPE } from "./extensions.ts";

/** The tax type for taxes not otherwise listed. */
const TAX_TYPE_OTHER = "99";

/** A charge key may combine keys with `+`; a `tax` among them makes it a tax charge. */
const isTaxCharge = (c: Charge): boolean => typeof c.key === "string" && c.key.split("+").includes("tax");


export const chargeRules: Validator<Charge> = {
  type: "bill.Charge",
  assert: [
    {
      code: "GOBL-AR-ARCA-BILL-CHARGE-01",
      field: "ext",
      message: `a tax charge needs its ARCA tax type (${EXT_KEY_TAX_TYPE})`,
      when: isTaxCharge,
      test: (c) => extRequire(EXT_KEY_TAX_TYPE)(c.ext),
    },
    {
      code: "GOBL-AR-ARCA-BILL-CHARGE-02",
      field: "percent",
      message: `a charge with an ARCA tax type (${EXT_KEY_TAX_TYPE}) needs its percent`,
      when: (c) => extHas(c.ext, EXT_KEY_TAX_TYPE),
      test: (c) => given(c.percent),
    },
    {
      code: "GOBL-AR-ARCA-BILL-CHARGE-03",
      field: "reason",
      message: `a charge of the "other" ARCA tax type (${TAX_TYPE_OTHER}) needs a reason describing the tax`,
      when: (c) => extCode(c.ext, EXT_KEY_TAX_TYPE) === TAX_TYPE_OTHER,
      test: (c) => typeof c.reason === "string" && c.reason !== "",
    },
  ],
};
