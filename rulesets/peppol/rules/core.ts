/**
 * PEPPOL-EN16931-R*: Peppol's transaction rules, on the document (process,
 * specification, notes, references, tax totals), the parties' electronic
 * addresses, allowances and charges, payment, currencies, and the lines
 * (periods, net amounts, prices, invoiced objects).
 */
import { attributeValue, BigNumber, castDecimal, castDouble, context, dateKey, guarded, isElement, normalizeSpace, perDocument, roundHalfUp, single, stringValue, XPathError, type RuleDef, type XMLElement, type XMLNode } from "../../../engine/index.ts";
import { cii, ubl, UBL_NAMESPACES } from "../../common/syntax.ts";
import { ciiShared, ciiTransaction, ciiValues, firstOr, isBlank, PEPPOL_CUSTOMIZATION, UBL_PATTERN, ublShared, ublTransaction, ublValues, withinSlack } from "../contexts.ts";
import { ciiLineValues, ublLineValues, type LineValues } from "../line-values.ts";

/** round(sum × 100) ÷ 100 of a list of decimals (halves up), as the line rule sums allowances and charges. */
function roundedSum(texts: readonly string[]): BigNumber {
  return roundHalfUp(texts.reduce((sum, t) => sum.plus(castDecimal(t)), new BigNumber(0)), 2);
}

/** R120's arithmetic: net amount against quantity × (price ÷ base quantity) + charges − allowances, within 0.02. */
function lineNetAmountHolds(line: { net?: string; quantity?: string; price?: string; baseQuantity?: string; allowances?: string[]; charges?: string[] }): boolean {
  const net = line.net === undefined ? new BigNumber(0) : castDecimal(line.net);
  const quantity = line.quantity === undefined ? new BigNumber(1) : castDecimal(line.quantity);
  const price = line.price === undefined ? new BigNumber(0) : castDecimal(line.price);
  let base = new BigNumber(1);
  if (line.baseQuantity !== undefined) {
    const stated = castDecimal(line.baseQuantity);
    if (!stated.isZero()) base = stated;
  }
  const allowances = line.allowances ? roundedSum(line.allowances) : new BigNumber(0);
  const charges = line.charges ? roundedSum(line.charges) : new BigNumber(0);
  return withinSlack(net, quantity.times(price.div(base)).plus(charges).minus(allowances), "0.02");
}

/** R040's arithmetic: the amount against base × percentage ÷ 100, within 0.02 (an absent amount counts as 0). */
function chargeAmountHolds(amount: string | undefined, base: string | undefined, percent: string | undefined): boolean {
  const stated = amount === undefined ? new BigNumber(0) : castDecimal(amount);
  return withinSlack(stated, castDecimal(base).times(castDecimal(percent)).div(100), "0.02");
}

/** The untyped values of some amounts that carry a currency, compared with 0 as doubles. */
const amountsIn = (amounts: readonly XMLElement[], currency: readonly string[]): number[] => amounts.filter((a) => currency.includes(firstOr(attributeValue(a, "currencyID")))).map((a) => castDouble(stringValue(a)));

/**
 * The document a UBL line belongs to is an Invoice (else a CreditNote): which
 * quantity the line states. Apart from the other per-document values, which
 * XRechnung's adopted R120 and R130 have no need to compute.
 */
const inInvoice = perDocument((root) => isElement(root, UBL_NAMESPACES.ubl, "Invoice"));

/** R120 on a line's values as Peppol reads them: the first value of each path, a charge's first indicator. */
const lineNetOf = (line: LineValues): boolean => {
  const charges = line.charges.map((c) => ({ indicator: c.indicators[0], amounts: c.amounts }));
  return lineNetAmountHolds({
    net: line.net[0],
    quantity: line.quantity[0],
    price: line.price[0],
    baseQuantity: line.base[0],
    allowances: chargeAmountsOf(charges, "false"),
    charges: chargeAmountsOf(charges, "true"),
  });
};

/** The credit note pattern (peppol-ubl-2): its only context, a CreditNote. */
const creditNoteDocument = context(UBL_PATTERN.creditNote, 1, ["CreditNote"], (n) => isElement(n, UBL_NAMESPACES.cn, "CreditNote"));

/** The empty-element pattern (peppol-ubl-1): any element without child elements and with blank text. */
const emptyElement = context(UBL_PATTERN.empty, 1, "*", (n) => n.kind === "element" && n.children.length === 0 && isBlank(n.text));

const ciiBuyerOrderOrReference = (n: XMLNode): boolean => cii.exists(n, "ram:BuyerReference") || cii.exists(n, "ram:BuyerOrderReferencedDocument/ram:IssuerAssignedID");

const countTyped = (nodes: readonly XMLElement[], code: string, read: (d: XMLElement) => string[]): number => nodes.filter((d) => read(d).includes(code)).length;

export const coreRules: RuleDef[] = [
  {
    id: "PEPPOL-EN16931-R008",
    flag: "fatal",
    terms: [],
    description: "PEPPOL-EN16931-R008: a document must not contain empty elements (no child elements and only whitespace).",
    bindings: { ubl: { context: emptyElement, test: () => false } },
  },
  {
    id: "PEPPOL-EN16931-R080",
    flag: "fatal",
    terms: ["BT-11"],
    description: "PEPPOL-EN16931-R080: at most one project reference (BT-11) may be given at document level.",
    bindings: {
      ubl: { context: creditNoteDocument, test: (n) => countTyped(ubl.elements(n, "cac:AdditionalDocumentReference"), "50", (d) => ubl.values(d, "cbc:DocumentTypeCode")) <= 1 },
      cii: { context: ciiTransaction.agreement, test: (n) => countTyped(cii.elements(n, "ram:AdditionalReferencedDocument"), "50", (d) => cii.values(d, "ram:TypeCode")) <= 1 },
    },
  },
  {
    id: "PEPPOL-EN16931-R001",
    flag: "fatal",
    terms: ["BT-23"],
    description: "PEPPOL-EN16931-R001: the business process type (BT-23) must be given.",
    bindings: {
      ubl: { context: ublTransaction.document, test: (n) => ubl.exists(n, "cbc:ProfileID") },
      cii: { context: ciiTransaction.documentContext, test: (n) => cii.exists(n, "ram:BusinessProcessSpecifiedDocumentContextParameter/ram:ID") },
    },
  },
  {
    id: "PEPPOL-EN16931-R007",
    flag: "fatal",
    terms: ["BT-23"],
    description: "PEPPOL-EN16931-R007: the business process type (BT-23) must have the form urn:fdc:peppol.eu:2017:poacc:billing:NN:1.0, NN being the process number.",
    bindings: {
      ubl: { context: ublTransaction.document, test: (n) => ublValues(n).profile !== "Unknown" },
      cii: { context: ciiTransaction.documentContext, test: (n) => ciiValues(n).profile !== "Unknown" },
    },
  },
  {
    id: "PEPPOL-EN16931-R002",
    flag: "fatal",
    terms: ["BT-22"],
    description: "PEPPOL-EN16931-R002: at most one invoice note (BT-22) at document level, unless seller and buyer are both German (UBL); in CII the note may also carry no subject code.",
    bindings: {
      ubl: {
        context: ublTransaction.document,
        test: (n) => {
          if (ubl.elements(n, "cbc:Note").length <= 1) return true;
          const v = ublValues(n);
          return v.supplierIsDE && v.customerIsDE;
        },
      },
      cii: { context: ciiTransaction.document, test: (n) => cii.elements(n, "ram:IncludedNote").length <= 1 && !cii.exists(n, "ram:IncludedNote/ram:SubjectCode") },
    },
  },
  {
    id: "PEPPOL-EN16931-R003",
    flag: "fatal",
    terms: ["BT-10", "BT-13"],
    description: "PEPPOL-EN16931-R003: a buyer reference (BT-10) or a purchase order reference (BT-13) must be given.",
    bindings: {
      ubl: { context: ublTransaction.document, test: (n) => ubl.exists(n, "cbc:BuyerReference") || ubl.exists(n, "cac:OrderReference/cbc:ID") },
      cii: { context: ciiTransaction.agreement, test: ciiBuyerOrderOrReference },
    },
  },
  {
    id: "PEPPOL-EN16931-R004",
    flag: "fatal",
    terms: ["BT-24"],
    description: "PEPPOL-EN16931-R004: the specification identifier (BT-24) must start with Peppol BIS Billing 3.0's identifier.",
    bindings: {
      ubl: { context: ublTransaction.document, test: (n) => normalizeSpace(ubl.first(n, "cbc:CustomizationID")).startsWith(PEPPOL_CUSTOMIZATION) },
      cii: {
        context: ciiTransaction.documentContext,
        test: (n) => normalizeSpace(cii.first(n, "ram:GuidelineSpecifiedDocumentContextParameter/ram:ID")).startsWith(PEPPOL_CUSTOMIZATION),
      },
    },
  },
  {
    id: "PEPPOL-EN16931-R006",
    flag: "fatal",
    terms: ["BT-18"],
    description: "PEPPOL-EN16931-R006: at most one invoiced object identifier (BT-18) may be given at document level.",
    bindings: {
      cii: { context: ciiTransaction.agreement, test: (n) => countTyped(cii.elements(n, "ram:AdditionalReferencedDocument"), "130", (d) => cii.values(d, "ram:TypeCode")) <= 1 },
    },
  },
  {
    id: "PEPPOL-EN16931-R053",
    flag: "fatal",
    terms: ["BT-110"],
    description: "PEPPOL-EN16931-R053: exactly one tax total with VAT breakdown (the invoice total VAT amount, BT-110) must be given.",
    bindings: {
      ubl: { context: ublTransaction.document, test: (n) => ubl.elements(n, "cac:TaxTotal").filter((t) => ubl.exists(t, "cac:TaxSubtotal")).length === 1 },
      cii: {
        context: ciiTransaction.settlement,
        test: (n) => {
          const currency = ciiValues(n).documentCurrency;
          return cii.elements(n, "ram:SpecifiedTradeSettlementHeaderMonetarySummation/ram:TaxTotalAmount").filter((a) => currency.includes(firstOr(attributeValue(a, "currencyID")))).length === 1;
        },
      },
    },
  },
  {
    id: "PEPPOL-EN16931-R054",
    flag: "fatal",
    terms: ["BT-111", "BT-6"],
    description: "PEPPOL-EN16931-R054: a tax total without breakdown (BT-111, in the VAT accounting currency) must be given exactly once when the VAT accounting currency (BT-6) is, and not otherwise.",
    bindings: {
      ubl: {
        context: ublTransaction.document,
        test: (n) => ubl.elements(n, "cac:TaxTotal").filter((t) => !ubl.exists(t, "cac:TaxSubtotal")).length === (ubl.exists(n, "cbc:TaxCurrencyCode") ? 1 : 0),
      },
      cii: {
        context: ciiTransaction.settlement,
        test: (n) => {
          const currency = ciiValues(n).documentCurrency;
          const other = cii.elements(n, "ram:SpecifiedTradeSettlementHeaderMonetarySummation/ram:TaxTotalAmount").filter((a) => {
            const id = attributeValue(a, "currencyID");
            return id !== undefined && currency.some((c) => c !== id);
          });
          return other.length === (cii.exists(n, "ram:TaxCurrencyCode") ? 1 : 0);
        },
      },
    },
  },
  {
    id: "PEPPOL-EN16931-R055",
    flag: "fatal",
    terms: ["BT-110", "BT-111"],
    description: "PEPPOL-EN16931-R055: the invoice total VAT amount (BT-110) and the total VAT amount in accounting currency (BT-111) must have the same sign.",
    bindings: {
      ubl: {
        context: ublTransaction.document,
        test: guarded((n) => {
          if (!ubl.exists(n, "cbc:TaxCurrencyCode")) return true;
          const amounts = ubl.elements(n, "cac:TaxTotal/cbc:TaxAmount");
          // Each amount's currency is compared with its own document's codes, normalised.
          const tax = amountsIn(amounts, [normalizeSpace(ubl.first(n, "cbc:TaxCurrencyCode"))]);
          const own = amountsIn(amounts, [normalizeSpace(ubl.first(n, "cbc:DocumentCurrencyCode"))]);
          return (tax.some((a) => a <= 0) && own.some((a) => a <= 0)) || (tax.some((a) => a >= 0) && own.some((a) => a >= 0));
        }),
      },
      cii: {
        context: ciiTransaction.settlement,
        test: guarded((n) => {
          const v = ciiValues(n);
          if (v.taxCurrency.length === 0) return true;
          const amounts = cii.elements(n, "ram:SpecifiedTradeSettlementHeaderMonetarySummation/ram:TaxTotalAmount");
          const tax = amountsIn(amounts, v.taxCurrency);
          const own = amountsIn(amounts, v.documentCurrency);
          return (tax.some((a) => a < 0) && own.some((a) => a < 0)) || (tax.some((a) => a >= 0) && own.some((a) => a >= 0));
        }),
      },
    },
  },
  {
    id: "PEPPOL-EN16931-R005",
    flag: "fatal",
    terms: ["BT-6", "BT-5"],
    description: "PEPPOL-EN16931-R005: the VAT accounting currency code (BT-6), when given, must differ from the invoice currency code (BT-5).",
    bindings: {
      ubl: { context: ublTransaction.taxCurrency, test: (n) => normalizeSpace(n.kind === "element" ? n.text : "") !== normalizeSpace(ublShared(n.parent!, "cbc:DocumentCurrencyCode")[0]) },
      cii: {
        context: ciiTransaction.settlement,
        test: (n) => !cii.exists(n, "ram:TaxCurrencyCode") || normalizeSpace(cii.first(n, "ram:TaxCurrencyCode")) !== normalizeSpace(cii.first(n, "ram:InvoiceCurrencyCode")),
      },
    },
  },
  {
    id: "PEPPOL-EN16931-R010",
    flag: "fatal",
    terms: ["BT-49"],
    description: "PEPPOL-EN16931-R010: the buyer's electronic address (BT-49) must be given.",
    bindings: {
      ubl: { context: ublTransaction.customerParty, test: (n) => ubl.exists(n, "cbc:EndpointID") },
      cii: { context: ciiTransaction.buyer, test: (n) => cii.exists(n, "ram:URIUniversalCommunication/ram:URIID") },
    },
  },
  {
    id: "PEPPOL-EN16931-R020",
    flag: "fatal",
    terms: ["BT-34"],
    description: "PEPPOL-EN16931-R020: the seller's electronic address (BT-34) must be given.",
    bindings: {
      ubl: { context: ublTransaction.supplierParty, test: (n) => ubl.exists(n, "cbc:EndpointID") },
      cii: { context: ciiTransaction.seller, test: (n) => cii.exists(n, "ram:URIUniversalCommunication/ram:URIID") },
    },
  },
  {
    id: "PEPPOL-EN16931-R041",
    flag: "fatal",
    terms: ["BT-93", "BT-94", "BT-100", "BT-101", "BT-137", "BT-138", "BT-142", "BT-143"],
    description: "PEPPOL-EN16931-R041: an allowance or charge that states a percentage (BT-94, BT-101, BT-138, BT-143) must state its base amount (BT-93, BT-100, BT-137, BT-142).",
    bindings: {
      ubl: { context: ublTransaction.chargeWithoutBase, test: () => false },
      cii: { context: ciiTransaction.chargeWithoutBase, test: () => false },
    },
  },
  {
    id: "PEPPOL-EN16931-R042",
    flag: "fatal",
    terms: ["BT-93", "BT-94", "BT-100", "BT-101", "BT-137", "BT-138", "BT-142", "BT-143"],
    description: "PEPPOL-EN16931-R042: an allowance or charge that states a base amount (BT-93, BT-100, BT-137, BT-142) must state its percentage (BT-94, BT-101, BT-138, BT-143).",
    bindings: {
      ubl: { context: ublTransaction.chargeWithoutPercent, test: () => false },
      cii: { context: ciiTransaction.chargeWithoutPercent, test: () => false },
    },
  },
  {
    id: "PEPPOL-EN16931-R040",
    flag: "fatal",
    terms: ["BT-92", "BT-93", "BT-94", "BT-99", "BT-100", "BT-101", "BT-136", "BT-137", "BT-138", "BT-141", "BT-142", "BT-143"],
    description: "PEPPOL-EN16931-R040: when an allowance or charge states base amount and percentage, its amount (BT-92, BT-99, BT-136, BT-141) must be base × percentage ÷ 100, within 0.02.",
    bindings: {
      ubl: {
        context: ublTransaction.charge,
        test: guarded((n) => {
          const base = ubl.first(n, "cbc:BaseAmount");
          const percent = ubl.first(n, "cbc:MultiplierFactorNumeric");
          return base === undefined || percent === undefined || chargeAmountHolds(ubl.first(n, "cbc:Amount"), base, percent);
        }),
      },
      cii: {
        context: ciiTransaction.charge,
        test: guarded((n) => {
          const base = cii.first(n, "ram:BasisAmount");
          const percent = cii.first(n, "ram:CalculationPercent");
          return base === undefined || percent === undefined || chargeAmountHolds(cii.first(n, "ram:ActualAmount"), base, percent);
        }),
      },
    },
  },
  {
    id: "PEPPOL-EN16931-R043",
    flag: "fatal",
    terms: ["BG-20", "BG-21", "BG-27", "BG-28"],
    description: "PEPPOL-EN16931-R043: an allowance or charge's indicator must be 'true' or 'false'.",
    bindings: {
      ubl: { context: ublTransaction.charge, test: (n) => ["true", "false"].includes(normalizeSpace(ubl.first(n, "cbc:ChargeIndicator"))) },
      cii: [ciiTransaction.charge, ciiTransaction.priceCharge].map((c) => ({
        context: c,
        test: (n: XMLNode) => ["true", "false"].includes(normalizeSpace(cii.first(n, "ram:ChargeIndicator/udt:Indicator"))),
      })),
    },
  },
  {
    id: "PEPPOL-EN16931-R061",
    flag: "fatal",
    terms: ["BT-89", "BT-81"],
    description: "PEPPOL-EN16931-R061: a direct debit (payment means 49 or 59, BT-81) must state the mandate reference (BT-89).",
    bindings: {
      ubl: { context: ublTransaction.directDebit, test: (n) => ubl.exists(n, "cac:PaymentMandate/cbc:ID") },
      cii: { context: ciiTransaction.directDebit, test: (n) => ciiShared(n.parent!, "ram:SpecifiedTradePaymentTerms/ram:DirectDebitMandateID").length > 0 },
    },
  },
  {
    id: "PEPPOL-EN16931-R051",
    flag: "fatal",
    terms: ["BT-5"],
    description: "PEPPOL-EN16931-R051: every amount's currency must be the invoice currency (BT-5), except the total VAT amount in accounting currency (BT-111).",
    bindings: {
      ubl: {
        context: ublTransaction.amount,
        test: (n) => {
          const currency = attributeValue(n, "currencyID");
          return currency !== undefined && ublValues(n).documentCurrency.includes(currency);
        },
      },
    },
  },
  {
    id: "PEPPOL-EN16931-R110",
    flag: "fatal",
    terms: ["BT-134", "BT-73"],
    description: "PEPPOL-EN16931-R110: an invoice line period's start date (BT-134) must not be before the invoicing period's start date (BT-73).",
    bindings: {
      ubl: { context: ublTransaction.lineStart, test: guarded((n) => ublDate(stringValue(n)) >= ublDate(headerPeriod(n, "StartDate"))) },
      cii: {
        context: ciiTransaction.lineStart,
        test: (n) => {
          const header = ciiShared(n.parent!.parent!.parent!.parent!, "ram:ApplicableHeaderTradeSettlement/ram:BillingSpecifiedPeriod/ram:StartDateTime/udt:DateTimeString");
          return cii.values(n, "udt:DateTimeString").some((d) => header.some((h) => d >= h));
        },
      },
    },
  },
  {
    id: "PEPPOL-EN16931-R111",
    flag: "fatal",
    terms: ["BT-135", "BT-74"],
    description: "PEPPOL-EN16931-R111: an invoice line period's end date (BT-135) must not be after the invoicing period's end date (BT-74).",
    bindings: {
      ubl: { context: ublTransaction.lineEnd, test: guarded((n) => ublDate(stringValue(n)) <= ublDate(headerPeriod(n, "EndDate"))) },
      cii: {
        context: ciiTransaction.lineEnd,
        test: (n) => {
          const header = ciiShared(n.parent!.parent!.parent!.parent!, "ram:ApplicableHeaderTradeSettlement/ram:BillingSpecifiedPeriod/ram:EndDateTime/udt:DateTimeString");
          return cii.values(n, "udt:DateTimeString").some((d) => header.some((h) => d <= h));
        },
      },
    },
  },
  {
    id: "PEPPOL-EN16931-R120",
    flag: "fatal",
    terms: ["BT-131", "BT-129", "BT-146", "BT-149", "BT-136", "BT-141"],
    description:
      "PEPPOL-EN16931-R120: an invoice line's net amount (BT-131) must equal quantity (BT-129) × net price (BT-146) ÷ price base quantity (BT-149) + line charges (BT-141) − line allowances (BT-136), within 0.02.",
    bindings: {
      ubl: {
        context: ublTransaction.line,
        test: guarded((n) => lineNetOf(ublLineValues(n as XMLElement, inInvoice(n)))),
      },
      cii: {
        context: ciiTransaction.line,
        test: guarded((n) => lineNetOf(ciiLineValues(n as XMLElement))),
      },
    },
  },
  {
    id: "PEPPOL-EN16931-R121",
    flag: "fatal",
    terms: ["BT-149"],
    description: "PEPPOL-EN16931-R121: the item price base quantity (BT-149), when given, must be above zero.",
    bindings: {
      ubl: { context: ublTransaction.line, test: guarded((n) => !ubl.exists(n, "cac:Price/cbc:BaseQuantity") || castDecimal(ubl.first(n, "cac:Price/cbc:BaseQuantity")).gt(0)) },
      cii: { context: ciiTransaction.price, test: guarded((n) => !cii.exists(n, "ram:BasisQuantity") || castDecimal(cii.first(n, "ram:BasisQuantity")).gt(0)) },
    },
  },
  {
    id: "PEPPOL-EN16931-R100",
    flag: "fatal",
    terms: ["BT-128"],
    description: "PEPPOL-EN16931-R100: an invoice line may reference at most one invoiced object (BT-128).",
    bindings: {
      ubl: { context: ublTransaction.line, test: (n) => ubl.elements(n, "cac:DocumentReference").length <= 1 },
      cii: {
        context: ciiTransaction.line,
        test: (n) => countTyped(cii.elements(n, "ram:SpecifiedLineTradeSettlement/ram:AdditionalReferencedDocument"), "130", (d) => cii.values(d, "ram:TypeCode")) <= 1,
      },
    },
  },
  {
    id: "PEPPOL-EN16931-R101",
    flag: "fatal",
    terms: ["BT-128"],
    description: "PEPPOL-EN16931-R101: a document reference on an invoice line may only be the invoiced object identifier (BT-128, type code 130).",
    bindings: {
      ubl: { context: ublTransaction.line, test: (n) => !ubl.exists(n, "cac:DocumentReference") || ubl.values(n, "cac:DocumentReference/cbc:DocumentTypeCode").includes("130") },
      cii: {
        context: ciiTransaction.line,
        test: (n) =>
          !cii.exists(n, "ram:SpecifiedLineTradeSettlement/ram:AdditionalReferencedDocument") ||
          cii.values(n, "ram:SpecifiedLineTradeSettlement/ram:AdditionalReferencedDocument/ram:TypeCode").includes("130"),
      },
    },
  },
  {
    id: "PEPPOL-EN16931-R044",
    flag: "fatal",
    terms: ["BT-147"],
    description: "PEPPOL-EN16931-R044: a price may carry an allowance (the item price discount, BT-147) but no charge.",
    bindings: { ubl: { context: ublTransaction.priceCharge, test: (n) => normalizeSpace(ubl.first(n, "cbc:ChargeIndicator")) === "false" } },
  },
  {
    id: "PEPPOL-EN16931-R046",
    flag: "fatal",
    terms: ["BT-146", "BT-147", "BT-148"],
    description: "PEPPOL-EN16931-R046: when the gross price (BT-148) is given, the net price (BT-146) must equal gross price minus the price discount (BT-147).",
    bindings: {
      ubl: {
        context: ublTransaction.priceCharge,
        test: guarded((n) => {
          if (!ubl.exists(n, "cbc:BaseAmount")) return true;
          const net = ubl.first(n, "../cbc:PriceAmount");
          const discount = ubl.first(n, "cbc:Amount");
          // An absent net price or discount is an empty sequence: the equality does not hold.
          if (net === undefined || discount === undefined) return false;
          return castDecimal(net).eq(castDecimal(ubl.first(n, "cbc:BaseAmount")).minus(castDecimal(discount)));
        }),
      },
    },
  },
  {
    id: "PEPPOL-EN16931-R130",
    flag: "fatal",
    terms: ["BT-150", "BT-130"],
    description: "PEPPOL-EN16931-R130: the unit of the price base quantity (BT-150) must be the unit of the invoiced quantity (BT-130).",
    bindings: {
      ubl: {
        context: ublTransaction.priceBaseQuantity,
        test: (n) => {
          const line = n.parent!.parent!;
          if (!ubl.exists(line, "cbc:InvoicedQuantity") && !ubl.exists(line, "cbc:CreditedQuantity")) return true;
          const quantities = ubl.elements(line, inInvoice(n) ? "cbc:InvoicedQuantity" : "cbc:CreditedQuantity");
          return quantities.some((q) => attributeValue(q, "unitCode") === attributeValue(n, "unitCode"));
        },
      },
      cii: {
        context: ciiTransaction.priceBaseQuantity,
        test: (n) => cii.elements(n, "../../../ram:SpecifiedLineTradeDelivery/ram:BilledQuantity").some((q) => attributeValue(q, "unitCode") !== undefined && attributeValue(q, "unitCode") === attributeValue(n, "unitCode")),
      },
    },
  },
];

/** The amounts of the charges (or allowances) of a line, or undefined when it has none of that kind. */
function chargeAmountsOf(charges: { indicator: string | undefined; amounts: string[] }[], indicator: "true" | "false"): string[] | undefined {
  const chosen = charges.filter((c) => normalizeSpace(c.indicator) === indicator);
  return chosen.length ? chosen.flatMap((c) => c.amounts) : undefined;
}

/** The invoicing period's start or end date a line period date is compared with (a document states one). */
const headerPeriod = (lineDate: XMLNode, local: "StartDate" | "EndDate"): string => firstOr(single(ublShared(lineDate.parent!.parent!.parent!, `cac:InvoicePeriod/cbc:${local}`)));

/** xs:date(text) as a sortable key: a text that is no date stops the official run. */
function ublDate(text: string): string {
  const key = dateKey(text);
  if (key === undefined) throw new XPathError(`'${text}' is not a date`);
  return key;
}
