/**
 * Discounts (allowances, in EN 16931's words), on the document and on lines.
 *
 * Normalising: a discount whose key has a UNTDID 5189 allowance reason code
 * gets it in `untdid-allowance` (replacing any code it had).
 *
 * Rules: every discount says why, with a reason text or an allowance code
 * (BR-33 for the document, BR-41 for lines); document discounts also need
 * their taxes (BR-32).
 */
import { extHas, mergeExt, type Discount, type LineDiscount, type Normalizer, type Validator } from "../../../engine/index.ts";

export const EXT_ALLOWANCE = "untdid-allowance";

/** Discount keys and their UNTDID 5189 allowance reason codes. */
export const ALLOWANCE_CODES: ReadonlyMap<string, string> = new Map(Object.entries({
  "early-completion": "41",
  military: "62",
  "work-accident": "63",
  "special-agreement": "64",
  "production-error": "65",
  "new-outlet": "66",
  sample: "67",
  "end-of-range": "68",
  incoterm: "70",
  "pos-threshold": "71",
  "special-rebate": "100",
  temporary: "103",
  standard: "104",
  "yearly-turnover": "105",
}));

type AnyDiscount = Discount | LineDiscount;

function setAllowanceCode(discount: AnyDiscount): void {
  const code = ALLOWANCE_CODES.get(discount.key ?? "");
  if (code) mergeExt(discount, { [EXT_ALLOWANCE]: code });
}

const explained = (d: AnyDiscount): boolean => !!d.reason || extHas(d.ext, EXT_ALLOWANCE);

export const discountNormalizers: Normalizer<AnyDiscount>[] = [
  { type: "bill.Discount", normalize: setAllowanceCode },
  { type: "bill.LineDiscount", normalize: setAllowanceCode },
];

export const discountRules: Validator<Discount> = {
  type: "bill.Discount",
  assert: [
    {
      code: "GOBL-EU-EN16931-BILL-DISCOUNT-02",
      message: `a document discount needs a reason or an allowance reason code (${EXT_ALLOWANCE}) (BR-33)`,
      test: explained,
    },
    {
      code: "GOBL-EU-EN16931-BILL-DISCOUNT-01",
      field: "taxes",
      message: "a document discount needs its taxes (BR-32)",
      test: (d) => Array.isArray(d.taxes) && d.taxes.length > 0,
    },
  ],
};

export const lineDiscountRules: Validator<LineDiscount> = {
  type: "bill.LineDiscount",
  assert: [
    {
      code: "GOBL-EU-EN16931-BILL-LINEDISCOUNT-01",
      message: `a line discount needs a reason or an allowance reason code (${EXT_ALLOWANCE}) (BR-41)`,
      test: explained,
    },
  ],
};
