/**
 * A CDV about a payment (211 Paiement transmis, 212 Encaissée) as a partial
 * GOBL bill/payment: an advice or a receipt, one line per referenced
 * invoice whose amount is the sum of its MEN or MPA characteristics and
 * whose RAP is what is still due. A characteristic with a percentage is
 * the gross amount at one VAT rate: the line's VAT breakdown is recovered
 * from it (base = amount ÷ (1 + rate), VAT the rest, at the amount's
 * decimals, as gobl.cii computes them). A CDV names no means of payment:
 * the payment gets one `other` method for its whole amount.
 */
import { Amount, Percentage } from "../../../engine/index.ts";
import { decimalText, percentageText } from "../../common/xml-values.ts";
import { put, type Out } from "../../cii/read/values.ts";
import { AMOUNT_PAID, AMOUNT_RECEIVED, AMOUNT_REMAINING, EXT_CONDITION, EXT_STATUS, PAYMENT_ADVICE } from "../codes.ts";
import { attribute, child, children, text, textAt, type ParsedNode } from "../xml.ts";
import { businessParties, documentHeader, documentReference, type OpenedCDV } from "./header.ts";

const PAYMENT_SCHEMA = "https://gobl.org/draft-0/bill/payment";

interface PaymentLine {
  line: Out;
  amount: Amount | undefined;
  currency: string | undefined;
  condition: string | undefined;
}

function paymentLine(ref: ParsedNode, index: number): PaymentLine {
  const element = `ram:ReferenceReferencedDocument ${index + 1}`;
  const line: Out = {};
  put(line, "document", documentReference(ref, element));
  let cashed: Amount | undefined;
  let currency: string | undefined;
  let condition: string | undefined;
  const rates: Out[] = [];
  let vat: Amount | undefined;
  children(ref, "SpecifiedDocumentStatus").forEach((status, s) => {
    children(status, "SpecifiedDocumentCharacteristic").forEach((characteristic, c) => {
      const where = `of ram:SpecifiedDocumentCharacteristic ${c + 1} of ram:SpecifiedDocumentStatus ${s + 1} of ${element}`;
      const valueNode = child(characteristic, "ValueAmount");
      const valueText = text(valueNode) ?? "";
      if (valueText === "") return;
      const amount = Amount.parse(decimalText("CDAR", `ram:ValueAmount ${where}`, valueText));
      currency ??= attribute(valueNode, "currencyID") || undefined;
      const type = textAt(characteristic, "TypeCode") ?? "";
      if (type === AMOUNT_REMAINING) line.due = amount.toString();
      else if (type === AMOUNT_RECEIVED || type === AMOUNT_PAID) {
        // Split by VAT rate, the cashed amount repeats once per rate: their sum is the line's.
        cashed = cashed === undefined ? amount : cashed.add(amount);
        condition = type;
      }
      const percentText = textAt(characteristic, "ValuePercent") ?? "";
      if (percentText === "") return;
      const percent = Percentage.parse(percentageText("CDAR", `ram:ValuePercent ${where}`, percentText));
      const included = percent.from(amount);
      rates.push({ base: amount.divide(percent.factor()).toString(), percent: percent.toString(), amount: included.toString() });
      vat = vat === undefined ? included : vat.add(included);
    });
  });
  // A line with no amount cashed states zero, as GOBL's payment line always states one.
  line.amount = (cashed ?? Amount.zero()).toString();
  if (rates.length > 0 && vat !== undefined) line.tax = { categories: [{ code: "VAT", rates, amount: vat.toString() }], sum: vat.toString() };
  return { line, amount: cashed, currency, condition };
}

export function readPayment(cdv: OpenedCDV): Out {
  const payment = documentHeader(PAYMENT_SCHEMA, cdv.header);
  payment.type = cdv.processCode === PAYMENT_ADVICE ? "advice" : "receipt";
  const lines = cdv.references.map(paymentLine);
  const currency = lines.map((l) => l.currency).find((c) => c !== undefined);
  put(payment, "currency", currency);
  const condition = lines.map((l) => l.condition).filter((c) => c !== undefined).at(-1);
  payment.ext = { [EXT_STATUS]: cdv.processCode, ...(condition ? { [EXT_CONDITION]: condition } : {}) };
  const { supplier, customer } = businessParties(cdv.header, cdv.references);
  put(payment, "supplier", supplier);
  put(payment, "customer", customer);
  put(payment, "lines", lines.map((l) => l.line));
  // Summed at the lines' decimals: gobl.cii sums from a zero without any, which rounds the total to units.
  const amounts = lines.map((l) => l.amount ?? Amount.zero());
  const exp = amounts.reduce((most, amount) => Math.max(most, amount.exp), 0);
  const total = amounts.reduce((sum, amount) => sum.add(amount), Amount.zero(exp));
  payment.methods = [{ key: "other", amount: total.toString() }];
  return payment;
}
