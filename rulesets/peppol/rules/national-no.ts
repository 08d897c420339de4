/** NO-R-*: the rules for Norwegian suppliers (VAT number form, the "Foretaksregisteret" statement). */
import { attributeValue, context, guarded, normalizeSpace, single, substring, type RuleDef, type XMLElement, type XMLNode } from "../../../engine/index.ts";
import { cii, isCac, isRam, ubl } from "../../common/syntax.ts";
import { mod11Check } from "../check-digits.ts";
import { CII_PATTERN, ciiValues, firstOr, UBL_PATTERN, ublValues } from "../contexts.ts";

/** The seller party of a Norwegian supplier. */
const ublSupplier = context(UBL_PATTERN.norway, 1, ["Party"], (n) => isCac(n, "Party") && isCac(n.parent, "AccountingSupplierParty") && ublValues(n).supplierCountry === "NO");
const ciiSeller = context(CII_PATTERN.norway, 1, ["SellerTradeParty"], (n) => isRam(n, "SellerTradeParty") && ciiValues(n).supplierCountry === "NO");

const NORWEGIAN_VAT = /^[0-9]{9}MVA$/;

/** NO-R-001 on the seller's VAT identifiers: when one starts with NO, it is NO, a valid organisation number and MVA. */
function norwegianVatHolds(vatIds: readonly string[]): boolean {
  if (!vatIds.some((id) => substring(id, 1, 2) === "NO")) return true;
  const rest = firstOr(single(vatIds.map((id) => substring(id, 3))));
  return NORWEGIAN_VAT.test(rest) && mod11Check(substring(firstOr(single(vatIds)), 3, 9));
}

/** The CompanyID of each of a UBL party's tax schemes whose (normalised) scheme is `scheme`. */
const ublTaxIds = (party: XMLNode, scheme: string): string[] =>
  ubl
    .elements(party, "cac:PartyTaxScheme")
    .filter((pts) => normalizeSpace(single(ubl.values(pts, "cac:TaxScheme/cbc:ID"))) === scheme)
    .map((pts) => firstOr(ubl.first(pts, "cbc:CompanyID")));

/** The (first) ID of each of a CII party's tax registrations with a VAT scheme. */
const ciiVatIds = (party: XMLNode): string[] =>
  cii
    .elements(party, "ram:SpecifiedTaxRegistration")
    .filter((r) => cii.elements(r, "ram:ID").some((id) => attributeValue(id, "schemeID") === "VAT"))
    .map((r) => firstOr(cii.first(r, "ram:ID")));

export const norwayRules: RuleDef[] = [
  {
    id: "NO-R-002",
    flag: "warning",
    terms: ["BT-32"],
    description: "NO-R-002: a Norwegian supplier should state 'Foretaksregisteret' as its tax registration (BT-32), as most are required to.",
    bindings: {
      ubl: { context: ublSupplier, test: guarded((n) => normalizeSpace(single(ublTaxIds(n, "TAX"))) === "Foretaksregisteret") },
      cii: {
        context: ciiSeller,
        test: (n) => cii.elements(n, "ram:SpecifiedTaxRegistration/ram:ID").some((id: XMLElement) => attributeValue(id, "schemeID") === "FC" && normalizeSpace(id.text) === "Foretaksregisteret"),
      },
    },
  },
  {
    id: "NO-R-001",
    flag: "fatal",
    terms: ["BT-31"],
    description: "NO-R-001: a Norwegian supplier's VAT identifier (BT-31) must be NO, a valid nine-digit organisation number and MVA.",
    bindings: {
      ubl: { context: ublSupplier, test: guarded((n) => norwegianVatHolds(ublTaxIds(n, "VAT"))) },
      cii: { context: ciiSeller, test: guarded((n) => norwegianVatHolds(ciiVatIds(n))) },
    },
  },
];
