/** IT-R-*: the rules for Italian suppliers (tax registration identifier form, postal address). */
import { attributeValue, context, guarded, normalizeSpace, single, type RuleDef, type XMLNode } from "../../../engine/index.ts";
import { cii, isCac, isRam, ubl } from "../../common/syntax.ts";
import { CII_PATTERN, ciiValues, UBL_PATTERN, ublValues } from "../contexts.ts";

const isItalianUblSupplier = (n: XMLNode | undefined): boolean => isCac(n, "Party") && isCac(n.parent, "AccountingSupplierParty") && ublValues(n).supplierCountry === "IT";
const isItalianCiiSeller = (n: XMLNode | undefined): boolean => isRam(n, "SellerTradeParty") && ciiValues(n).supplierCountry === "IT";

const ublItaly = {
  /** A tax scheme of the seller other than VAT: the tax registration (BT-32). */
  taxRegistration: context(
    UBL_PATTERN.italy,
    1,
    ["PartyTaxScheme"],
    (n) => isCac(n, "PartyTaxScheme") && isItalianUblSupplier(n.parent) && normalizeSpace(ubl.first(n, "cac:TaxScheme/cbc:ID")) !== "VAT",
  ),
  supplier: context(UBL_PATTERN.italy, 2, ["Party"], isItalianUblSupplier),
};

const ciiItaly = {
  taxRegistration: context(CII_PATTERN.italy, 1, ["SpecifiedTaxRegistration"], (n) => isRam(n, "SpecifiedTaxRegistration") && isItalianCiiSeller(n.parent)),
  seller: context(CII_PATTERN.italy, 2, ["SellerTradeParty"], isItalianCiiSeller),
};

const ITALIAN_TAX_ID = /^[A-Z0-9]{11,16}$/;

/** IT-R-001 in CII: a registration that has an identifier of another scheme than FC passes; else its FC identifier has the form. */
function ciiTaxRegistrationHolds(n: XMLNode): boolean {
  const ids = cii.elements(n, "ram:ID");
  const scheme = (id: XMLNode) => normalizeSpace(attributeValue(id, "schemeID"));
  if (ids.some((id) => scheme(id) !== "FC")) return true;
  return ITALIAN_TAX_ID.test(normalizeSpace(single(ids.filter((id) => scheme(id) === "FC").map((id) => cii.first(id, ".") ?? ""))));
}

export const italyRules: RuleDef[] = [
  {
    id: "IT-R-001",
    flag: "fatal",
    terms: ["BT-32"],
    description: "IT-R-001: an Italian supplier's tax registration identifier (BT-32) must be 11 to 16 capital letters or digits.",
    bindings: {
      ubl: { context: ublItaly.taxRegistration, test: guarded((n) => ITALIAN_TAX_ID.test(normalizeSpace(single(ubl.values(n, "cbc:CompanyID"))))) },
      cii: { context: ciiItaly.taxRegistration, test: guarded(ciiTaxRegistrationHolds) },
    },
  },
  {
    id: "IT-R-002",
    flag: "fatal",
    terms: ["BT-35"],
    description: "IT-R-002: an Italian supplier must give the first line of its postal address (BT-35).",
    bindings: {
      ubl: { context: ublItaly.supplier, test: (n) => ubl.exists(n, "cac:PostalAddress/cbc:StreetName") },
      cii: { context: ciiItaly.seller, test: (n) => cii.exists(n, "ram:PostalTradeAddress/ram:LineOne") },
    },
  },
  {
    id: "IT-R-003",
    flag: "fatal",
    terms: ["BT-37"],
    description: "IT-R-003: an Italian supplier must give the city of its postal address (BT-37).",
    bindings: {
      ubl: { context: ublItaly.supplier, test: (n) => ubl.exists(n, "cac:PostalAddress/cbc:CityName") },
      cii: { context: ciiItaly.seller, test: (n) => cii.exists(n, "ram:PostalTradeAddress/ram:CityName") },
    },
  },
  {
    id: "IT-R-004",
    flag: "fatal",
    terms: ["BT-38"],
    description: "IT-R-004: an Italian supplier must give the post code of its postal address (BT-38).",
    bindings: {
      ubl: { context: ublItaly.supplier, test: (n) => ubl.exists(n, "cac:PostalAddress/cbc:PostalZone") },
      cii: { context: ciiItaly.seller, test: (n) => cii.exists(n, "ram:PostalTradeAddress/ram:PostcodeCode") },
    },
  },
];
