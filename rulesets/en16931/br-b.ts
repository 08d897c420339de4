/**
 * BR-B: the rules of VAT category B, "Split payment" (Italy): such an invoice
 * is domestic Italian (BR-B-01) and has no category S beside it (BR-B-02).
 * The official rules compare the codes exactly (no space normalisation) and
 * with any tax scheme.
 */
import type { RuleDef, XMLElement } from "../../engine/index.ts";
import { ubl } from "../common/syntax.ts";
import { ciiModel, ublModel } from "./contexts.ts";
import { ciiDocumentOf, ublDocumentOf } from "./vat-category.ts";

const hasId = (code: string) => (category: XMLElement): boolean => ubl.values(category, "cbc:ID").includes(code);

export const brBRules: RuleDef[] = [
  {
    id: "BR-B-01",
    flag: "fatal",
    terms: ["BT-151", "BT-95", "BT-102", "BT-40", "BT-55"],
    description: 'BR-B-01: an Invoice with a VAT category code (BT-151, BT-95, BT-102) "Split payment" (B) must be a domestic Italian invoice: every country code in it (such as BT-40 and BT-55) is IT.',
    bindings: {
      ubl: {
        context: ublModel.document,
        test: (node) => {
          const doc = ublDocumentOf(node);
          // Any TaxCategory (a breakdown's too) or ClassifiedTaxCategory, wherever.
          const usesB = doc.taxCategories.some(hasId("B")) || doc.classified.some(hasId("B"));
          return !usesB || ubl.values(doc.root, "//cbc:IdentificationCode").every((country) => country === "IT");
        },
      },
      cii: {
        context: ciiModel.document,
        test: (node) => {
          const doc = ciiDocumentOf(node);
          return !doc.categoryCodes.includes("B") || doc.countryIds.every((country) => country === "IT");
        },
      },
    },
  },
  {
    id: "BR-B-02",
    flag: "fatal",
    terms: ["BT-151", "BT-95", "BT-102", "BT-118"],
    description: 'BR-B-02: an Invoice with a VAT category code (BT-151, BT-95, BT-118, BT-102) "Split payment" (B) must have no VAT category code "Standard rated" (S).',
    bindings: {
      ubl: {
        context: ublModel.document,
        test: (node) => {
          const doc = ublDocumentOf(node);
          // The document's breakdown and its own allowances and charges, and any line item's category.
          const documentAllowanceCharges = doc.allowanceCategories.filter((a) => a.documentLevel).map((a) => a.category);
          const uses = (code: string): boolean => doc.breakdown.some(hasId(code)) || documentAllowanceCharges.some(hasId(code)) || doc.classified.some(hasId(code));
          return !uses("B") || !uses("S");
        },
      },
      cii: {
        context: ciiModel.document,
        test: (node) => {
          const codes = ciiDocumentOf(node).categoryCodes;
          return !codes.includes("B") || !codes.includes("S");
        },
      },
    },
  },
];
