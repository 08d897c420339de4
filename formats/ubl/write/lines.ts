/** Invoice and credit note lines. */
import { Amount, isoCountryOf, Percentage } from "../../../engine/index.ts";
import { uneceUnit } from "../codes.ts";
import { type Doc, ext, present } from "../document.ts";
import { leaf, node, type XmlElement } from "../xml.ts";
import { writeLineAllowanceCharges } from "./charges.ts";
import { writeTaxCategory } from "./tax-category.ts";
import { priceDiscount, type StatedPrice } from "../../common/kept-terms.ts";

function writeItem(item: Doc, taxes: Doc[] | undefined): XmlElement {
  const identities: Doc[] = item.identities ?? [];
  const classifications: XmlElement[] = [];
  let buyers: XmlElement | undefined;
  let standard: XmlElement | undefined;
  for (const identity of identities) {
    const scheme = ext(identity, "iso-scheme-id");
    // An identity with a label and no ISO scheme is a classification, the label being its list.
    if (present(identity.label) && !scheme) {
      classifications.push(node("cac:CommodityClassification", [leaf("cbc:ItemClassificationCode", identity.code ?? "", { listID: identity.label })]));
      continue;
    }
    if (buyers && standard) break;
    if (!scheme) {
      buyers ??= node("cac:BuyersItemIdentification", [leaf("cbc:ID", identity.code ?? "")]);
      continue;
    }
    standard ??= node("cac:StandardItemIdentification", [leaf("cbc:ID", identity.code ?? "", { schemeID: scheme })]);
  }
  const meta = item.meta as Doc | undefined;
  const combo = taxes?.[0];
  return node("cac:Item", [
    leaf("cbc:Description", present(item.description)),
    leaf("cbc:Name", item.name ?? ""),
    buyers,
    present(item.ref) ? node("cac:SellersItemIdentification", [leaf("cbc:ID", item.ref)]) : undefined,
    standard,
    present(item.origin) ? node("cac:OriginCountry", [leaf("cbc:IdentificationCode", isoCountryOf(item.origin))]) : undefined,
    ...classifications,
    combo && present(combo.cat) ? writeTaxCategory("cac:ClassifiedTaxCategory", combo) : undefined,
    ...Object.entries(meta ?? {}).map(([key, value]) => node("cac:AdditionalItemProperty", [leaf("cbc:Name", key), leaf("cbc:Value", String(value))])),
  ]);
}

/**
 * cac:Price: the unit price, or the price as the XML it was read from stated
 * it (`stated`, see keptLinePrices): net price for its base quantity, and the
 * gross price with the price discount.
 */
function writePrice(price: string, ccy: string, stated: StatedPrice | undefined): XmlElement {
  if (!stated) return node("cac:Price", [leaf("cbc:PriceAmount", price, { currencyID: ccy })]);
  const discount = priceDiscount(stated);
  return node("cac:Price", [
    leaf("cbc:PriceAmount", stated.price, { currencyID: ccy }),
    stated.base !== undefined ? leaf("cbc:BaseQuantity", stated.base, { unitCode: stated.unit }) : undefined,
    discount !== undefined
      ? node("cac:AllowanceCharge", [
          leaf("cbc:ChargeIndicator", "false"),
          leaf("cbc:Amount", discount, { currencyID: ccy }),
          leaf("cbc:BaseAmount", stated.gross, { currencyID: ccy }),
        ])
      : undefined,
  ]);
}

/**
 * ZATCA's line VAT (KSA-11, required on tax invoices and their notes): the
 * line's first tax rate of its total, and the total with it (KSA-12) as the
 * rounding amount, in the line's currency.
 */
function writeLineVAT(line: Doc, ccy: string): XmlElement | undefined {
  const percent = present(line.taxes?.[0]?.percent);
  const total = present(line.total);
  if (!percent || !total) return undefined;
  const amount = Amount.parse(total);
  const vat = Percentage.parse(percent).of(amount);
  return node("cac:TaxTotal", [
    leaf("cbc:TaxAmount", vat.toString(), { currencyID: ccy }),
    leaf("cbc:RoundingAmount", amount.add(vat).toString(), { currencyID: ccy }),
  ]);
}

/**
 * One cac:InvoiceLine or cac:CreditNoteLine; `price` is the price as stated when the document keeps it.
 * `lineVAT`: the line's VAT amount is written (ZATCA).
 */
export function writeLine(line: Doc, currency: string, options: { creditNote: boolean; lineVAT: boolean }, id?: string, price?: StatedPrice): XmlElement {
  const { creditNote } = options;
  const item: Doc = line.item ?? {};
  const ccy: string = present(item.currency) ?? currency;
  const notes: Doc[] = line.notes ?? [];
  // The line's cost reference (BT-133); a note keyed buyer-accounting-ref stands in for it, as gobl.ubl reads it.
  const accountingCost = present(line.cost) ?? (notes.find((note) => note.key === "buyer-accounting-ref")?.text as string | undefined);
  const identifier = line.identifier as Doc | undefined;
  const period = line.period as Doc | undefined;
  return node(creditNote ? "cac:CreditNoteLine" : "cac:InvoiceLine", [
    // The sender's line identifier (BT-126) when the document keeps it, else GOBL's number.
    leaf("cbc:ID", id ?? String(line.i)),
    ...notes.filter((note) => note.key !== "buyer-accounting-ref").map((note) => leaf("cbc:Note", note.text ?? "")),
    leaf(creditNote ? "cbc:CreditedQuantity" : "cbc:InvoicedQuantity", line.quantity, { unitCode: uneceUnit(item.unit) }),
    leaf("cbc:LineExtensionAmount", line.total, { currencyID: ccy }),
    leaf("cbc:AccountingCost", accountingCost),
    period ? node("cac:InvoicePeriod", [leaf("cbc:StartDate", present(period.start)), leaf("cbc:EndDate", present(period.end))]) : undefined,
    present(line.order) ? node("cac:OrderLineReference", [leaf("cbc:LineID", line.order)]) : undefined,
    identifier
      ? node("cac:DocumentReference", [
          leaf("cbc:ID", identifier.code ?? "", { schemeID: ext(identifier, "untdid-reference") }),
          leaf("cbc:DocumentTypeCode", "130"),
        ])
      : undefined,
    ...writeLineAllowanceCharges(line, ccy),
    options.lineVAT ? writeLineVAT(line, ccy) : undefined,
    writeItem(item, line.taxes),
    item.price !== undefined ? writePrice(item.price, ccy, price) : undefined,
  ]);
}
