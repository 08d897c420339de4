/**
 * The shape the VAT category rules share (BR-S, BR-Z, BR-E, BR-AE, BR-IC,
 * BR-G, BR-O, BR-AF, BR-AG): ten rules per category code, stated once here
 * and built from each family's facts (its code and the ways its official
 * rules differ from the others'), which its own file keeps.
 *
 *   01  the code used on a line, allowance or charge needs its VAT breakdown
 *   02–04  a line / allowance / charge of the code needs (or for O excludes)
 *       the parties' VAT identifiers
 *   05–07  the VAT rate of such a line / allowance / charge
 *   08  the breakdown's taxable amount is the sum of what it covers
 *   09  the breakdown's tax amount
 *   10  the breakdown's exemption reason, required or excluded
 *
 * The official UBL and CII bindings of one rule often differ (which element
 * is read, `//` or an absolute path, whether the VAT scheme is required,
 * decimal or double arithmetic): the facts say which, per syntax, and the
 * checks below reproduce each variant's XPath 2.0 semantics. What a rule
 * needs from the whole document is gathered in one walk per document and
 * kept for every node that asks, so each check stays linear.
 */
import { BigNumber, booleanOf, decimalOf, decimalOfDouble, doubleOf, elementsOf, normalizeSpace, perDocument, perDocumentAnd, perElement, roundHalfUp, stringValue, type RuleDef, type XMLElement, type XMLNode } from "../../engine/index.ts";
import { cii, CII_NAMESPACES, isCac, isRam, ubl, UBL_NAMESPACES } from "../common/syntax.ts";
import { ciiChargeIndicatorIs, ciiModel, hasUblVatScheme, ublChargeIndicatorIs, ublModel, type VatCategoryContexts } from "./contexts.ts";

// ---------------------------------------------------------------------------
// Values as XPath 2.0 reads them

/** What xs:decimal() of a path gives: its value, the empty sequence (null), or FAILS when the official run would fail (several items, or not a decimal). */
export const FAILS = Symbol("fails");
export type DecimalCast = BigNumber | null | typeof FAILS;

export function xsDecimal(values: readonly string[]): DecimalCast {
  if (values.length === 0) return null;
  if (values.length > 1) return FAILS;
  return decimalOf(values[0]) ?? FAILS;
}

/** A general comparison of untyped texts with 0 (each cast to xs:double): some text compares; a text that is no number fails the official run, so the check does not hold. */
function someComparesWithZero(values: readonly string[], holds: (value: number) => boolean): boolean {
  const numbers = values.map(doubleOf);
  if (numbers.some((n) => n === undefined)) return false;
  return (numbers as number[]).some(holds);
}

/** A decimal as a map key (19, 19.0 and 19.00 are one rate). */
const keyOf = (value: BigNumber): string => value.toFixed();

/**
 * XPath's normalize-space(cbc:ID) of a UBL category: undefined when it has
 * several IDs (the official call fails). Read once per category: the rules
 * of every VAT category code ask it of every category of the document.
 */
export const ublCodeOf = perElement((category: XMLElement): string | undefined => {
  const ids = ubl.values(category, "cbc:ID");
  return ids.length > 1 ? undefined : normalizeSpace(ids[0]);
});

/** hasUblVatScheme of a UBL category (several IDs of a scheme do not match), read once per category for the same reason. */
const ublHasVatScheme = perElement((category: XMLElement): boolean => hasUblVatScheme(category));

// ---------------------------------------------------------------------------
// The facts a family states

/**
 * How a rule test on a VAT rate reads it: `decimalZero`: the single rate,
 * cast to xs:decimal, is 0 (absent or several: does not hold); `zero`,
 * `positive`, `nonNegative`: some rate compares so with 0 as a double;
 * `absent`: there is no rate.
 */
export type RateTest = "decimalZero" | "zero" | "positive" | "nonNegative" | "absent";

/** Which UBL categories count: their code compared after normalize-space (or exactly, as a general comparison), and whether the VAT scheme is required. */
export interface CodeMatch {
  normalized: boolean;
  vat: boolean;
}
const STRICT: CodeMatch = { normalized: true, vat: true };

/** Which categories the UBL rules 02–04 look at: those whose presence requires the parties (guard) and those whose absence releases them. */
export interface UblUse {
  guard?: CodeMatch;
  absent?: CodeMatch;
  /** Only the document's own allowances and charges, not any AllowanceCharge. */
  documentLevel?: boolean;
}

/** The parties a UBL rule 02–04 asks for. */
export interface UblParties {
  /** The Seller's PartyTaxScheme CompanyID: with any scheme, or with the VAT scheme only (the tax representative's always needs VAT). */
  seller: "anyScheme" | "vat";
  /** The Buyer's: its VAT CompanyID, or that or its legal CompanyID. */
  buyer?: "vat" | "vatOrLegal";
  /** The rule excludes these identifiers instead of requiring them (category O). */
  forbidden?: true;
}

/** The parties a CII rule 02–04 asks for. */
export interface CiiParties {
  /** The schemeIDs a Seller's SpecifiedTaxRegistration ID may have (the tax representative's must be VA). */
  sellerSchemes: readonly string[];
  /** Seller and tax representative read anywhere (`//`) rather than under the header agreement. */
  sellerAnywhere: boolean;
  buyer?: "vat" | "vatOrLegal";
  forbidden?: true;
}

export interface VatCategoryFacts {
  /** The rule ID prefix: "BR-S". */
  family: string;
  /** The VAT category code (UNTDID 5305): "S". */
  code: string;
  /** Its name in EN 16931: "Standard rated". */
  name: string;
  /** Whether a breakdown of the code must give an exemption reason (BT-120/121) or must not. */
  exemption: "required" | "forbidden";
  ubl: {
    /** The code's contexts in the UBL model pattern (`ublModel.vatS`). */
    contexts: VatCategoryContexts;
    /**
     * Rule 01: `exactlyOne`: a code used on any VAT category needs exactly
     * one breakdown ID with it; `atLeastOne`: a code used on an
     * allowance's or line's category (`usage`) needs a breakdown
     * (`present`), and none may be there (`absent`) otherwise.
     */
    presence: { kind: "exactlyOne" } | { kind: "atLeastOne"; usage: { vat: boolean }; present: CodeMatch; absent: CodeMatch };
    parties: UblParties;
    uses?: { line?: UblUse; allowance?: UblUse; charge?: UblUse };
    rate: RateTest;
    /**
     * Rule 08: `exact`: taxable amount equals the sum exactly; `perRate`:
     * per the breakdown's rate, within one unit, when a line or allowance
     * of that code and rate (`sameRate`) or any line (`anyLine`) exists.
     */
    taxable: { kind: "exact" } | { kind: "perRate"; guard: "sameRate" | "anyLine" };
    /** Rule 09: the tax amount is 0, or taxable amount × rate within one unit. */
    tax: "zero" | "rate";
  };
  cii: {
    /** The code's contexts in the CII model pattern (`ciiModel.vatS`). */
    contexts: VatCategoryContexts;
    /**
     * Rule 01: `exactlyOne`: the code is used in no tax at all, or in one
     * breakdown and some line or allowance/charge; `oneIfInBreakdown`: a
     * breakdown of the code must be the only one and have some use;
     * `twoWithBreakdown`: lines (and allowances/charges) of the code count
     * with the breakdowns to at least two.
     */
    presence: "exactlyOne" | "oneIfInBreakdown" | "twoWithBreakdown";
    parties: CiiParties;
    rate: RateTest;
    /**
     * Rule 08: `tolerance`: within one unit of the sum; `exact`: equal;
     * `perRate`: equal per rate, the rates read beside the context node (for
     * contexts at the ApplicableTradeTax that is its parent, which has none:
     * the official check never fails there).
     */
    taxable: "tolerance" | "exact" | "perRate";
    /** Rule 09: 0, taxable amount × rate within one unit, or no check (the official assertion is always true). */
    tax: "zero" | "rate" | "none";
  };
}

// ---------------------------------------------------------------------------
// What the rules need from a whole UBL document, gathered once

interface UblAllowanceCategory {
  category: XMLElement;
  /** The ChargeIndicator values of its AllowanceCharge, as booleans. */
  indicators: ReadonlySet<boolean>;
  /** Whether the AllowanceCharge is the document's own. */
  documentLevel: boolean;
}

export interface UblDocument {
  root: XMLElement;
  /** Every cac:TaxCategory and cac:ClassifiedTaxCategory, wherever. */
  taxCategories: XMLElement[];
  classified: XMLElement[];
  /** Every TaxCategory of an AllowanceCharge, wherever. */
  allowanceCategories: UblAllowanceCategory[];
  /** The document's VAT breakdown categories (its TaxTotal/TaxSubtotal/TaxCategory). */
  breakdown: XMLElement[];
  /** Every AllowanceCharge, InvoiceLine and CreditNoteLine, wherever. */
  allowanceCharges: XMLElement[];
  invoiceLines: XMLElement[];
  creditNoteLines: XMLElement[];
}

/** What the rules need from the UBL document a node is in, gathered in one walk of it. */
export const ublDocumentOf = perDocument((root): UblDocument => {
  const cac = UBL_NAMESPACES.cac;
  const doc: UblDocument = { root, taxCategories: [], classified: [], allowanceCategories: [], breakdown: [], allowanceCharges: [], invoiceLines: [], creditNoteLines: [] };
  for (const el of elementsOf(root)) {
    if (el.ns !== cac) continue;
    if (el.local === "TaxCategory") {
      doc.taxCategories.push(el);
      const parent = el.parent!;
      if (isCac(parent, "AllowanceCharge")) {
        const indicators = new Set(ubl.values(parent, "cbc:ChargeIndicator").map(booleanOf).filter((b): b is boolean => b !== undefined));
        doc.allowanceCategories.push({ category: el, indicators, documentLevel: parent.parent === root });
      }
      const total = parent.parent;
      if (isCac(parent, "TaxSubtotal") && isCac(total, "TaxTotal") && total.parent === root) doc.breakdown.push(el);
    } else if (el.local === "ClassifiedTaxCategory") doc.classified.push(el);
    else if (el.local === "AllowanceCharge") doc.allowanceCharges.push(el);
    else if (el.local === "InvoiceLine") doc.invoiceLines.push(el);
    else if (el.local === "CreditNoteLine") doc.creditNoteLines.push(el);
  }
  return doc;
});

/** Whether a UBL category has the code (as the CodeMatch compares it) and, if asked, the VAT scheme. */
export function ublCategoryMatches(category: XMLElement, code: string, match: CodeMatch): boolean {
  const hasCode = match.normalized ? ublCodeOf(category) === code : ubl.values(category, "cbc:ID").includes(code);
  return hasCode && (!match.vat || ublHasVatScheme(category));
}

/** Whether a path (from the document element, often `//…`) selects anything in a UBL document: once per document and path. */
const ublHas = perDocumentAnd((root, path: string): boolean => ubl.exists(root, path));

/** Whether some PartyTaxScheme a path selects has the VAT scheme and a CompanyID: once per document and path. */
const ublVatCompanyId = perDocumentAnd((root, partyTaxSchemes: string): boolean =>
  ubl.elements(root, partyTaxSchemes).some((scheme) => hasUblVatScheme(scheme) && ubl.exists(scheme, "cbc:CompanyID")),
);

/** Whether a UBL document has the parties' identifiers a family's rules 02–04 ask for (once per document and family; the facts read are shared). */
const ublPartiesHold = perDocumentAnd((root, parties: UblParties): boolean => {
  const supplier =
    parties.seller === "anyScheme"
      ? ublHas(root, "//cac:AccountingSupplierParty/cac:Party/cac:PartyTaxScheme/cbc:CompanyID")
      : ublVatCompanyId(root, "//cac:AccountingSupplierParty/cac:Party/cac:PartyTaxScheme");
  const representative = ublVatCompanyId(root, "//cac:TaxRepresentativeParty/cac:PartyTaxScheme");
  const buyerVat = parties.buyer ? ublVatCompanyId(root, "//cac:AccountingCustomerParty/cac:Party/cac:PartyTaxScheme") : false;
  const buyerLegal = parties.buyer === "vatOrLegal" && ublHas(root, "//cac:AccountingCustomerParty/cac:Party/cac:PartyLegalEntity/cbc:CompanyID");
  if (parties.forbidden) return !supplier && !representative && !buyerVat;
  return (supplier || representative) && (parties.buyer === undefined || buyerVat || buyerLegal);
});

// ---------------------------------------------------------------------------
// What the rules need from a whole CII document, gathered once

export interface CiiDocument {
  root: XMLElement;
  /** Every ApplicableTradeTax of a line settlement, of a header settlement, and at all; every CategoryTradeTax. */
  lineTaxes: XMLElement[];
  headerTaxes: XMLElement[];
  tradeTaxes: XMLElement[];
  categoryTaxes: XMLElement[];
  /** The texts of every ram:CategoryCode and ram:CountryID. */
  categoryCodes: string[];
  countryIds: string[];
}

/** What the rules need from the CII document a node is in, gathered in one walk of it. */
export const ciiDocumentOf = perDocument((root): CiiDocument => {
  const ram = CII_NAMESPACES.ram;
  const doc: CiiDocument = { root, lineTaxes: [], headerTaxes: [], tradeTaxes: [], categoryTaxes: [], categoryCodes: [], countryIds: [] };
  for (const el of elementsOf(root)) {
    if (el.ns !== ram) continue;
    if (el.local === "ApplicableTradeTax") {
      doc.tradeTaxes.push(el);
      const parent = el.parent!;
      if (isRam(parent, "SpecifiedLineTradeSettlement")) doc.lineTaxes.push(el);
      if (isRam(parent, "ApplicableHeaderTradeSettlement")) doc.headerTaxes.push(el);
    } else if (el.local === "CategoryTradeTax") doc.categoryTaxes.push(el);
    else if (el.local === "CategoryCode") doc.categoryCodes.push(stringValue(el));
    else if (el.local === "CountryID") doc.countryIds.push(stringValue(el));
  }
  return doc;
});

/** Whether a CII tax has the code among its CategoryCodes (compared exactly, as `ram:CategoryCode = 'S'` does). */
export const ciiHasCode = (tax: XMLElement, code: string): boolean => cii.values(tax, "ram:CategoryCode").includes(code);

/** The schemeIDs of the SpecifiedTaxRegistration IDs a path selects (from the document element): once per document and path. */
const ciiSchemesAt = perDocumentAnd((root, ids: string): string[] => cii.elements(root, ids).flatMap((id) => cii.values(id, "@schemeID")));

/** Whether some SpecifiedTaxRegistration ID a path selects has one of the schemeIDs. */
const ciiRegistered = (node: XMLNode, ids: string, schemes: readonly string[]): boolean => ciiSchemesAt(node, ids).some((scheme) => schemes.includes(scheme));

/** Whether a path (from the document element, often `//…`) selects anything in a CII document: once per document and path. */
const ciiHas = perDocumentAnd((root, path: string): boolean => cii.exists(root, path));

/** Whether a CII document has the parties' identifiers a family's rules 02–04 ask for (once per document and family; the facts read are shared). */
const ciiPartiesHold = perDocumentAnd((root, parties: CiiParties): boolean => {
  const where = parties.sellerAnywhere ? "//" : "/rsm:CrossIndustryInvoice/rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeAgreement/";
  const seller = ciiRegistered(root, `${where}ram:SellerTradeParty/ram:SpecifiedTaxRegistration/ram:ID`, parties.sellerSchemes);
  const representative = ciiRegistered(root, `${where}ram:SellerTaxRepresentativeTradeParty/ram:SpecifiedTaxRegistration/ram:ID`, ["VA"]);
  const buyerVat = parties.buyer ? ciiRegistered(root, "//ram:BuyerTradeParty/ram:SpecifiedTaxRegistration/ram:ID", ["VA"]) : false;
  const buyerLegal = parties.buyer === "vatOrLegal" && ciiHas(root, "//ram:BuyerTradeParty/ram:SpecifiedLegalOrganization/ram:ID");
  if (parties.forbidden) return !seller && !representative && !buyerVat;
  return (seller || representative) && (parties.buyer === undefined || buyerVat || buyerLegal);
});

// ---------------------------------------------------------------------------
// Sums of what a VAT breakdown covers (rule 08), one pass per document and code

/**
 * Decimal sums per key (ANY_RATE, or a rate). A sum fails (the official run
 * would) when an amount in it is no decimal, and every rate's sum fails when
 * a rate of an element of the code is none (the official filter reads it
 * whatever rate it looks for).
 */
class Sums {
  readonly byKey = new Map<string, BigNumber>();
  readonly failedKeys = new Set<string>();
  ratesFailed = false;
  add(key: string, value: DecimalCast): void {
    if (value === FAILS) this.failedKeys.add(key);
    else if (value !== null) this.byKey.set(key, (this.byKey.get(key) ?? new BigNumber(0)).plus(value));
  }
  failed(key: string): boolean {
    return this.failedKeys.has(key) || (key !== ANY_RATE && this.ratesFailed);
  }
  get(key: string): BigNumber {
    return this.byKey.get(key) ?? new BigNumber(0);
  }
}

/** The rates a set of categories give (xs:decimal of each Percent); FAILS when one is no decimal. */
function ratesOf(categories: readonly XMLElement[], read: (category: XMLElement) => string[]): Set<string> | typeof FAILS {
  const rates = new Set<string>();
  for (const category of categories) {
    const rate = xsDecimal(read(category));
    if (rate === FAILS) return FAILS;
    if (rate !== null) rates.add(keyOf(rate));
  }
  return rates;
}

/** Key of the sums without rates. */
const ANY_RATE = "*";

interface UblCodeSums {
  invoiceLines: Sums;
  creditNoteLines: Sums;
  charges: Sums;
  allowances: Sums;
  /** Rates for which some line (anywhere) or some AllowanceCharge (anywhere) has the code and the rate. */
  invoiceLineRates: Set<string>;
  creditNoteLineRates: Set<string>;
  allowanceChargeRates: Set<string>;
}

/** The categories of a line or an AllowanceCharge, and the rates they give (read when first asked, then kept). */
interface UblCategoriesOf {
  categories: XMLElement[];
  rates: () => Set<string> | typeof FAILS;
}

/**
 * Per line and per AllowanceCharge, read once: the sums of every code present
 * go through every line and AllowanceCharge, and would read their categories
 * and parse their rates again for each code.
 */
const categoriesOf = (categories: XMLElement[]): UblCategoriesOf => {
  let rates: Set<string> | typeof FAILS | undefined;
  return { categories, rates: () => (rates ??= ratesOf(categories, (category) => ubl.values(category, "cbc:Percent"))) };
};
const ublLineCategories = perElement((line) => categoriesOf(ubl.elements(line, "cac:Item/cac:ClassifiedTaxCategory")));
const ublAllowanceChargeCategories = perElement((allowanceCharge) => categoriesOf(ubl.elements(allowanceCharge, "cac:TaxCategory")));

/**
 * The UBL sums for one code: the document's lines (by their item's
 * ClassifiedTaxCategory) and its own allowances and charges (by their
 * TaxCategory), each under ANY_RATE and under every rate its categories give.
 */
const ublSums = perDocumentAnd((root, code: string): UblCodeSums => {
  const doc = ublDocumentOf(root);
  const sums: UblCodeSums = { invoiceLines: new Sums(), creditNoteLines: new Sums(), charges: new Sums(), allowances: new Sums(), invoiceLineRates: new Set(), creditNoteLineRates: new Set(), allowanceChargeRates: new Set() };
  const codeAndRates = ({ categories, rates }: UblCategoriesOf): { has: boolean; rates: Set<string> | typeof FAILS } => {
    const has = categories.some((category) => ublCodeOf(category) === code);
    return { has, rates: has ? rates() : new Set() };
  };
  const addTo = (target: Sums, rates: Set<string> | typeof FAILS, amount: DecimalCast): void => {
    target.add(ANY_RATE, amount);
    if (rates === FAILS) target.ratesFailed = true;
    else for (const rate of rates) target.add(rate, amount);
  };
  const lines: [XMLElement[], Sums, Set<string>][] = [
    [doc.invoiceLines, sums.invoiceLines, sums.invoiceLineRates],
    [doc.creditNoteLines, sums.creditNoteLines, sums.creditNoteLineRates],
  ];
  for (const [list, target, guard] of lines) {
    for (const line of list) {
      const { has, rates } = codeAndRates(ublLineCategories(line));
      if (!has) continue;
      if (rates !== FAILS) for (const rate of rates) guard.add(rate);
      // Only the document's own lines are summed; any line counts for the guard.
      if (line.parent === doc.root) addTo(target, rates, xsDecimal(ubl.values(line, "cbc:LineExtensionAmount")));
    }
  }
  for (const allowanceCharge of doc.allowanceCharges) {
    const { has, rates } = codeAndRates(ublAllowanceChargeCategories(allowanceCharge));
    if (!has) continue;
    if (rates !== FAILS) for (const rate of rates) sums.allowanceChargeRates.add(rate);
    if (allowanceCharge.parent !== doc.root) continue;
    const amount = xsDecimal(ubl.values(allowanceCharge, "cbc:Amount"));
    if (ublChargeIndicatorIs(allowanceCharge, true)) addTo(sums.charges, rates, amount);
    if (ublChargeIndicatorIs(allowanceCharge, false)) addTo(sums.allowances, rates, amount);
  }
  return sums;
});

interface CiiCodeSums {
  lines: Sums;
  charges: Sums;
  allowances: Sums;
}

/**
 * The CII sums for one code: the line settlements of the document's
 * transaction (by their ApplicableTradeTax codes and rates) and its header
 * allowances and charges (by their CategoryTradeTax), each under ANY_RATE
 * and every rate.
 */
const ciiSums = perDocumentAnd((root, code: string): CiiCodeSums => {
  const sums: CiiCodeSums = { lines: new Sums(), charges: new Sums(), allowances: new Sums() };
  const addTo = (target: Sums, holder: XMLElement, taxes: string, amounts: DecimalCast[]): void => {
    if (!cii.values(holder, `${taxes}/ram:CategoryCode`).includes(code)) return;
    const rates = new Set<string>();
    for (const text of cii.values(holder, `${taxes}/ram:RateApplicablePercent`)) {
      const rate = decimalOf(text);
      if (rate === undefined) target.ratesFailed = true;
      else rates.add(keyOf(rate));
    }
    for (const amount of amounts) {
      target.add(ANY_RATE, amount);
      for (const rate of rates) target.add(rate, amount);
    }
  };
  const transaction = "/rsm:CrossIndustryInvoice/rsm:SupplyChainTradeTransaction";
  for (const settlement of cii.elements(root, `${transaction}/ram:IncludedSupplyChainTradeLineItem/ram:SpecifiedLineTradeSettlement`)) {
    const amounts = cii.elements(settlement, "ram:SpecifiedTradeSettlementLineMonetarySummation").map((summation) => xsDecimal(cii.values(summation, "ram:LineTotalAmount")));
    addTo(sums.lines, settlement, "ram:ApplicableTradeTax", amounts);
  }
  for (const allowanceCharge of cii.elements(root, `${transaction}/ram:ApplicableHeaderTradeSettlement/ram:SpecifiedTradeAllowanceCharge`)) {
    // Only the first ActualAmount is read.
    const first = cii.values(allowanceCharge, "ram:ActualAmount")[0];
    const amount: DecimalCast = first === undefined ? null : (decimalOf(first) ?? FAILS);
    if (ciiChargeIndicatorIs(allowanceCharge, true)) addTo(sums.charges, allowanceCharge, "ram:CategoryTradeTax", [amount]);
    if (ciiChargeIndicatorIs(allowanceCharge, false)) addTo(sums.allowances, allowanceCharge, "ram:CategoryTradeTax", [amount]);
  }
  return sums;
});

/** CII's taxable amount for a code and rate: lines, charges and allowances each summed, rounded to 2 decimals, then combined; undefined when a value fails. */
function ciiExpectedBasis(sums: CiiCodeSums, key: string): number | undefined {
  if (sums.lines.failed(key) || sums.charges.failed(key) || sums.allowances.failed(key)) return undefined;
  return roundHalfUp(sums.lines.get(key), 2).plus(roundHalfUp(sums.charges.get(key), 2)).minus(roundHalfUp(sums.allowances.get(key), 2)).toNumber();
}

// ---------------------------------------------------------------------------
// The rules

const RATE_WORDS: Record<RateTest, string> = {
  decimalZero: "must be 0",
  zero: "must be 0",
  positive: "must be greater than 0",
  nonNegative: "must be 0 or more",
  absent: "must not be given",
};

function rateHolds(values: readonly string[], test: RateTest): boolean {
  switch (test) {
    case "decimalZero": {
      const rate = xsDecimal(values);
      return rate instanceof BigNumber && rate.isZero();
    }
    case "zero":
      return someComparesWithZero(values, (n) => n === 0);
    case "positive":
      return someComparesWithZero(values, (n) => n > 0);
    case "nonNegative":
      return someComparesWithZero(values, (n) => n >= 0);
    case "absent":
      return values.length === 0;
  }
}

const asElement = (node: XMLNode): XMLElement => (node.kind === "element" ? node : node.parent);

/** The CII VAT breakdown a breakdown context stands on: the ApplicableTradeTax itself, or the one of its CategoryCode. */
const ciiBreakdownOf = (node: XMLNode): XMLElement => {
  const el = asElement(node);
  return el.local === "CategoryCode" && el.parent ? el.parent : el;
};

/** Whether the official two-sided check `amount - 1 < expected and amount + 1 > expected` holds. */
const withinOne = (amount: BigNumber, expected: BigNumber): boolean => amount.minus(1).lt(expected) && amount.plus(1).gt(expected);

/** The ten rules of one VAT category code, from its facts. */
export function vatCategoryRules(f: VatCategoryFacts): RuleDef[] {
  const id = (n: number): string => `${f.family}-${String(n).padStart(2, "0")}`;
  const named = `"${f.name}" (${f.code})`;
  const ublContexts = f.ubl.contexts;
  const ciiContexts = f.cii.contexts;

  // 01 -------------------------------------------------------------------
  const ublPresence = (node: XMLNode): boolean => {
    const doc = ublDocumentOf(node);
    const p = f.ubl.presence;
    if (p.kind === "exactlyOne") {
      // Any VAT category of the code (a breakdown's too) asks for exactly one breakdown ID with it.
      const hasId = (category: XMLElement): boolean => ublHasVatScheme(category) && ubl.values(category, "cbc:ID").some((v) => normalizeSpace(v) === f.code);
      const used = doc.taxCategories.some(hasId) || doc.classified.some(hasId);
      const count = doc.breakdown.filter((category) => ublHasVatScheme(category)).reduce((n, category) => n + ubl.values(category, "cbc:ID").filter((v) => normalizeSpace(v) === f.code).length, 0);
      return !used || count === 1;
    }
    const usage = { normalized: true, vat: p.usage.vat };
    const used = doc.allowanceCategories.some((a) => ublCategoryMatches(a.category, f.code, usage)) || doc.classified.some((c) => ublCategoryMatches(c, f.code, usage));
    if (used) return doc.breakdown.some((c) => ublCategoryMatches(c, f.code, p.present));
    return !doc.breakdown.some((c) => ublCategoryMatches(c, f.code, p.absent));
  };
  const ciiPresence = (node: XMLNode): boolean => {
    const doc = ciiDocumentOf(node);
    const count = (taxes: XMLElement[]): number => taxes.filter((tax) => ciiHasCode(tax, f.code)).length;
    const header = count(doc.headerTaxes);
    const lines = count(doc.lineTaxes);
    const others = count(doc.categoryTaxes);
    switch (f.cii.presence) {
      case "exactlyOne":
        return (header === 0 && lines === 0 && others === 0) || (header === 1 && (lines > 0 || others > 0));
      case "oneIfInBreakdown":
        return header === 0 || (header === 1 && (lines > 0 || others > 0));
      case "twoWithBreakdown":
        return (lines + header >= 2 || lines === 0) && (others + header >= 2 || others === 0);
    }
  };

  // 02–04 ----------------------------------------------------------------
  const parties = f.ubl.parties;
  const sellerWords = parties.seller === "anyScheme" ? "the Seller VAT identifier (BT-31), the Seller tax registration identifier (BT-32) or the Seller tax representative VAT identifier (BT-63)" : "the Seller VAT identifier (BT-31) or the Seller tax representative VAT identifier (BT-63)";
  const buyerWords = parties.buyer === "vatOrLegal" ? ", and the Buyer VAT identifier (BT-48) or the Buyer legal registration identifier (BT-47)" : parties.buyer === "vat" ? ", and the Buyer VAT identifier (BT-48)" : "";
  const partyTerms = parties.forbidden ? ["BT-31", "BT-63", "BT-48"] : [...(parties.seller === "anyScheme" ? ["BT-31", "BT-32", "BT-63"] : ["BT-31", "BT-63"]), ...(parties.buyer === "vatOrLegal" ? ["BT-48", "BT-47"] : parties.buyer === "vat" ? ["BT-48"] : [])];
  const partiesRule = (n: number, what: string, codeTerm: string, groupTerm: string, use: "line" | "allowance" | "charge"): RuleDef => {
    const u = f.ubl.uses?.[use] ?? {};
    const candidates = (doc: UblDocument): XMLElement[] =>
      use === "line" ? doc.classified : doc.allowanceCategories.filter((a) => a.indicators.has(use === "charge") && (!u.documentLevel || a.documentLevel)).map((a) => a.category);
    return {
      id: id(n),
      flag: "fatal",
      terms: [groupTerm, codeTerm, ...partyTerms],
      description: parties.forbidden
        ? `${id(n)}: an Invoice with ${what} (${codeTerm}) is ${named} must not contain the Seller VAT identifier (BT-31), the Seller tax representative VAT identifier (BT-63) nor the Buyer VAT identifier (BT-48).`
        : `${id(n)}: an Invoice with ${what} (${codeTerm}) is ${named} must contain ${sellerWords}${buyerWords}.`,
      bindings: {
        ubl: {
          context: ublModel.document,
          test: (node) => {
            const doc = ublDocumentOf(node);
            const categories = candidates(doc);
            const guarded = categories.some((c) => ublCategoryMatches(c, f.code, u.guard ?? STRICT));
            if (guarded && ublPartiesHold(node, parties)) return true;
            return !categories.some((c) => ublCategoryMatches(c, f.code, u.absent ?? STRICT));
          },
        },
        cii: { context: ciiContexts[use], test: (node) => ciiPartiesHold(node, f.cii.parties) },
      },
    };
  };

  // 05–07 ----------------------------------------------------------------
  const rateWords = RATE_WORDS[f.ubl.rate] === RATE_WORDS[f.cii.rate] ? RATE_WORDS[f.ubl.rate] : `${RATE_WORDS[f.ubl.rate]} (in CII: ${RATE_WORDS[f.cii.rate].replace(/^must /, "")})`;
  const rateRule = (n: number, rateTerm: string, what: string, codeTerm: string, use: "line" | "allowance" | "charge"): RuleDef => ({
    id: id(n),
    flag: "fatal",
    terms: [codeTerm, rateTerm],
    description: `${id(n)}: the VAT rate (${rateTerm}) of ${what} whose VAT category code (${codeTerm}) is ${named} ${rateWords}.`,
    bindings: {
      ubl: { context: ublContexts[use], test: (node) => rateHolds(ubl.values(node, "cbc:Percent"), f.ubl.rate) },
      cii: { context: ciiContexts[use], test: (node) => rateHolds(cii.values(node, "ram:RateApplicablePercent"), f.cii.rate) },
    },
  });

  // 08 -------------------------------------------------------------------
  const ublTaxable = (node: XMLNode): boolean => {
    const category = asElement(node);
    const subtotal = category.parent!;
    const doc = ublDocumentOf(node);
    const sums = ublSums(node, f.code);
    // A sum that fails fails the check (the official run stops there).
    const total = (lines: Sums, key: string): BigNumber | undefined =>
      [lines, sums.charges, sums.allowances].some((s) => s.failed(key)) ? undefined : lines.get(key).plus(sums.charges.get(key)).minus(sums.allowances.get(key));
    const t = f.ubl.taxable;
    if (t.kind === "exact") {
      const taxable = xsDecimal(ubl.values(subtotal, "cbc:TaxableAmount"));
      if (!(taxable instanceof BigNumber)) return false;
      const equals = (lines: Sums): boolean => {
        const sum = total(lines, ANY_RATE);
        return sum !== undefined && taxable.eq(sum);
      };
      return (doc.invoiceLines.length > 0 && equals(sums.invoiceLines)) || (doc.creditNoteLines.length > 0 && equals(sums.creditNoteLines));
    }
    const rate = xsDecimal(ubl.values(category, "cbc:Percent"));
    if (rate === null) return true; // no rate: the official `every` holds
    if (rate === FAILS) return false;
    const key = keyOf(rate);
    // The taxable amount ± 1 is computed as a double (it is untyped text), then cast to xs:decimal.
    const amounts = ubl.values(subtotal, "cbc:TaxableAmount");
    const amount = amounts.length === 1 ? doubleOf(amounts[0]) : undefined;
    const low = amount === undefined ? undefined : decimalOfDouble(amount - 1);
    const high = amount === undefined ? undefined : decimalOfDouble(amount + 1);
    if (!low || !high) return false;
    const inRange = (lines: Sums): boolean => {
      const sum = total(lines, key);
      return sum !== undefined && low.lt(sum) && high.gt(sum);
    };
    const anyLine = t.guard === "anyLine";
    const invoiceGuard = anyLine ? doc.invoiceLines.length > 0 : sums.invoiceLineRates.has(key) || sums.allowanceChargeRates.has(key);
    const creditNoteGuard = anyLine ? doc.creditNoteLines.length > 0 : sums.creditNoteLineRates.has(key) || sums.allowanceChargeRates.has(key);
    return (invoiceGuard && inRange(sums.invoiceLines)) || (creditNoteGuard && inRange(sums.creditNoteLines));
  };
  const ciiTaxable = (node: XMLNode): boolean => {
    const sums = ciiSums(node, f.code);
    const tax = ciiBreakdownOf(node);
    const equalsSomeBasis = (texts: string[], expected: number): boolean => texts.some((text) => doubleOf(text) === expected);
    switch (f.cii.taxable) {
      case "tolerance": {
        const expected = ciiExpectedBasis(sums, ANY_RATE);
        const bases = cii.values(tax, "ram:BasisAmount");
        const basis = bases.length === 1 ? doubleOf(bases[0]) : undefined;
        return expected !== undefined && basis !== undefined && basis - 1 < expected && basis + 1 > expected;
      }
      case "exact": {
        const expected = ciiExpectedBasis(sums, ANY_RATE);
        return expected !== undefined && equalsSomeBasis(cii.values(tax, "ram:BasisAmount"), expected);
      }
      case "perRate": {
        // Rates and basis are read beside the context node, as officially.
        const context = asElement(node);
        return cii.values(context, "../ram:RateApplicablePercent").every((text) => {
          const rate = decimalOf(text);
          if (rate === undefined) return false;
          const expected = ciiExpectedBasis(sums, keyOf(rate));
          return expected !== undefined && equalsSomeBasis(cii.values(context, "../ram:BasisAmount"), expected);
        });
      }
    }
  };
  const perRate = f.ubl.taxable.kind === "perRate";

  // 09 -------------------------------------------------------------------
  const ublTax = (node: XMLNode): boolean => {
    const category = asElement(node);
    const subtotal = category.parent!;
    const amount = xsDecimal(ubl.values(subtotal, "cbc:TaxAmount"));
    if (!(amount instanceof BigNumber)) return false;
    if (f.ubl.tax === "zero") return amount.isZero();
    const taxable = xsDecimal(ubl.values(subtotal, "cbc:TaxableAmount"));
    const rate = xsDecimal(ubl.values(category, "cbc:Percent"));
    if (!(taxable instanceof BigNumber) || !(rate instanceof BigNumber)) return false;
    return withinOne(amount.abs(), roundHalfUp(taxable.abs().times(rate.shiftedBy(-2)), 2));
  };
  const ciiTax = (node: XMLNode): boolean => {
    const tax = ciiBreakdownOf(node);
    if (f.cii.tax === "none") return true;
    if (f.cii.tax === "zero") return someComparesWithZero(cii.values(tax, "ram:CalculatedAmount"), (n) => n === 0);
    const amount = xsDecimal(cii.values(tax, "ram:CalculatedAmount"));
    const basis = xsDecimal(cii.values(tax, "ram:BasisAmount"));
    const rates = cii.values(tax, "ram:RateApplicablePercent");
    const rate = rates.length === 1 ? doubleOf(rates[0]) : undefined;
    if (!(amount instanceof BigNumber) || !(basis instanceof BigNumber) || rate === undefined) return false;
    // The rate is untyped text: the product is a double, rounded as a double (halves up), and the amounts compared as doubles.
    const expected = Math.round(basis.abs().toNumber() * rate) / 100;
    return amount.abs().minus(1).toNumber() < expected && amount.abs().plus(1).toNumber() > expected;
  };

  // 10 -------------------------------------------------------------------
  const exemption = (has: boolean): boolean => (f.exemption === "required" ? has : !has);

  return [
    {
      id: id(1),
      flag: "fatal",
      terms: ["BG-23", "BT-118", "BT-151", "BT-95", "BT-102"],
      description: `${id(1)}: an Invoice with an Invoice line (BG-25), a Document level allowance (BG-20) or charge (BG-21) whose VAT category code (BT-151, BT-95, BT-102) is ${named} must have ${f.ubl.presence.kind === "exactlyOne" ? "exactly one VAT breakdown (BG-23)" : "a VAT breakdown (BG-23)"} with that VAT category code (BT-118).`,
      bindings: { ubl: { context: ublModel.document, test: ublPresence }, cii: { context: ciiModel.document, test: ciiPresence } },
    },
    partiesRule(2, "an Invoice line (BG-25) whose Invoiced item VAT category code", "BT-151", "BG-25", "line"),
    partiesRule(3, "a Document level allowance (BG-20) whose VAT category code", "BT-95", "BG-20", "allowance"),
    partiesRule(4, "a Document level charge (BG-21) whose VAT category code", "BT-102", "BG-21", "charge"),
    rateRule(5, "BT-152", "an Invoice line (BG-25)", "BT-151", "line"),
    rateRule(6, "BT-96", "a Document level allowance (BG-20)", "BT-95", "allowance"),
    rateRule(7, "BT-103", "a Document level charge (BG-21)", "BT-102", "charge"),
    {
      id: id(8),
      flag: "fatal",
      terms: ["BG-23", "BT-116", "BT-131", "BT-99", "BT-92", ...(perRate ? ["BT-119"] : [])],
      description: `${id(8)}: the VAT category taxable amount (BT-116) of the ${named} VAT breakdown (BG-23) must be the sum of the Invoice line net amounts (BT-131) plus the Document level charge amounts (BT-99) minus the Document level allowance amounts (BT-92) of that category${perRate ? " and VAT rate (BT-119)" : ""}.`,
      bindings: { ubl: { context: ublContexts.breakdown, test: ublTaxable }, cii: { context: ciiContexts.breakdown, test: ciiTaxable } },
    },
    {
      id: id(9),
      flag: "fatal",
      terms: f.ubl.tax === "zero" ? ["BG-23", "BT-117"] : ["BG-23", "BT-117", "BT-116", "BT-119"],
      description:
        f.ubl.tax === "zero"
          ? `${id(9)}: the VAT category tax amount (BT-117) of a ${named} VAT breakdown (BG-23) must be 0.`
          : `${id(9)}: the VAT category tax amount (BT-117) of a ${named} VAT breakdown (BG-23) must be its taxable amount (BT-116) times its VAT rate (BT-119), rounded to 2 decimals, within one unit.`,
      bindings: { ubl: { context: ublContexts.breakdown, test: ublTax }, cii: { context: ciiContexts.breakdown, test: ciiTax } },
    },
    {
      id: id(10),
      flag: "fatal",
      terms: ["BG-23", "BT-120", "BT-121"],
      description:
        f.exemption === "required"
          ? `${id(10)}: a ${named} VAT breakdown (BG-23) must have a VAT exemption reason (BT-120) or a VAT exemption reason code (BT-121).`
          : `${id(10)}: a ${named} VAT breakdown (BG-23) must have neither a VAT exemption reason (BT-120) nor a VAT exemption reason code (BT-121).`,
      bindings: {
        ubl: { context: ublContexts.breakdown, test: (node) => exemption(ubl.exists(node, "cbc:TaxExemptionReason") || ubl.exists(node, "cbc:TaxExemptionReasonCode")) },
        cii: {
          context: ciiContexts.breakdown,
          test: (node) => {
            const tax = ciiBreakdownOf(node);
            return exemption(cii.exists(tax, "ram:ExemptionReason") || cii.exists(tax, "ram:ExemptionReasonCode"));
          },
        },
      },
    },
  ];
}
