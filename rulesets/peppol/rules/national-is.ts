/**
 * IS-R-*: the rules for Icelandic suppliers (document type, legal identifier
 * (kennitala), address, account numbers for claims and transfers, the
 * EINDAGI final due date), and for Icelandic customers of theirs. The
 * countries are the postal ones, as written.
 */
import { attributeValue, context, isDate, normalizeSpace, single, stringLength, type RuleDef, type RuleFlag, type XMLElement, type XMLNode } from "../../../engine/index.ts";
import { isCac, isUblDocument, ubl } from "../../common/syntax.ts";
import { UBL_PATTERN, ublRule, ublValues } from "../contexts.ts";

const icelandicSupplier = (n: XMLNode): boolean => ublValues(n).postalSupplierCountry === "IS";

const iceland = {
  document: context(UBL_PATTERN.iceland, 1, ["Invoice", "CreditNote"], (n) => isUblDocument(n) && icelandicSupplier(n)),
  customer: context(
    UBL_PATTERN.iceland,
    2,
    ["AccountingCustomerParty"],
    (n) => isCac(n, "AccountingCustomerParty") && isUblDocument(n.parent) && icelandicSupplier(n) && ublValues(n).postalCustomerCountry === "IS",
  ),
};

/** A document type code, normalised, that is exactly 380 or 381. */
const invoiceOrCredit = (code: string | undefined): boolean => ["380", "381"].includes(normalizeSpace(code));

/** A legal identifier given with the Icelandic scheme 0196 (IS-R-002, IS-R-004). */
const kennitala = (ids: readonly XMLElement[]): boolean => ids.length > 0 && ids.some((id) => attributeValue(id, "schemeID") === "0196");

/** IS-R-006, IS-R-007: payment means with the code give a 12-character account. */
function accountOf(n: XMLNode, code: string): boolean {
  const means = ubl.elements(n, "cac:PaymentMeans").filter((m) => ubl.values(m, "cbc:PaymentMeansCode").includes(code));
  if (means.length === 0) return true;
  const accounts = means.flatMap((m) => ubl.values(m, "cac:PayeeFinancialAccount/cbc:ID"));
  return accounts.length > 0 && stringLength(normalizeSpace(single(accounts))) === 12;
}

/** The supporting documents described as EINDAGI (the final due date). */
const eindagi = (n: XMLNode): XMLElement[] => ubl.elements(n, "cac:AdditionalDocumentReference").filter((d) => ubl.values(d, "cbc:DocumentDescription").includes("EINDAGI"));

const documentRule = (id: string, flag: RuleFlag, terms: string[], description: string, test: (n: XMLNode) => boolean): RuleDef =>
  ublRule(id, flag, terms, description, iceland.document, test);

export const icelandRules: RuleDef[] = [
  documentRule("IS-R-001", "warning", ["BT-3"], "IS-R-001: an Icelandic supplier's document type (BT-3) should be 380 (invoice) or 381 (credit note).", (n) =>
    invoiceOrCredit(single(ubl.values(n, "cbc:InvoiceTypeCode"))) || invoiceOrCredit(single(ubl.values(n, "cbc:CreditNoteTypeCode"))),
  ),
  documentRule("IS-R-002", "fatal", ["BT-30"], "IS-R-002: an Icelandic supplier must give its legal identifier (kennitala, BT-30) with the scheme 0196.", (n) =>
    kennitala(ubl.elements(n, "cac:AccountingSupplierParty/cac:Party/cac:PartyLegalEntity/cbc:CompanyID")),
  ),
  documentRule(
    "IS-R-003",
    "fatal",
    ["BT-35", "BT-38"],
    "IS-R-003: an Icelandic supplier must give the street (BT-35) and post code (BT-38) of its address.",
    (n) => ubl.exists(n, "cac:AccountingSupplierParty/cac:Party/cac:PostalAddress/cbc:StreetName") && ubl.exists(n, "cac:AccountingSupplierParty/cac:Party/cac:PostalAddress/cbc:PostalZone"),
  ),
  documentRule("IS-R-006", "fatal", ["BT-81", "BT-84"], "IS-R-006: with payment means 9 (claim, BT-81), an Icelandic supplier must give a 12-digit account (BT-84).", (n) => accountOf(n, "9")),
  documentRule("IS-R-007", "fatal", ["BT-81", "BT-84"], "IS-R-007: with payment means 42 (transfer, BT-81), an Icelandic supplier must give a 12-digit account (BT-84).", (n) => accountOf(n, "42")),
  documentRule("IS-R-008", "fatal", ["BT-122"], "IS-R-008: an Icelandic supplier's EINDAGI reference (BT-122) must be a date written YYYY-MM-DD.", (n) => {
    const refs = eindagi(n);
    if (refs.length === 0) return true;
    const id = single(refs.flatMap((d) => ubl.values(d, "cbc:ID")));
    return stringLength(id) === 10 && isDate(id ?? "");
  }),
  documentRule("IS-R-009", "fatal", ["BT-9", "BT-122"], "IS-R-009: an Icelandic supplier's invoice with an EINDAGI reference (BT-122) must have a payment due date (BT-9).", (n) =>
    eindagi(n).length === 0 || ubl.exists(n, "cbc:DueDate"),
  ),
  documentRule("IS-R-010", "fatal", ["BT-9", "BT-122"], "IS-R-010: an Icelandic supplier's EINDAGI date (BT-122) must not be before the payment due date (BT-9).", (n) => {
    const refs = eindagi(n);
    if (refs.length === 0) return true;
    const final = refs.flatMap((d) => ubl.values(d, "cbc:ID"));
    return ubl.values(n, "cbc:DueDate").some((due) => final.some((f) => due <= f));
  }),
  {
    id: "IS-R-004",
    flag: "fatal",
    terms: ["BT-47"],
    description: "IS-R-004: between Icelandic parties, the buyer's legal identifier (kennitala, BT-47) must be given with the scheme 0196.",
    bindings: { ubl: { context: iceland.customer, test: (n) => kennitala(ubl.elements(n, "cac:Party/cac:PartyLegalEntity/cbc:CompanyID")) } },
  },
  {
    id: "IS-R-005",
    flag: "fatal",
    terms: ["BT-50", "BT-53"],
    description: "IS-R-005: between Icelandic parties, the buyer's street (BT-50) and post code (BT-53) must be given.",
    bindings: { ubl: { context: iceland.customer, test: (n) => ubl.exists(n, "cac:Party/cac:PostalAddress/cbc:StreetName") && ubl.exists(n, "cac:Party/cac:PostalAddress/cbc:PostalZone") } },
  },
];
