/**
 * What R120 (and XRechnung's copy of it) reads from a line: every value in
 * one walk of the line (path-group.ts) rather than one path lookup each.
 */
import { stringValue, type XMLElement } from "../../engine/index.ts";
import { CII_NAMESPACES, UBL_NAMESPACES } from "../common/syntax.ts";
import { pathGroup } from "./path-group.ts";


/** An allowance or charge of a line as R120 reads it: its indicator texts and its amount texts. */
export interface LineCharge {
  indicators: string[];
  amounts: string[];
}

/**
 * What R120 reads from a line, every value each path gives (Peppol takes the
 * first, XRechnung's merge wants one): net amount, quantity, net price, the
 * net price's base quantity, in CII the gross price's base quantity too, and
 * the line's allowances and charges.
 */
export interface LineValues {
  net: string[];
  quantity: string[];
  price: string[];
  base: string[];
  /** CII only (the merge's fallback); empty in UBL. */
  grossBase: string[];
  charges: LineCharge[];
}

const texts = (elements: readonly XMLElement[]): string[] => elements.map(stringValue);

const ublLine = pathGroup(UBL_NAMESPACES, {
  net: "cbc:LineExtensionAmount",
  invoiced: "cbc:InvoicedQuantity",
  credited: "cbc:CreditedQuantity",
  price: "cac:Price/cbc:PriceAmount",
  base: "cac:Price/cbc:BaseQuantity",
  charges: "cac:AllowanceCharge",
});
const ublCharge = pathGroup(UBL_NAMESPACES, { indicators: "cbc:ChargeIndicator", amounts: "cbc:Amount" });

/** R120's values of a UBL line, read in one walk; `invoice` says which quantity the line states (InvoicedQuantity, else CreditedQuantity). */
export function ublLineValues(line: XMLElement, invoice: boolean): LineValues {
  const found = ublLine(line);
  return {
    net: texts(found.net),
    quantity: texts(invoice ? found.invoiced : found.credited),
    price: texts(found.price),
    base: texts(found.base),
    grossBase: [],
    charges: found.charges.map((c) => {
      const parts = ublCharge(c);
      return { indicators: texts(parts.indicators), amounts: texts(parts.amounts) };
    }),
  };
}

const ciiLine = pathGroup(CII_NAMESPACES, {
  net: "ram:SpecifiedLineTradeSettlement/ram:SpecifiedTradeSettlementLineMonetarySummation/ram:LineTotalAmount",
  quantity: "ram:SpecifiedLineTradeDelivery/ram:BilledQuantity",
  price: "ram:SpecifiedLineTradeAgreement/ram:NetPriceProductTradePrice/ram:ChargeAmount",
  base: "ram:SpecifiedLineTradeAgreement/ram:NetPriceProductTradePrice/ram:BasisQuantity",
  grossBase: "ram:SpecifiedLineTradeAgreement/ram:GrossPriceProductTradePrice/ram:BasisQuantity",
  charges: "ram:SpecifiedLineTradeSettlement/ram:SpecifiedTradeAllowanceCharge",
});
const ciiCharge = pathGroup(CII_NAMESPACES, { indicators: "ram:ChargeIndicator/udt:Indicator", amounts: "ram:ActualAmount" });

/** R120's values of a CII line item, read in one walk. */
export function ciiLineValues(line: XMLElement): LineValues {
  const found = ciiLine(line);
  return {
    net: texts(found.net),
    quantity: texts(found.quantity),
    price: texts(found.price),
    base: texts(found.base),
    grossBase: texts(found.grossBase),
    charges: found.charges.map((c) => {
      const parts = ciiCharge(c);
      return { indicators: texts(parts.indicators), amounts: texts(parts.amounts) };
    }),
  };
}
