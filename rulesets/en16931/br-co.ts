/**
 * BR-CO: the conditions that tie business terms together (totals and their
 * sums, the VAT breakdown, mutually exclusive or jointly required terms).
 *
 * Arithmetic follows the official rules value for value. Where they cast to
 * xs:decimal, sums and roundings are exact (BigNumber; XPath's round() goes
 * half towards positive infinity). Where they sum untyped text (CII's
 * BR-CO-10, -11, -12, -14), XPath casts each amount to xs:double and adds
 * doubles: those sums are JS numbers on purpose, added in document order as
 * Saxon does, so that the same binary rounding gives the same verdict.
 * A cast that fails or a sequence where one value is required is an XPath
 * error that stops the official run; here it makes the rule not hold.
 * Sums over lines or breakdowns are computed once per document (or per
 * parent) and kept, so every rule stays linear in the document.
 */
import { BigNumber, castBoolean, castDecimal, castDouble, decimalOfDouble, dynamicError, elementsOf, guarded, normalizeSpace, perElement, roundHalfUp, rootOf, single, stringValue, substring, type RuleDef, type XMLElement, type XMLNode } from "../../engine/index.ts";
import { cii, CII_NAMESPACES, isRam, isRsm, ubl, UBL_NAMESPACES } from "../common/syntax.ts";
import { VAT_PREFIXES_CII, VAT_PREFIXES_UBL } from "./code-lists.ts";
import { ciiModel, hasUblVatScheme, ublModel } from "./contexts.ts";
import { ublDocumentOf } from "./vat-category.ts";

// ---------------------------------------------------------------------------
// XPath values (a failed cast or several values where one is taken raise an
// XPathError, which `guarded` turns into the rule not holding)

/** xs:decimal() of a sequence: empty for none, an error for more than one. */
function decimal(values: readonly string[]): BigNumber | undefined {
  return values.length === 0 ? undefined : castDecimal(single(values));
}

/** xs:decimal() of the first of a sequence (`X[1]`), empty for none. */
const firstDecimal = (values: readonly string[]): BigNumber | undefined => (values.length ? castDecimal(values[0]) : undefined);

/** `round(x * 10 * 10) div 100` on a decimal; empty stays empty. */
const round2 = (x: BigNumber | undefined): BigNumber | undefined => (x === undefined ? undefined : roundHalfUp(x, 2));

/** `round(x)` on a decimal. */
const round0 = (x: BigNumber | undefined): BigNumber | undefined => (x === undefined ? undefined : roundHalfUp(x, 0));

/** XPath arithmetic: an empty operand gives the empty sequence. */
const plus = (a: BigNumber | undefined, b: BigNumber | undefined): BigNumber | undefined => (a === undefined || b === undefined ? undefined : a.plus(b));
const minus = (a: BigNumber | undefined, b: BigNumber | undefined): BigNumber | undefined => (a === undefined || b === undefined ? undefined : a.minus(b));

/** `a = b` on single values: false when either is empty. */
const same = (a: BigNumber | undefined, b: BigNumber | undefined): boolean => a !== undefined && b !== undefined && a.eq(b);

/** `round(x * 10 * 10) div 100` on a double, in double arithmetic (XPath's round: halves up). */
const doubleRound2 = (x: number): number => Math.round(x * 10 * 10) / 100;

/** Every element of a document with a given namespace and one of the local names. */
const descendants = (root: XMLElement, ns: string, locals: readonly string[]): XMLElement[] => elementsOf(root).filter((el) => el.ns === ns && locals.includes(el.local));

/** `cac:AllowanceCharge[cbc:ChargeIndicator = <value>]`: the indicator cast to xs:boolean (an error when it is none). */
const ublIndicatorIs = (allowanceCharge: XMLElement, value: boolean): boolean => ubl.values(allowanceCharge, "cbc:ChargeIndicator").some((text) => castBoolean(text) === value);

/** `ram:SpecifiedTradeAllowanceCharge[ram:ChargeIndicator/udt:Indicator = <value>]`, cast as in UBL. */
const ciiIndicatorIs = (allowanceCharge: XMLElement, value: boolean): boolean =>
  cii.values(allowanceCharge, "ram:ChargeIndicator/udt:Indicator").some((text) => castBoolean(text) === value);

// ---------------------------------------------------------------------------
// Sums kept per document or parent

const { cac } = UBL_NAMESPACES;
const { ram } = CII_NAMESPACES;

/** UBL: Σ of every line's net amount (BT-131) in the document, as xs:decimal. */
const ublLineNetSum = perElement((root) => {
  let sum = new BigNumber(0);
  // The lines the VAT rules gathered in their walk of the document (a sum of decimals is the same in any order).
  const doc = ublDocumentOf(root);
  for (const line of [...doc.invoiceLines, ...doc.creditNoteLines]) {
    const amount = decimal(ubl.values(line, "cbc:LineExtensionAmount"));
    if (amount !== undefined) sum = sum.plus(amount);
  }
  return sum;
});

/**
 * UBL: per parent of the totals and per kind (allowances or charges), whether
 * it has document level ones and the Σ of their amounts. Each kind is kept
 * apart: an amount that is no decimal breaks only its own kind's rule.
 */
function ublDocumentLevel(isCharge: boolean) {
  return perElement((parent) => {
    let any = false;
    let sum = new BigNumber(0);
    for (const ac of ubl.elements(parent, "cac:AllowanceCharge")) {
      if (!ublIndicatorIs(ac, isCharge)) continue;
      any = true;
      const amount = decimal(ubl.values(ac, "cbc:Amount"));
      if (amount !== undefined) sum = sum.plus(amount);
    }
    return { any, sum };
  });
}
const ublAllowances = ublDocumentLevel(false);
const ublCharges = ublDocumentLevel(true);

const CII_HEADER_SETTLEMENT = "/rsm:CrossIndustryInvoice/rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeSettlement";

/** CII: per SupplyChainTradeTransaction (the totals' grandparent), the Σ of its lines' net amounts (BT-131) as doubles, cast to xs:decimal. */
const ciiLineNetSum = perElement((transaction) => {
  const amounts = cii.values(transaction, "ram:IncludedSupplyChainTradeLineItem/ram:SpecifiedLineTradeSettlement/ram:SpecifiedTradeSettlementLineMonetarySummation/ram:LineTotalAmount");
  if (amounts.length === 0) return new BigNumber(0);
  let sum = castDouble(amounts[0]!);
  for (let i = 1; i < amounts.length; i++) sum += castDouble(amounts[i]!);
  return decimalOfDouble(sum) ?? dynamicError("a double that is no decimal");
});

/** CII: per document and kind, whether the header has such allowances or charges, and the Σ of their first ActualAmount as doubles (0 when none). */
function ciiDocumentLevel(isCharge: boolean) {
  return perElement((root) => {
    let any = false;
    let sum = 0;
    let count = 0;
    for (const ac of cii.elements(root, `${CII_HEADER_SETTLEMENT}/ram:SpecifiedTradeAllowanceCharge`)) {
      if (!ciiIndicatorIs(ac, isCharge)) continue;
      any = true;
      const amount = cii.values(ac, "ram:ActualAmount")[0];
      if (amount !== undefined) sum = count++ === 0 ? castDouble(amount) : sum + castDouble(amount);
    }
    return { any, sum };
  });
}
const ciiAllowances = ciiDocumentLevel(false);
const ciiCharges = ciiDocumentLevel(true);

/** CII: per document, the Σ of the VAT breakdown's tax amounts (BT-117) as doubles (0 when none). */
const ciiBreakdownTaxSum = perElement((root) => {
  const amounts = cii.values(root, `${CII_HEADER_SETTLEMENT}/ram:ApplicableTradeTax/ram:CalculatedAmount`);
  let sum = 0;
  amounts.forEach((text, i) => (sum = i === 0 ? castDouble(text) : sum + castDouble(text)));
  return sum;
});

/** CII: per document, whether it has a Value added tax point date (BT-7) and a date code (BT-8) anywhere, and a VAT breakdown. */
const ciiDocumentFacts = perElement((root) => {
  const facts = { taxPointDate: false, dueDateTypeCode: false, breakdown: false };
  for (const el of descendants(root, ram, ["TaxPointDate", "DueDateTypeCode", "ApplicableTradeTax"])) {
    if (el.local === "TaxPointDate") facts.taxPointDate = true;
    else if (el.local === "DueDateTypeCode") facts.dueDateTypeCode = true;
    else if (
      isRam(el.parent, "ApplicableHeaderTradeSettlement") &&
      isRsm(el.parent.parent, "SupplyChainTradeTransaction")
    )
      facts.breakdown = true;
  }
  return facts;
});

// ---------------------------------------------------------------------------
// Tests shared by rules of one shape

/** UBL's BR-CO-09 list as the space-separated text it searches (order does not matter for two characters). */
const UBL_VAT_PREFIX_TEXT = ` ${[...VAT_PREFIXES_UBL].join(" ")} `;

/** Each allowance or charge must give a reason or a reason code (UBL: on the AllowanceCharge). */
const ublHasReason = (n: XMLNode): boolean => ubl.exists(n, "cbc:AllowanceChargeReason") || ubl.exists(n, "cbc:AllowanceChargeReasonCode");

/** Each allowance or charge must give a reason or a reason code (CII: on its ChargeIndicator, so asked of the parent). */
const ciiHasReason = (n: XMLNode): boolean => cii.exists(n, "../ram:Reason") || cii.exists(n, "../ram:ReasonCode");

/** Conditions CEN states but checks as always true (reason and reason code agreeing). */
const alwaysHolds = (): boolean => true;

/** UBL BR-CO-11 / BR-CO-12: the total equals the rounded Σ, or neither the total nor any such allowance/charge exists. */
const ublDocumentTotal = (total: "AllowanceTotalAmount" | "ChargeTotalAmount", level: typeof ublAllowances) =>
  guarded((lmt) => {
    const values = ubl.values(lmt, `cbc:${total}`);
    const bucket = lmt.parent ? level(lmt.parent) : { any: false, sum: new BigNumber(0) };
    if (values.length === 0) return !bucket.any;
    return same(decimal(values), roundHalfUp(bucket.sum, 2));
  });

/** CII BR-CO-11 / BR-CO-12: no such allowance/charge and no total, or some total equals the rounded Σ (as doubles). */
const ciiDocumentTotal = (total: "AllowanceTotalAmount" | "ChargeTotalAmount", level: typeof ciiAllowances) =>
  guarded((summation) => {
    const bucket = level(rootOf(summation));
    const totals = cii.values(summation, `ram:${total}`);
    if (!bucket.any && totals.length === 0) return true;
    const expected = doubleRound2(bucket.sum);
    return totals.some((t) => castDouble(t) === expected);
  });

/**
 * BR-CO-17's test, both syntaxes: with the category rate (BT-119) rounding
 * to 0, the tax amount (BT-117) must round to 0; otherwise it must lie within
 * one unit of taxable amount (BT-116) × rate / 100 rounded to two decimals
 * (UBL strictly, CII inclusively); without a rate, it must round to 0.
 */
function vatAmountMatches(rates: readonly BigNumber[], taxAmount: BigNumber | undefined, taxableOf: () => BigNumber | undefined, inclusive: boolean): boolean {
  if (rates.length > 1) dynamicError("more than one rate");
  const rate = rates[0];
  const roundedRate = round0(rate);
  if (same(roundedRate, new BigNumber(0)) && same(round0(taxAmount), new BigNumber(0))) return true;
  const taxable = roundedRate !== undefined && !roundedRate.eq(0) ? taxableOf() : undefined;
  if (roundedRate !== undefined && !roundedRate.eq(0) && taxAmount !== undefined && taxable !== undefined) {
    const expected = roundHalfUp(taxable.abs().times(rate!.shiftedBy(-2)), 2);
    const low = taxAmount.abs().minus(1);
    const high = taxAmount.abs().plus(1);
    if (inclusive ? low.lte(expected) && high.gte(expected) : low.lt(expected) && high.gt(expected)) return true;
  }
  return rate === undefined && same(round0(taxAmount), new BigNumber(0));
}

// ---------------------------------------------------------------------------

export const brCoRules: RuleDef[] = [
  {
    id: "BR-CO-03",
    flag: "fatal",
    terms: ["BT-7", "BT-8"],
    description: "BR-CO-03: an invoice may give the Value added tax point date (BT-7) or the Value added tax point date code (BT-8), not both.",
    bindings: {
      ubl: { context: ublModel.document, test: (n) => !(ubl.exists(n, "cbc:TaxPointDate") && ubl.exists(n, "cac:InvoicePeriod/cbc:DescriptionCode")) },
      // CII checks it on each VAT breakdown, over the whole document.
      cii: {
        context: ciiModel.headerTradeTax,
        test: (n) => {
          const facts = ciiDocumentFacts(rootOf(n));
          return !(facts.taxPointDate && facts.dueDateTypeCode);
        },
      },
    },
  },
  {
    id: "BR-CO-04",
    flag: "fatal",
    terms: ["BG-25", "BT-151"],
    description: "BR-CO-04: each Invoice line (BG-25) must have an Invoiced item VAT category code (BT-151).",
    bindings: {
      ubl: {
        context: ublModel.invoiceLine,
        test: guarded((line) => ubl.elements(line, "cac:Item/cac:ClassifiedTaxCategory").some((category) => hasUblVatScheme(category, "error") && ubl.exists(category, "cbc:ID"))),
      },
      cii: {
        context: ciiModel.lineItem,
        test: guarded((line) =>
          cii.elements(line, "ram:SpecifiedLineTradeSettlement/ram:ApplicableTradeTax").some((tax) => {
            const types = cii.values(tax, "ram:TypeCode");
            if (types.length > 1) dynamicError("more than one TypeCode");
            return (types[0] ?? "").toUpperCase() === "VAT" && cii.exists(tax, "ram:CategoryCode");
          }),
        ),
      },
    },
  },
  {
    id: "BR-CO-05",
    flag: "fatal",
    terms: ["BT-97", "BT-98"],
    description: "BR-CO-05: a Document level allowance reason code (BT-98) and reason (BT-97) must say the same (not checked by CEN: always holds).",
    bindings: {
      ubl: { context: ublModel.documentAllowance, test: alwaysHolds },
      cii: { context: ciiModel.documentAllowanceIndicator, test: alwaysHolds },
    },
  },
  {
    id: "BR-CO-06",
    flag: "fatal",
    terms: ["BT-104", "BT-105"],
    description: "BR-CO-06: a Document level charge reason code (BT-105) and reason (BT-104) must say the same (not checked by CEN: always holds).",
    bindings: {
      ubl: { context: ublModel.documentCharge, test: alwaysHolds },
      cii: { context: ciiModel.documentChargeIndicator, test: alwaysHolds },
    },
  },
  {
    id: "BR-CO-07",
    flag: "fatal",
    terms: ["BT-139", "BT-140"],
    description: "BR-CO-07: an Invoice line allowance reason code (BT-140) and reason (BT-139) must say the same (not checked by CEN: always holds).",
    bindings: {
      ubl: { context: ublModel.lineAllowance, test: alwaysHolds },
      cii: { context: ciiModel.lineAllowanceIndicator, test: alwaysHolds },
    },
  },
  {
    id: "BR-CO-08",
    flag: "fatal",
    terms: ["BT-144", "BT-145"],
    description: "BR-CO-08: an Invoice line charge reason code (BT-145) and reason (BT-144) must say the same (not checked by CEN: always holds).",
    bindings: {
      ubl: { context: ublModel.lineCharge, test: alwaysHolds },
      cii: { context: ciiModel.lineChargeIndicator, test: alwaysHolds },
    },
  },
  {
    id: "BR-CO-09",
    flag: "fatal",
    terms: ["BT-31", "BT-48", "BT-63"],
    description: "BR-CO-09: a VAT identifier (BT-31, BT-48, BT-63) must start with an ISO 3166-1 alpha-2 country code (EL for Greece).",
    bindings: {
      // UBL looks the first two characters up as a substring of the space-separated list (so "" and one letter pass).
      ubl: {
        context: ublModel.vatPartyTaxScheme,
        test: guarded((scheme) => {
          const ids = ubl.values(scheme, "cbc:CompanyID");
          if (ids.length > 1) dynamicError("more than one CompanyID");
          return UBL_VAT_PREFIX_TEXT.includes(substring(ids[0], 1, 2));
        }),
      },
      cii: { context: ciiModel.vatRegistrationId, test: (n) => VAT_PREFIXES_CII.has(substring(stringValue(n), 1, 2)) },
    },
  },
  {
    id: "BR-CO-10",
    flag: "fatal",
    terms: ["BT-106", "BT-131"],
    description: "BR-CO-10: the Sum of Invoice line net amount (BT-106) must equal the sum of every Invoice line net amount (BT-131), rounded to two decimals.",
    bindings: {
      ubl: { context: ublModel.legalMonetaryTotal, test: guarded((lmt) => same(decimal(ubl.values(lmt, "cbc:LineExtensionAmount")), roundHalfUp(ublLineNetSum(rootOf(lmt)), 2))) },
      cii: {
        context: ciiModel.monetarySummation,
        test: guarded((summation) => {
          const transaction = summation.parent?.parent;
          const sum = transaction ? ciiLineNetSum(transaction) : new BigNumber(0);
          return same(decimal(cii.values(summation, "ram:LineTotalAmount")), roundHalfUp(sum, 2));
        }),
      },
    },
  },
  {
    id: "BR-CO-11",
    flag: "fatal",
    terms: ["BT-107", "BT-92"],
    description: "BR-CO-11: the Sum of allowances on document level (BT-107) must equal the sum of the Document level allowance amounts (BT-92), rounded to two decimals.",
    bindings: {
      ubl: { context: ublModel.legalMonetaryTotal, test: ublDocumentTotal("AllowanceTotalAmount", ublAllowances) },
      cii: { context: ciiModel.monetarySummation, test: ciiDocumentTotal("AllowanceTotalAmount", ciiAllowances) },
    },
  },
  {
    id: "BR-CO-12",
    flag: "fatal",
    terms: ["BT-108", "BT-99"],
    description: "BR-CO-12: the Sum of charges on document level (BT-108) must equal the sum of the Document level charge amounts (BT-99), rounded to two decimals.",
    bindings: {
      ubl: { context: ublModel.legalMonetaryTotal, test: ublDocumentTotal("ChargeTotalAmount", ublCharges) },
      cii: { context: ciiModel.monetarySummation, test: ciiDocumentTotal("ChargeTotalAmount", ciiCharges) },
    },
  },
  {
    id: "BR-CO-13",
    flag: "fatal",
    terms: ["BT-109", "BT-106", "BT-107", "BT-108"],
    description: "BR-CO-13: the Invoice total amount without VAT (BT-109) must equal the Sum of Invoice line net amount (BT-106) minus allowances (BT-107) plus charges (BT-108).",
    bindings: {
      ubl: {
        context: ublModel.legalMonetaryTotal,
        test: guarded((lmt) => {
          const hasCharges = ubl.exists(lmt, "cbc:ChargeTotalAmount");
          const hasAllowances = ubl.exists(lmt, "cbc:AllowanceTotalAmount");
          const net = decimal(ubl.values(lmt, "cbc:TaxExclusiveAmount"));
          const lines = decimal(ubl.values(lmt, "cbc:LineExtensionAmount"));
          const charges = hasCharges ? decimal(ubl.values(lmt, "cbc:ChargeTotalAmount")) : undefined;
          const allowances = hasAllowances ? decimal(ubl.values(lmt, "cbc:AllowanceTotalAmount")) : undefined;
          if (hasCharges && hasAllowances) return same(net, round2(minus(plus(lines, charges), allowances)));
          if (hasAllowances) return same(net, round2(minus(lines, allowances)));
          if (hasCharges) return same(net, round2(plus(lines, charges)));
          return same(net, lines);
        }),
      },
      cii: {
        context: ciiModel.monetarySummation,
        test: guarded((summation) => {
          const net = firstDecimal(cii.values(summation, "ram:TaxBasisTotalAmount"));
          const lines = firstDecimal(cii.values(summation, "ram:LineTotalAmount"));
          const allowanceValues = cii.values(summation, "ram:AllowanceTotalAmount");
          const chargeValues = cii.values(summation, "ram:ChargeTotalAmount");
          const allowances = firstDecimal(allowanceValues);
          const charges = firstDecimal(chargeValues);
          return (
            same(net, round2(plus(minus(lines, allowances), charges))) ||
            (same(net, round2(minus(lines, allowances))) && chargeValues.length === 0) ||
            (same(net, round2(plus(lines, charges))) && allowanceValues.length === 0) ||
            (same(net, round2(lines)) && chargeValues.length === 0 && allowanceValues.length === 0)
          );
        }),
      },
    },
  },
  {
    id: "BR-CO-14",
    flag: "fatal",
    terms: ["BT-110", "BT-117"],
    description: "BR-CO-14: the Invoice total VAT amount (BT-110) must equal the sum of the VAT category tax amounts (BT-117), rounded to two decimals.",
    bindings: {
      ubl: {
        context: ublModel.documentTaxTotal,
        test: guarded((taxTotal) => {
          const subtotals = ubl.elements(taxTotal, "cac:TaxSubtotal");
          if (subtotals.length === 0) return true;
          let sum = new BigNumber(0);
          for (const subtotal of subtotals) {
            const amount = decimal(ubl.values(subtotal, "cbc:TaxAmount"));
            if (amount !== undefined) sum = sum.plus(amount);
          }
          return same(decimal(ubl.values(taxTotal, "cbc:TaxAmount")), roundHalfUp(sum, 2));
        }),
      },
      // CII sums the breakdown's amounts as doubles and compares the total as a double.
      cii: { context: ciiModel.taxTotalInInvoiceCurrency, test: guarded((total) => castDouble(stringValue(total)) === doubleRound2(ciiBreakdownTaxSum(rootOf(total)))) },
    },
  },
  {
    id: "BR-CO-15",
    flag: "fatal",
    terms: ["BT-112", "BT-109", "BT-110"],
    description: "BR-CO-15: the Invoice total amount with VAT (BT-112) must equal the Invoice total amount without VAT (BT-109) plus the Invoice total VAT amount (BT-110) in the invoice currency.",
    bindings: {
      ubl: {
        context: ublModel.document,
        test: guarded((doc) =>
          ubl.values(doc, "cbc:DocumentCurrencyCode").every((currency) => {
            const taxAmounts: BigNumber[] = [];
            for (const taxTotal of ubl.elements(doc, "cac:TaxTotal")) {
              const inCurrency = ubl.elements(taxTotal, "cbc:TaxAmount").filter((a) => ubl.first(a, "@currencyID") === currency);
              const amount = decimal(inCurrency.map(stringValue));
              if (amount !== undefined) taxAmounts.push(amount);
            }
            if (taxAmounts.length !== 1) return false;
            const net = ubl.values(doc, "cac:LegalMonetaryTotal/cbc:TaxExclusiveAmount").map((text) => castDecimal(text));
            if (net.length > 1) dynamicError("more than one TaxExclusiveAmount");
            const expected = round2(plus(net[0], taxAmounts[0]));
            return ubl.values(doc, "cac:LegalMonetaryTotal/cbc:TaxInclusiveAmount").some((gross) => same(castDecimal(gross), expected));
          }),
        ),
      },
      cii: {
        context: ciiModel.document,
        test: guarded((doc) => {
          const summation = `${CII_HEADER_SETTLEMENT}/ram:SpecifiedTradeSettlementHeaderMonetarySummation`;
          return cii.values(doc, `${CII_HEADER_SETTLEMENT}/ram:InvoiceCurrencyCode`).every((currency) => {
            const gross = firstDecimal(cii.values(doc, `${summation}/ram:GrandTotalAmount`));
            const net = firstDecimal(cii.values(doc, `${summation}/ram:TaxBasisTotalAmount`));
            const taxes = cii.elements(doc, `${summation}/ram:TaxTotalAmount`).filter((a) => cii.first(a, "@currencyID") === currency);
            if (taxes.length === 1 && same(gross, round2(plus(net, castDecimal(stringValue(taxes[0]!)))))) return true;
            return same(gross, net);
          });
        }),
      },
    },
  },
  {
    id: "BR-CO-16",
    flag: "fatal",
    terms: ["BT-115", "BT-112", "BT-113", "BT-114"],
    description: "BR-CO-16: the Amount due for payment (BT-115) must equal the Invoice total amount with VAT (BT-112) minus the Paid amount (BT-113) plus the Rounding amount (BT-114).",
    bindings: {
      ubl: {
        context: ublModel.legalMonetaryTotal,
        test: guarded((lmt) => {
          const hasPaid = ubl.exists(lmt, "cbc:PrepaidAmount");
          const hasRounding = ubl.exists(lmt, "cbc:PayableRoundingAmount");
          const due = decimal(ubl.values(lmt, "cbc:PayableAmount"));
          const gross = decimal(ubl.values(lmt, "cbc:TaxInclusiveAmount"));
          const paid = hasPaid ? decimal(ubl.values(lmt, "cbc:PrepaidAmount")) : undefined;
          const rounding = hasRounding ? decimal(ubl.values(lmt, "cbc:PayableRoundingAmount")) : undefined;
          if (hasPaid && !hasRounding) return same(due, round2(minus(gross, paid)));
          if (!hasPaid && !hasRounding) return same(due, gross);
          if (hasPaid) return same(round2(minus(due, rounding)), round2(minus(gross, paid)));
          return same(round2(minus(due, rounding)), gross);
        }),
      },
      cii: {
        context: ciiModel.monetarySummation,
        test: guarded((summation) => {
          const due = firstDecimal(cii.values(summation, "ram:DuePayableAmount"));
          const gross = firstDecimal(cii.values(summation, "ram:GrandTotalAmount"));
          const paidValues = cii.values(summation, "ram:TotalPrepaidAmount");
          const roundingValues = cii.values(summation, "ram:RoundingAmount");
          const paid = firstDecimal(paidValues);
          const rounding = firstDecimal(roundingValues);
          return (
            same(due, plus(minus(gross, paid), rounding)) ||
            (same(due, plus(gross, rounding)) && paidValues.length === 0) ||
            (same(due, minus(gross, paid)) && roundingValues.length === 0) ||
            (same(due, gross) && paidValues.length === 0 && roundingValues.length === 0)
          );
        }),
      },
    },
  },
  {
    id: "BR-CO-17",
    flag: "fatal",
    terms: ["BT-117", "BT-116", "BT-119"],
    description: "BR-CO-17: the VAT category tax amount (BT-117) must equal the VAT category taxable amount (BT-116) times the VAT category rate (BT-119) / 100, rounded to two decimals (within one unit).",
    bindings: {
      ubl: {
        context: ublModel.taxSubtotal,
        test: guarded((subtotal) => {
          const rates = ubl
            .elements(subtotal, "cac:TaxCategory")
            .filter((category) => hasUblVatScheme(category, "error"))
            .flatMap((category) => {
              const rate = decimal(ubl.values(category, "cbc:Percent"));
              return rate === undefined ? [] : [rate];
            });
          return vatAmountMatches(rates, decimal(ubl.values(subtotal, "cbc:TaxAmount")), () => decimal(ubl.values(subtotal, "cbc:TaxableAmount")), false);
        }),
      },
      cii: {
        context: ciiModel.headerTradeTax,
        test: guarded((tax) => {
          const isVat = normalizeSpace(single(cii.values(tax, "ram:TypeCode"))?.toUpperCase()) === "VAT";
          const rate = isVat ? decimal(cii.values(tax, "ram:RateApplicablePercent")) : undefined;
          return vatAmountMatches(rate === undefined ? [] : [rate], decimal(cii.values(tax, "ram:CalculatedAmount")), () => decimal(cii.values(tax, "ram:BasisAmount")), true);
        }),
      },
    },
  },
  {
    id: "BR-CO-18",
    flag: "fatal",
    terms: ["BG-23"],
    description: "BR-CO-18: an invoice must have at least one VAT breakdown (BG-23).",
    bindings: {
      ubl: { context: ublModel.document, test: (n) => ubl.exists(n, "cac:TaxTotal/cac:TaxSubtotal") },
      // CII checks it on each line, over the whole document.
      cii: { context: ciiModel.lineItem, test: (n) => ciiDocumentFacts(rootOf(n)).breakdown },
    },
  },
  {
    id: "BR-CO-19",
    flag: "fatal",
    terms: ["BG-14", "BT-73", "BT-74"],
    description: "BR-CO-19: an Invoicing period (BG-14), when given, must have a start date (BT-73) or an end date (BT-74) (in UBL a tax point date code, BT-8, alone also does).",
    bindings: {
      ubl: { context: ublModel.invoicePeriod, test: (n) => ubl.exists(n, "cbc:StartDate") || ubl.exists(n, "cbc:EndDate") || ubl.exists(n, "cbc:DescriptionCode") },
      cii: { context: ciiModel.invoicePeriod, test: (n) => cii.exists(n, "ram:StartDateTime") || cii.exists(n, "ram:EndDateTime") },
    },
  },
  {
    id: "BR-CO-20",
    flag: "fatal",
    terms: ["BG-26", "BT-134", "BT-135"],
    description: "BR-CO-20: an Invoice line period (BG-26), when given, must have a start date (BT-134) or an end date (BT-135).",
    bindings: {
      ubl: { context: ublModel.linePeriod, test: (n) => ubl.exists(n, "cbc:StartDate") || ubl.exists(n, "cbc:EndDate") },
      cii: { context: ciiModel.linePeriod, test: (n) => cii.exists(n, "ram:StartDateTime") || cii.exists(n, "ram:EndDateTime") },
    },
  },
  {
    id: "BR-CO-21",
    flag: "fatal",
    terms: ["BG-20", "BT-97", "BT-98"],
    description: "BR-CO-21: each Document level allowance (BG-20) must have a reason (BT-97) or a reason code (BT-98), or both.",
    bindings: {
      ubl: { context: ublModel.documentAllowance, test: ublHasReason },
      cii: { context: ciiModel.documentAllowanceIndicator, test: ciiHasReason },
    },
  },
  {
    id: "BR-CO-22",
    flag: "fatal",
    terms: ["BG-21", "BT-104", "BT-105"],
    description: "BR-CO-22: each Document level charge (BG-21) must have a reason (BT-104) or a reason code (BT-105), or both.",
    bindings: {
      ubl: { context: ublModel.documentCharge, test: ublHasReason },
      cii: { context: ciiModel.documentChargeIndicator, test: ciiHasReason },
    },
  },
  {
    id: "BR-CO-23",
    flag: "fatal",
    terms: ["BG-27", "BT-139", "BT-140"],
    description: "BR-CO-23: each Invoice line allowance (BG-27) must have a reason (BT-139) or a reason code (BT-140), or both.",
    bindings: {
      ubl: { context: ublModel.lineAllowance, test: ublHasReason },
      cii: { context: ciiModel.lineAllowanceIndicator, test: ciiHasReason },
    },
  },
  {
    id: "BR-CO-24",
    flag: "fatal",
    terms: ["BG-28", "BT-144", "BT-145"],
    description: "BR-CO-24: each Invoice line charge (BG-28) must have a reason (BT-144) or a reason code (BT-145), or both.",
    bindings: {
      ubl: { context: ublModel.lineCharge, test: ublHasReason },
      cii: { context: ciiModel.lineChargeIndicator, test: ciiHasReason },
    },
  },
  {
    id: "BR-CO-26",
    flag: "fatal",
    terms: ["BT-29", "BT-30", "BT-31"],
    description: "BR-CO-26: the Seller must be identifiable: a Seller identifier (BT-29), legal registration identifier (BT-30) or VAT identifier (BT-31) must be present.",
    bindings: {
      ubl: {
        context: ublModel.supplierParty,
        test: guarded(
          (seller) =>
            ubl.elements(seller, "cac:Party/cac:PartyTaxScheme").some((scheme) => hasUblVatScheme(scheme, "error") && ubl.exists(scheme, "cbc:CompanyID")) ||
            ubl.elements(seller, "cac:Party/cac:PartyIdentification/cbc:ID").some((id) => ubl.first(id, "@schemeID") !== "SEPA") ||
            ubl.exists(seller, "cac:Party/cac:PartyLegalEntity/cbc:CompanyID"),
        ),
      },
      cii: {
        context: ciiModel.sellerParty,
        test: (n) =>
          cii.exists(n, "ram:ID") ||
          cii.exists(n, "ram:GlobalID") ||
          cii.exists(n, "ram:SpecifiedLegalOrganization/ram:ID") ||
          cii.elements(n, "ram:SpecifiedTaxRegistration/ram:ID").some((id) => cii.first(id, "@schemeID") === "VA"),
      },
    },
  },
];
