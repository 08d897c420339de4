/**
 * The Peppol BIS rules XRechnung adopts. KoSIT's build merges them into its
 * rule set (peppol-into-xr.xsl with rule-list.xml, here with Peppol 3.0.19):
 * of Peppol's patterns it keeps only the contexts that hold an adopted rule,
 * and of those only the adopted rules, so a dropped context no longer hides
 * nodes from later ones (ours get this by taking Peppol's rules by ID: a
 * context no adopted rule names is not checked at all). The merge also
 * changes some rules:
 * - R040 and R120 allow a slack of 0.5 instead of 0.02 when the invoice
 *   currency (BT-5) is HUF, and R120 is only a warning;
 * - in CII, R120 falls back to the gross price's base quantity when the net
 *   price has none (or zero), R053 allows at most (not exactly) one VAT total
 *   in the invoice currency, and R055 only compares signs when a VAT total in
 *   the invoice currency is given;
 * - in CII, where Peppol has no such rules, it adds R008 (empty elements,
 *   except an empty ApplicableHeaderTradeDelivery) and R044/R046 (price
 *   discounts), each in a pattern of its own;
 * - Peppol's CII R043 appears in two contexts of one pattern, and the merge
 *   renames such repeats by number: R043-1 (document and line allowances and
 *   charges) and R043-2 (price allowances and charges).
 */
import { attributeValue, BigNumber, castDecimal, castDouble, context, dynamicError, guarded, isDecimal, normalizeSpace, perDocument, roundHalfUp, single, stringValue, type RuleBinding, type RuleDef, type XMLElement, type XMLNode } from "../../engine/index.ts";
import { cii, endsWith, isCiiRoot, isUblInvoiceRoot, isUblRoot, ubl } from "../common/syntax.ts";
import { peppolRules } from "../peppol/index.ts";
import { isBlank, withinSlack } from "../peppol/contexts.ts";
import { ciiLineValues, ublLineValues, type LineValues } from "../peppol/line-values.ts";

/** The Peppol rules XRechnung 3.0.2 adopts (KoSIT's rule-list.xml). */
export const ADOPTED_PEPPOL_IDS: readonly string[] = [
  "PEPPOL-EN16931-R001",
  "PEPPOL-EN16931-R005",
  "PEPPOL-EN16931-R008",
  "PEPPOL-EN16931-R010",
  "PEPPOL-EN16931-R020",
  "PEPPOL-EN16931-R040",
  "PEPPOL-EN16931-R041",
  "PEPPOL-EN16931-R042",
  "PEPPOL-EN16931-R043",
  "PEPPOL-EN16931-R044",
  "PEPPOL-EN16931-R046",
  "PEPPOL-EN16931-R053",
  "PEPPOL-EN16931-R054",
  "PEPPOL-EN16931-R055",
  "PEPPOL-EN16931-R061",
  "PEPPOL-EN16931-R101",
  "PEPPOL-EN16931-R110",
  "PEPPOL-EN16931-R111",
  "PEPPOL-EN16931-R120",
  "PEPPOL-EN16931-R121",
  "PEPPOL-EN16931-R130",
];

/** The patterns the merge adds to CII for R008 and for R044/R046. */
export const CII_EMPTY_PATTERN = "peppol-cii-pattern-0-a";
export const CII_PRICE_PATTERN = "peppol-cii-pattern-0-b";

// ------------------------------------------------------------ arithmetic

// A value the official evaluation cannot compute (a cast that fails, a list
// where one value is due) is an XPathError: the guarded rule does not hold.

/** Decimals for division: xs:decimal division keeps at least 18 places and truncates the rest. */
const Division = BigNumber.clone({ DECIMAL_PLACES: 60, ROUNDING_MODE: BigNumber.ROUND_DOWN });
const DIVIDE_PRECISION = 18;

/** xs:decimal `a div b` as the official processor computes it. */
function divide(a: BigNumber, b: BigNumber): BigNumber {
  if (b.isZero()) dynamicError("division by zero");
  const scale = Math.max(DIVIDE_PRECISION, a.decimalPlaces() ?? 0, b.decimalPlaces() ?? 0);
  const quotient = new Division(a.toString()).div(new Division(b.toString()));
  return new BigNumber(quotient.decimalPlaces(scale, BigNumber.ROUND_DOWN).toString());
}

const HUF_SLACK = new BigNumber("0.5");
const DEFAULT_SLACK = new BigNumber("0.02");

/** The merge's slack: 0.5 when some invoice currency code (BT-5) of the document is HUF, else 0.02. */
const slackOf = perDocument((root): BigNumber => {
  const currencies = isUblRoot(root)
    ? ubl.values(root, "cbc:DocumentCurrencyCode")
    : isCiiRoot(root)
      ? cii.values(root, "rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeSettlement/ram:InvoiceCurrencyCode")
      : [];
  return currencies.includes("HUF") ? HUF_SLACK : DEFAULT_SLACK;
});

/** R040 with the merge's slack: amount (0 when absent) against base amount × percentage ÷ 100. */
function chargeAmountHolds(node: XMLNode, amounts: string[], bases: string[], percents: string[]): boolean {
  if (bases.length === 0 || percents.length === 0) return true;
  const amount = single(amounts);
  const stated = amount === undefined ? new BigNumber(0) : castDecimal(amount);
  const computed = castDecimal(single(bases)).times(castDecimal(single(percents))).div(100);
  return withinSlack(stated, computed, slackOf(node));
}

/** round(sum × 100) ÷ 100, halves up, of the amounts of a line's allowances or its charges; 0 when it has none of that kind. */
function roundedTotal(charges: readonly { indicator: string; amounts: string[] }[], indicator: "true" | "false"): BigNumber {
  const chosen = charges.filter((c) => c.indicator === indicator);
  if (chosen.length === 0) return new BigNumber(0);
  const sum = chosen.flatMap((c) => c.amounts).reduce((total, a) => total.plus(castDecimal(a)), new BigNumber(0));
  return roundHalfUp(sum, 2);
}

/** A base quantity as R120 uses it: the stated one (its text) unless absent or zero. */
function usableBase(values: readonly string[]): string | undefined {
  if (values.length === 0) return undefined;
  const base = single(values)!;
  // Zero as a decimal has no digit but zeros: told without making a BigNumber (a text that is no decimal stops the official run).
  if (!isDecimal(base)) dynamicError(`'${base}' is not a decimal`);
  return NON_ZERO_DIGIT.test(base) ? base : undefined;
}
const NON_ZERO_DIGIT = /[1-9]/;

/** The amounts of a line's charges (indicator true) or allowances; undefined when it has none of that kind. */
function amountsOf(charges: readonly { indicator: string; amounts: string[] }[], indicator: "true" | "false"): string[] | undefined {
  const chosen = charges.filter((c) => c.indicator === indicator);
  return chosen.length ? chosen.flatMap((c) => c.amounts) : undefined;
}

/** R120 with the merge's slack: net amount against quantity × (price ÷ base quantity) + charges − allowances. */
function lineNetAmountHolds(
  node: XMLNode,
  line: { net: string[]; quantity: string[]; price: string[]; base: string | undefined; charges: { indicator: string; amounts: string[] }[] },
): boolean {
  const texts = { net: single(line.net), quantity: single(line.quantity), price: single(line.price), base: line.base };
  const slack = slackOf(node);
  const net = texts.net === undefined ? new BigNumber(0) : castDecimal(texts.net);
  const quantity = texts.quantity === undefined ? new BigNumber(1) : castDecimal(texts.quantity);
  const price = texts.price === undefined ? new BigNumber(0) : castDecimal(texts.price);
  const computed = quantity
    .times(divide(price, texts.base === undefined ? new BigNumber(1) : castDecimal(texts.base)))
    .plus(roundedTotal(line.charges, "true"))
    .minus(roundedTotal(line.charges, "false"));
  return withinSlack(net, computed, slack);
}

/** The CII invoice currency codes (BT-5) and VAT accounting currency codes (BT-6) of a node's document, as texts. */
const ciiCurrencies = perDocument((root): { document: string[]; tax: string[] } => {
  const settlement = "rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeSettlement";
  if (!isCiiRoot(root)) return { document: [], tax: [] };
  return { document: cii.values(root, `${settlement}/ram:InvoiceCurrencyCode`), tax: cii.values(root, `${settlement}/ram:TaxCurrencyCode`) };
});

/** A settlement's VAT totals (BT-110, BT-111) whose currency is one of the codes. */
const taxTotalsIn = (settlement: XMLNode, codes: readonly string[]): XMLElement[] =>
  cii.elements(settlement, "ram:SpecifiedTradeSettlementHeaderMonetarySummation/ram:TaxTotalAmount").filter((a) => {
    const currency = attributeValue(a, "currencyID");
    return currency !== undefined && codes.includes(currency);
  });

// ------------------------------------------------------ the changed tests

/** The merge's R040 in each syntax. */
const r040Tests: Record<string, (node: XMLNode) => boolean> = {
  ubl: guarded((n) => chargeAmountHolds(n, ubl.values(n, "cbc:Amount"), ubl.values(n, "cbc:BaseAmount"), ubl.values(n, "cbc:MultiplierFactorNumeric"))),
  cii: guarded((n) => chargeAmountHolds(n, cii.values(n, "ram:ActualAmount"), cii.values(n, "ram:BasisAmount"), cii.values(n, "ram:CalculationPercent"))),
};

/** Whether a UBL node belongs to an Invoice (its lines state InvoicedQuantity), rather than a CreditNote. */
const inUblInvoice = perDocument((root) => isUblInvoiceRoot(root));

/** R120's values of a line as the merge reads them: each value one (or none), a charge's indicator normalised. */
const mergedLine = (n: XMLNode, line: LineValues, base: string | undefined): boolean =>
  lineNetAmountHolds(n, {
    net: line.net,
    quantity: line.quantity,
    price: line.price,
    base,
    charges: line.charges.map((c) => ({ indicator: normalizeSpace(single(c.indicators)), amounts: c.amounts })),
  });

/** The merge's R120 in each syntax. */
const r120Tests: Record<string, (node: XMLNode) => boolean> = {
  ubl: guarded((n) => {
    const line = ublLineValues(n as XMLElement, inUblInvoice(n));
    return mergedLine(n, line, usableBase(line.base));
  }),
  cii: guarded((n) => {
    const line = ciiLineValues(n as XMLElement);
    // The merge's fallback: the gross price's base quantity when the net price gives none.
    return mergedLine(n, line, usableBase(line.base) ?? usableBase(line.grossBase));
  }),
};

/** The merge's CII R053: at most one VAT total in the invoice currency. */
const ciiR053 = (n: XMLNode): boolean => taxTotalsIn(n, ciiCurrencies(n).document).length <= 1;

/** The merge's CII R055: with a VAT accounting currency and a VAT total in the invoice currency, both totals have the same sign. */
const ciiR055 = guarded((n) => {
  const { document, tax } = ciiCurrencies(n);
  const own = taxTotalsIn(n, document);
  if (tax.length === 0 || own.length === 0) return true;
  const inTax = taxTotalsIn(n, tax).map((a) => castDouble(stringValue(a)));
  const inOwn = own.map((a) => castDouble(stringValue(a)));
  return (inTax.some((a) => a < 0) && inOwn.some((a) => a < 0)) || (inTax.some((a) => a >= 0) && inOwn.some((a) => a >= 0));
});

// ------------------------------------------------------ the rules the merge adds to CII

/** Any element with no child elements and blank text, except one named (with its prefix as written) ram:ApplicableHeaderTradeDelivery. */
const ciiEmptyElement = context(
  CII_EMPTY_PATTERN,
  1,
  "*",
  (n) => n.kind === "element" && n.children.length === 0 && isBlank(n.text) && n.name !== "ram:ApplicableHeaderTradeDelivery",
);

/** The gross price of a line item (a relative context: the transaction may be anywhere). */
const ciiGrossPrice = context(CII_PRICE_PATTERN, 1, ["GrossPriceProductTradePrice"], (n) =>
  endsWith(n, "rsm:SupplyChainTradeTransaction/ram:IncludedSupplyChainTradeLineItem/ram:SpecifiedLineTradeAgreement/ram:GrossPriceProductTradePrice"),
);

const ciiR044: RuleBinding = {
  context: ciiGrossPrice,
  test: (n) => !cii.exists(n, "ram:AppliedTradeAllowanceCharge/ram:ActualAmount") || cii.values(n, "ram:AppliedTradeAllowanceCharge/ram:ChargeIndicator/udt:Indicator").includes("false"),
};

const ciiR046: RuleBinding = {
  context: ciiGrossPrice,
  test: guarded((n) => {
    const gross = cii.values(n, "ram:ChargeAmount");
    if (gross.length === 0) return true;
    const net = cii.values(n, "../ram:NetPriceProductTradePrice/ram:ChargeAmount");
    // The first amount of each price allowance; several allowances with amounts cannot be read as one decimal.
    const discounts = cii.elements(n, "ram:AppliedTradeAllowanceCharge").flatMap((c) => cii.elements(c, "ram:ActualAmount").slice(0, 1).map(stringValue));
    const discount = discounts.length ? castDecimal(single(discounts)) : new BigNumber(0);
    const grossAmount = castDecimal(single(gross));
    if (net.length === 0) return false;
    return castDecimal(single(net)).eq(grossAmount.minus(discount));
  }),
};

// ------------------------------------------------------ assembly

const asList = (bound: RuleBinding | readonly RuleBinding[] | undefined): readonly RuleBinding[] =>
  bound === undefined ? [] : Array.isArray(bound) ? (bound as readonly RuleBinding[]) : [bound as RuleBinding];

/** A binding's test replaced, its context kept. */
const withTest = (bound: RuleBinding | readonly RuleBinding[] | undefined, test: (node: XMLNode) => boolean): RuleBinding[] =>
  asList(bound).map((b) => ({ context: b.context, test }));

/** Whether a binding's context selects price-level allowances and charges (CII AppliedTradeAllowanceCharge). */
const onPriceCharges = (b: RuleBinding): boolean => b.context.on !== "*" && b.context.on.includes("AppliedTradeAllowanceCharge");

/** A Peppol rule as the merge leaves it (one or, for CII R043, several rules). */
function adopt(rule: RuleDef): RuleDef[] {
  const b = rule.bindings;
  switch (rule.id) {
    case "PEPPOL-EN16931-R008":
      return [{ ...rule, bindings: { ...b, cii: { context: ciiEmptyElement, test: () => false } } }];
    case "PEPPOL-EN16931-R044":
      return [{ ...rule, bindings: { ...b, cii: ciiR044 } }];
    case "PEPPOL-EN16931-R046":
      return [{ ...rule, bindings: { ...b, cii: ciiR046 } }];
    case "PEPPOL-EN16931-R040":
      return [
        {
          ...rule,
          description:
            "PEPPOL-EN16931-R040 (as XRechnung adopts it): when an allowance or charge states base amount and percentage, its amount (BT-92, BT-99, BT-136, BT-141) must be base × percentage ÷ 100, within 0.02 (0.5 when the invoice currency, BT-5, is HUF).",
          bindings: { ubl: withTest(b.ubl, r040Tests.ubl!), cii: withTest(b.cii, r040Tests.cii!) },
        },
      ];
    case "PEPPOL-EN16931-R120":
      return [
        {
          ...rule,
          flag: "warning",
          description:
            "PEPPOL-EN16931-R120 (as XRechnung adopts it, a warning): an invoice line's net amount (BT-131) should equal quantity (BT-129) × net price (BT-146) ÷ price base quantity (BT-149) + line charges (BT-141) − line allowances (BT-136), within 0.02 (0.5 when the invoice currency, BT-5, is HUF).",
          bindings: { ubl: withTest(b.ubl, r120Tests.ubl!), cii: withTest(b.cii, r120Tests.cii!) },
        },
      ];
    case "PEPPOL-EN16931-R053":
      return [{ ...rule, bindings: { ...b, cii: withTest(b.cii, ciiR053) } }];
    case "PEPPOL-EN16931-R055":
      return [{ ...rule, bindings: { ...b, cii: withTest(b.cii, ciiR055) } }];
    case "PEPPOL-EN16931-R043": {
      const ciiBindings = asList(b.cii);
      const { cii: _, ...others } = b;
      const renamed = (suffix: string, bindings: readonly RuleBinding[]): RuleDef => ({
        ...rule,
        id: `${rule.id}-${suffix}`,
        description: rule.description.replace(rule.id, `${rule.id}-${suffix}`),
        bindings: { cii: bindings },
      });
      return [
        { ...rule, bindings: others },
        renamed("1", ciiBindings.filter((x) => !onPriceCharges(x))),
        renamed("2", ciiBindings.filter(onPriceCharges)),
      ];
    }
    default:
      return [rule];
  }
}

const adopted = new Set(ADOPTED_PEPPOL_IDS);

/** The adopted Peppol rules as XRechnung checks them. */
export const adoptedPeppolRules: RuleDef[] = peppolRules.filter((r) => adopted.has(r.id)).flatMap(adopt);
