/**
 * BR-O: the rules of VAT category O, "Not subject to VAT": the common shape
 * (vat-category.ts), where the parties' VAT identifiers must be absent
 * (in UBL, for allowances and charges, only the document's own count), no
 * rate may be given, the tax amount is 0 and an exemption reason is
 * required; and four rules of its own: an invoice with a breakdown O has no
 * other VAT category (BR-O-11 to BR-O-14). In CII those four are checked on
 * the breakdown and look at every ApplicableTradeTax (11, 12) or
 * CategoryTradeTax (13, 14) of the document, wherever.
 */
import { normalizeSpace, perDocumentAnd, type RuleDef, type XMLElement, type XMLNode } from "../../engine/index.ts";
import { cii, ubl } from "../common/syntax.ts";
import { ciiModel, hasUblVatScheme, ublModel } from "./contexts.ts";
import { ciiDocumentOf, ublCodeOf, ublDocumentOf, vatCategoryRules, type UblDocument } from "./vat-category.ts";

/** Whether a UBL category is a VAT category with another code than O. */
const otherVatCategory = (category: XMLElement): boolean => ublCodeOf(category) !== "O" && hasUblVatScheme(category);

/** A UBL check on the document: when its VAT breakdown has an ID O (space-normalised, VAT scheme), `categories` must hold no other VAT category. */
const onlyO = (categories: (doc: UblDocument) => XMLElement[]) => (node: XMLNode): boolean => {
  const doc = ublDocumentOf(node);
  const hasO = doc.breakdown.some((category) => hasUblVatScheme(category) && ubl.values(category, "cbc:ID").some((id) => normalizeSpace(id) === "O"));
  return !hasO || !categories(doc).some(otherVatCategory);
};

/** The CII check: no ApplicableTradeTax (or CategoryTradeTax) of the document has a CategoryCode other than O (once per document, whatever the number of breakdowns O). */
const onlyOIn = perDocumentAnd((root, taxes: "tradeTaxes" | "categoryTaxes"): boolean => !ciiDocumentOf(root)[taxes].some((tax) => cii.values(tax, "ram:CategoryCode").some((code) => code !== "O")));
const ciiOnlyO = (taxes: "tradeTaxes" | "categoryTaxes") => (node: XMLNode): boolean => onlyOIn(node, taxes);

const allowanceChargeCategories = (charge: boolean) => (doc: UblDocument): XMLElement[] => doc.allowanceCategories.filter((a) => a.indicators.has(charge)).map((a) => a.category);

const NAMED = '"Not subject to VAT" (O)';

export const brORules: RuleDef[] = [
  ...vatCategoryRules({
    family: "BR-O",
    code: "O",
    name: "Not subject to VAT",
    exemption: "required",
    ubl: {
      contexts: ublModel.vatO,
      presence: { kind: "exactlyOne" },
      parties: { seller: "vat", buyer: "vat", forbidden: true },
      uses: { allowance: { documentLevel: true }, charge: { documentLevel: true } },
      rate: "absent",
      taxable: { kind: "exact" },
      tax: "zero",
    },
    cii: {
      contexts: ciiModel.vatO,
      presence: "oneIfInBreakdown",
      parties: { sellerSchemes: ["VA"], sellerAnywhere: false, buyer: "vat", forbidden: true },
      rate: "absent",
      taxable: "exact",
      tax: "zero",
    },
  }),
  {
    id: "BR-O-11",
    flag: "fatal",
    terms: ["BG-23", "BT-118"],
    description: `BR-O-11: an Invoice with a VAT breakdown (BG-23) of category ${NAMED} must have no VAT breakdown with another VAT category code (BT-118).`,
    bindings: {
      ubl: { context: ublModel.document, test: onlyO((doc) => doc.breakdown) },
      cii: { context: ciiModel.vatO.breakdown, test: ciiOnlyO("tradeTaxes") },
    },
  },
  {
    id: "BR-O-12",
    flag: "fatal",
    terms: ["BG-23", "BG-25", "BT-151"],
    description: `BR-O-12: an Invoice with a VAT breakdown (BG-23) of category ${NAMED} must have no Invoice line (BG-25) with another Invoiced item VAT category code (BT-151).`,
    bindings: {
      ubl: { context: ublModel.document, test: onlyO((doc) => doc.classified) },
      cii: { context: ciiModel.vatO.breakdown, test: ciiOnlyO("tradeTaxes") },
    },
  },
  {
    id: "BR-O-13",
    flag: "fatal",
    terms: ["BG-23", "BG-20", "BT-95"],
    description: `BR-O-13: an Invoice with a VAT breakdown (BG-23) of category ${NAMED} must have no Document level allowance (BG-20) with another VAT category code (BT-95).`,
    bindings: {
      ubl: { context: ublModel.document, test: onlyO(allowanceChargeCategories(false)) },
      cii: { context: ciiModel.vatO.breakdown, test: ciiOnlyO("categoryTaxes") },
    },
  },
  {
    id: "BR-O-14",
    flag: "fatal",
    terms: ["BG-23", "BG-21", "BT-102"],
    description: `BR-O-14: an Invoice with a VAT breakdown (BG-23) of category ${NAMED} must have no Document level charge (BG-21) with another VAT category code (BT-102).`,
    bindings: {
      ubl: { context: ublModel.document, test: onlyO(allowanceChargeCategories(true)) },
      cii: { context: ciiModel.vatO.breakdown, test: ciiOnlyO("categoryTaxes") },
    },
  },
];
