/**
 * myDATA on document charges (GOBL: addons/gr/mydata/bill_charges.go).
 *
 * myDATA reports taxes other than VAT — fees, other taxes and stamp duty —
 * as charges, each with a tax type (`gr-mydata-tax-type`) and the category
 * code of its kind.
 *
 * Normalising: the charge key `stamp-duty` always makes the tax type 4
 * (stamp duty) and the key `tax` always 3 (other tax), replacing any type
 * given; otherwise, when no type is given, it is read from the category the
 * charge carries: a fee code gives 2, an other-tax code 3, a stamp-duty
 * code 4. Line charges are not touched.
 *
 * Rules: a charge carries at most one of the fee, other-tax and stamp-duty
 * codes, and a charge of tax type fee (2), other tax (3) or stamp duty (4)
 * carries the code of that kind.
 */
import { extAllowOneOf, extCode, extHas, extRequire, setExt, type Charge, type Normalizer, type Validator } from "../../../engine/index.ts";
import { EXT_KEY_FEE, EXT_KEY_OTHER_TAX, EXT_KEY_STAMP_DUTY, EXT_KEY_TAX_TYPE } from "./extensions.ts";

/** myDATA tax types (`gr-mydata-tax-type`) a charge can be normalised to. */
export const TAX_TYPE_WITHHOLDING = "1";
export const TAX_TYPE_FEE = "2";
export const TAX_TYPE_OTHER_TAX = "3";
export const TAX_TYPE_STAMP_DUTY = "4";
export const TAX_TYPE_DEDUCTION = "5";

export const chargeNormalizer: Normalizer<Charge> = {
  type: "bill.Charge",
  normalize(charge) {
    switch (charge.key) {
      case "stamp-duty":
        setExt(charge, EXT_KEY_TAX_TYPE, TAX_TYPE_STAMP_DUTY);
        break;
      case "tax":
        setExt(charge, EXT_KEY_TAX_TYPE, TAX_TYPE_OTHER_TAX);
        break;
    }
    if (extHas(charge.ext, EXT_KEY_TAX_TYPE)) return;

    if (extHas(charge.ext, EXT_KEY_FEE)) setExt(charge, EXT_KEY_TAX_TYPE, TAX_TYPE_FEE);
    else if (extHas(charge.ext, EXT_KEY_OTHER_TAX)) setExt(charge, EXT_KEY_TAX_TYPE, TAX_TYPE_OTHER_TAX);
    else if (extHas(charge.ext, EXT_KEY_STAMP_DUTY)) setExt(charge, EXT_KEY_TAX_TYPE, TAX_TYPE_STAMP_DUTY);
  },
};

const taxTypeIs =
  (code: string) =>
  (charge: Charge): boolean =>
    extCode(charge.ext, EXT_KEY_TAX_TYPE) === code;

export const chargeRules: Validator<Charge> = {
  type: "bill.Charge",
  assert: [
    {
      code: "GOBL-GR-MYDATA-BILL-CHARGE-01",
      field: "ext",
      message: `a charge can carry only one of a fee (${EXT_KEY_FEE}), other-tax (${EXT_KEY_OTHER_TAX}) or stamp-duty (${EXT_KEY_STAMP_DUTY}) code`,
      test: (charge) => extAllowOneOf(EXT_KEY_FEE, EXT_KEY_OTHER_TAX, EXT_KEY_STAMP_DUTY)(charge.ext),
    },
    {
      code: "GOBL-GR-MYDATA-BILL-CHARGE-02",
      field: "ext",
      message: `a charge of tax type fee (${TAX_TYPE_FEE}) needs its fee code (${EXT_KEY_FEE})`,
      when: taxTypeIs(TAX_TYPE_FEE),
      test: (charge) => extRequire(EXT_KEY_FEE)(charge.ext),
    },
    {
      code: "GOBL-GR-MYDATA-BILL-CHARGE-03",
      field: "ext",
      message: `a charge of tax type other tax (${TAX_TYPE_OTHER_TAX}) needs its other-tax code (${EXT_KEY_OTHER_TAX})`,
      when: taxTypeIs(TAX_TYPE_OTHER_TAX),
      test: (charge) => extRequire(EXT_KEY_OTHER_TAX)(charge.ext),
    },
    {
      code: "GOBL-GR-MYDATA-BILL-CHARGE-04",
      field: "ext",
      message: `a charge of tax type stamp duty (${TAX_TYPE_STAMP_DUTY}) needs its stamp-duty code (${EXT_KEY_STAMP_DUTY})`,
      when: taxTypeIs(TAX_TYPE_STAMP_DUTY),
      test: (charge) => extRequire(EXT_KEY_STAMP_DUTY)(charge.ext),
    },
  ],
};
