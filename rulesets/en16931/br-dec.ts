/** BR-DEC: how many decimals amounts may have (at most two, for every amount of the model but prices and quantities). */
import { doubleOf, guardedRules, single, stringLength, type ContextDef, type PathReader, type RuleBinding, type RuleDef, type XMLNode } from "../../engine/index.ts";
import { cii, ubl } from "../common/syntax.ts";
import { ciiModel, ublModel } from "./contexts.ts";

/**
 * How the rules count decimals: the characters after the first "." of the
 * amount's text, as written (no trimming; an amount without "." or absent has
 * none).
 */
export function atMostTwoDecimals(text: string | undefined): boolean {
  if (text === undefined) return true;
  const dot = text.indexOf(".");
  return dot < 0 || stringLength(text.slice(dot + 1)) <= 2;
}

/** A binding that reads one amount by path from its context node (several amounts there: an XPath error, the rule does not hold). */
const amountAt = (reader: PathReader, context: ContextDef, path: string): RuleBinding => ({
  context,
  test: (n) => atMostTwoDecimals(single(reader.values(n, path))),
});

/** A binding that reads the first amount a path selects (CII's `ActualAmount[1]`). */
const firstAmountAt = (reader: PathReader, context: ContextDef, path: string): RuleBinding => ({
  context,
  test: (n) => atMostTwoDecimals(reader.first(n, path)),
});

/** One BR-DEC rule: the business term, how it is named, and where each syntax has the amount. */
function decimals(id: string, term: string, name: string, bindings: { ubl?: RuleBinding; cii?: RuleBinding }): RuleDef {
  return {
    id,
    flag: "fatal",
    terms: [term],
    description: `${id}: the ${name} (${term}) may have at most two decimals.`,
    bindings: { ...(bindings.ubl ? { ubl: bindings.ubl } : {}), ...(bindings.cii ? { cii: bindings.cii } : {}) },
  };
}

/**
 * UBL's check of the total VAT amounts (BR-DEC-13, BR-DEC-15) looks for a
 * TaxTotal's TaxAmount whose currencyID equals a currency code element *below
 * that TaxAmount* (`child`), which an invoice does not have: so it finds none
 * and holds. Reproduced as it is, so that it agrees with the official run.
 */
function ublTaxTotalDecimals(child: string): (n: XMLNode) => boolean {
  return (n) => {
    const found = ubl.elements(n, "//cac:TaxTotal/cbc:TaxAmount").filter((amount) => {
      const currencies = ubl.values(amount, "@currencyID");
      return ubl.values(amount, child).some((code) => currencies.includes(code));
    });
    return found.length === 0 || atMostTwoDecimals(single(found.map((amount) => ubl.first(amount, ".")!)));
  };
}

/**
 * CII's check of the total VAT amounts: some TaxTotalAmount is in the
 * currency the rule is about and equals itself rounded to cents, as xs:double
 * arithmetic has it (`round(x * 100) div 100`; round takes halves up). A text
 * that is no number raises an error when it is reached: the rule does not
 * hold. No TaxTotalAmount at all: it holds. BR-DEC-13 (invoice currency) also
 * takes any amount in another currency; BR-DEC-15 (`taxCurrency`) instead
 * holds when the invoice has no VAT accounting currency.
 */
function ciiTaxTotalDecimals(currencyPath: string, taxCurrency: boolean): (n: XMLNode) => boolean {
  return (n) => {
    const amounts = cii.elements(n, "ram:TaxTotalAmount");
    if (amounts.length === 0) return true;
    const currencies = cii.values(n, currencyPath);
    if (taxCurrency && currencies.length === 0) return true;
    for (const amount of amounts) {
      const currency = cii.values(amount, "@currencyID");
      if (!currency.some((c) => currencies.includes(c))) {
        if (!taxCurrency) return true;
        continue;
      }
      const value = doubleOf(cii.first(amount, "."));
      if (value === undefined) return false;
      if (value === Math.round(value * 100) / 100) return true;
    }
    return false;
  };
}

const INVOICE_CURRENCY = "/rsm:CrossIndustryInvoice/rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeSettlement/ram:InvoiceCurrencyCode";
const TAX_CURRENCY = "/rsm:CrossIndustryInvoice/rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeSettlement/ram:TaxCurrencyCode";

export const brDecRules: RuleDef[] = guardedRules([
  // Document level allowances and charges (CII checks them on the ChargeIndicator, so reads its siblings).
  decimals("BR-DEC-01", "BT-92", "Document level allowance amount", {
    ubl: amountAt(ubl, ublModel.documentAllowance, "cbc:Amount"),
    cii: firstAmountAt(cii, ciiModel.documentAllowanceIndicator, "../ram:ActualAmount"),
  }),
  decimals("BR-DEC-02", "BT-93", "Document level allowance base amount", {
    ubl: amountAt(ubl, ublModel.documentAllowance, "cbc:BaseAmount"),
    cii: amountAt(cii, ciiModel.documentAllowanceIndicator, "../ram:BasisAmount"),
  }),
  decimals("BR-DEC-05", "BT-99", "Document level charge amount", {
    ubl: amountAt(ubl, ublModel.documentCharge, "cbc:Amount"),
    cii: firstAmountAt(cii, ciiModel.documentChargeIndicator, "../ram:ActualAmount"),
  }),
  decimals("BR-DEC-06", "BT-100", "Document level charge base amount", {
    ubl: amountAt(ubl, ublModel.documentCharge, "cbc:BaseAmount"),
    cii: amountAt(cii, ciiModel.documentChargeIndicator, "../ram:BasisAmount"),
  }),
  // Document totals (BG-22).
  decimals("BR-DEC-09", "BT-106", "Sum of Invoice line net amount", {
    ubl: amountAt(ubl, ublModel.legalMonetaryTotal, "cbc:LineExtensionAmount"),
    cii: amountAt(cii, ciiModel.monetarySummation, "ram:LineTotalAmount"),
  }),
  decimals("BR-DEC-10", "BT-107", "Sum of allowances on document level", {
    ubl: amountAt(ubl, ublModel.legalMonetaryTotal, "cbc:AllowanceTotalAmount"),
    cii: amountAt(cii, ciiModel.monetarySummation, "ram:AllowanceTotalAmount"),
  }),
  decimals("BR-DEC-11", "BT-108", "Sum of charges on document level", {
    ubl: amountAt(ubl, ublModel.legalMonetaryTotal, "cbc:ChargeTotalAmount"),
    cii: amountAt(cii, ciiModel.monetarySummation, "ram:ChargeTotalAmount"),
  }),
  decimals("BR-DEC-12", "BT-109", "Invoice total amount without VAT", {
    ubl: amountAt(ubl, ublModel.legalMonetaryTotal, "cbc:TaxExclusiveAmount"),
    cii: amountAt(cii, ciiModel.monetarySummation, "ram:TaxBasisTotalAmount"),
  }),
  decimals("BR-DEC-13", "BT-110", "Invoice total VAT amount", {
    ubl: { context: ublModel.document, test: ublTaxTotalDecimals("cbc:DocumentCurrencyCode") },
    cii: { context: ciiModel.monetarySummation, test: ciiTaxTotalDecimals(INVOICE_CURRENCY, false) },
  }),
  decimals("BR-DEC-14", "BT-112", "Invoice total amount with VAT", {
    ubl: amountAt(ubl, ublModel.legalMonetaryTotal, "cbc:TaxInclusiveAmount"),
    cii: amountAt(cii, ciiModel.monetarySummation, "ram:GrandTotalAmount"),
  }),
  decimals("BR-DEC-15", "BT-111", "Invoice total VAT amount in accounting currency", {
    ubl: { context: ublModel.document, test: ublTaxTotalDecimals("cbc:TaxCurrencyCode") },
    cii: { context: ciiModel.monetarySummation, test: ciiTaxTotalDecimals(TAX_CURRENCY, true) },
  }),
  decimals("BR-DEC-16", "BT-113", "Paid amount", {
    ubl: amountAt(ubl, ublModel.legalMonetaryTotal, "cbc:PrepaidAmount"),
    cii: amountAt(cii, ciiModel.monetarySummation, "ram:TotalPrepaidAmount"),
  }),
  decimals("BR-DEC-17", "BT-114", "Rounding amount", {
    ubl: amountAt(ubl, ublModel.legalMonetaryTotal, "cbc:PayableRoundingAmount"),
    cii: amountAt(cii, ciiModel.monetarySummation, "ram:RoundingAmount"),
  }),
  decimals("BR-DEC-18", "BT-115", "Amount due for payment", {
    ubl: amountAt(ubl, ublModel.legalMonetaryTotal, "cbc:PayableAmount"),
    cii: amountAt(cii, ciiModel.monetarySummation, "ram:DuePayableAmount"),
  }),
  // VAT breakdown (BG-23).
  decimals("BR-DEC-19", "BT-116", "VAT category taxable amount", {
    ubl: amountAt(ubl, ublModel.taxSubtotal, "cbc:TaxableAmount"),
    cii: amountAt(cii, ciiModel.headerTradeTax, "ram:BasisAmount"),
  }),
  decimals("BR-DEC-20", "BT-117", "VAT category tax amount", {
    ubl: amountAt(ubl, ublModel.taxSubtotal, "cbc:TaxAmount"),
    cii: amountAt(cii, ciiModel.headerTradeTax, "ram:CalculatedAmount"),
  }),
  // Invoice lines (BG-25) and their allowances and charges.
  decimals("BR-DEC-23", "BT-131", "Invoice line net amount", {
    ubl: amountAt(ubl, ublModel.invoiceLine, "cbc:LineExtensionAmount"),
    cii: amountAt(cii, ciiModel.lineItem, "ram:SpecifiedLineTradeSettlement/ram:SpecifiedTradeSettlementLineMonetarySummation/ram:LineTotalAmount"),
  }),
  decimals("BR-DEC-24", "BT-136", "Invoice line allowance amount", {
    ubl: amountAt(ubl, ublModel.lineAllowance, "cbc:Amount"),
    cii: firstAmountAt(cii, ciiModel.lineAllowanceIndicator, "../ram:ActualAmount"),
  }),
  decimals("BR-DEC-25", "BT-137", "Invoice line allowance base amount", {
    ubl: amountAt(ubl, ublModel.lineAllowance, "cbc:BaseAmount"),
    cii: amountAt(cii, ciiModel.lineAllowanceIndicator, "../ram:BasisAmount"),
  }),
  decimals("BR-DEC-27", "BT-141", "Invoice line charge amount", {
    ubl: amountAt(ubl, ublModel.lineCharge, "cbc:Amount"),
    cii: firstAmountAt(cii, ciiModel.lineChargeIndicator, "../ram:ActualAmount"),
  }),
  decimals("BR-DEC-28", "BT-142", "Invoice line charge base amount", {
    ubl: amountAt(ubl, ublModel.lineCharge, "cbc:BaseAmount"),
    cii: amountAt(cii, ciiModel.lineChargeIndicator, "../ram:BasisAmount"),
  }),
]);
