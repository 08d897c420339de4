/**
 * The UNTDID 5305 tax category codes EN 16931 uses, and how GOBL's VAT keys
 * correspond to them. The same table serves tax combos (key → code, and code
 * → key when a combo or note only gives the code) and exemption notes.
 */

export const EXT_TAX_CATEGORY = "untdid-tax-category";
export const EXT_VATEX = "cef-vatex";

/** UNTDID 5305 codes, by what they stand for. */
export const TaxCategory = {
  standard: "S",
  zero: "Z",
  exempt: "E",
  reverseCharge: "AE",
  intraCommunity: "K",
  export: "G",
  outsideScope: "O",
  /** Canary Islands general indirect tax (IGIC). */
  canaryIslands: "L",
  /** Ceuta and Melilla production, services and import tax (IPSI). */
  ceutaMelilla: "M",
} as const;

/** VAT keys and their category codes. */
export const VAT_KEY_CATEGORIES: ReadonlyMap<string, string> = new Map(Object.entries({
  standard: TaxCategory.standard,
  zero: TaxCategory.zero,
  exempt: TaxCategory.exempt,
  "reverse-charge": TaxCategory.reverseCharge,
  "intra-community": TaxCategory.intraCommunity,
  export: TaxCategory.export,
  "outside-scope": TaxCategory.outsideScope,
}));

/** Every code a VAT combo may carry, in alphabetical order. */
export const VAT_CATEGORY_CODES: readonly string[] = [...VAT_KEY_CATEGORIES.values()].sort();

/**
 * Categories that say no VAT is charged: each needs a VATEX reason code on
 * its combos or an exemption note in the invoice's tax notes.
 */
export const EXEMPT_CATEGORIES: readonly string[] = [
  TaxCategory.exempt,
  TaxCategory.reverseCharge,
  TaxCategory.intraCommunity,
  TaxCategory.export,
  TaxCategory.outsideScope,
];

/** Categories that charge tax and so must not carry a VATEX reason code. */
export const CHARGED_CATEGORIES: readonly string[] = [
  TaxCategory.standard,
  TaxCategory.zero,
  TaxCategory.canaryIslands,
  TaxCategory.ceutaMelilla,
];

/** Spanish tax categories with a UNTDID code of their own. */
export const CAT_IGIC = "IGIC";
export const CAT_IPSI = "IPSI";
