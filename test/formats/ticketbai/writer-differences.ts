/**
 * Where bizdoc's TicketBAI deliberately differs from gobl.ticketbai's
 * reference files, applied to the reference XML before comparing it with
 * ours: each entry names its cases, the reference's text and what bizdoc
 * writes instead (values worked out by hand from the invoices, not taken
 * from our output), and why. An entry whose text is no longer in a
 * reference file fails the test, so none outlives its reason.
 */

export interface WriterDifference {
  cases: readonly string[];
  /** The reference's text (every occurrence is replaced). */
  reference: string;
  ours: string;
  reason: string;
}

const LINE_TOTAL =
  "a line's ImporteTotal (its amount with taxes) is written to the cent: the reference rounds it to whole euros " +
  "(1620.00 × 1.21 = 1960.20, not 1960.00), though its schema type has two decimals and the invoice's own total is to the cent";
const SURCHARGE =
  "the equivalence surcharge is a tax the customer pays: the line's and the invoice's totals with taxes include it " +
  "(900.00 + 21% 189.00 + 5.2% 46.80 = 1135.80, the document's total_with_tax), where the reference leaves it out";
const REGIME_KEYS =
  "the Claves are the VAT rates' es-tbai-regime codes, which GOBL's addon sets per rate (01 general, 02 export, 51 equivalence surcharge); " +
  "the reference writes 02 (export) for any foreign customer and 01 otherwise, so an intra-EU sale to a consumer is no export here, " +
  "an export invoice with a domestic line states both keys, and the surcharge's own key 51 is kept";
const NO_ADDRESS =
  "an address with neither street nor number has no Direccion: the reference writes the separator alone (\", \")";

export const WRITER_DIFFERENCES: readonly WriterDifference[] = [
  { cases: ["credit-note-es-es-tbai"], reference: "<ImporteTotal>-1960.00</ImporteTotal>", ours: "<ImporteTotal>-1960.20</ImporteTotal>", reason: LINE_TOTAL },
  ...["invoice-es-es-b2c", "invoice-es-es-no-series", "invoice-es-nl-b2c"].flatMap((id) => [
    { cases: [id], reference: "<ImporteTotal>1960.00</ImporteTotal>", ours: "<ImporteTotal>1960.20</ImporteTotal>", reason: LINE_TOTAL },
    // 90.00 × 1.21
    { cases: [id], reference: "<ImporteTotal>109.00</ImporteTotal>", ours: "<ImporteTotal>108.90</ImporteTotal>", reason: LINE_TOTAL },
  ]),
  // 30.00 × 1.09 (the Netherlands' reduced rate)
  { cases: ["invoice-es-nl-b2c"], reference: "<ImporteTotal>33.00</ImporteTotal>", ours: "<ImporteTotal>32.70</ImporteTotal>", reason: LINE_TOTAL },
  // 1215.00 × 1.21
  { cases: ["sample-invoice-supplier2", "sample-invoice2"], reference: "<ImporteTotal>1470.00</ImporteTotal>", ours: "<ImporteTotal>1470.15</ImporteTotal>", reason: LINE_TOTAL },
  { cases: ["sample-invoice"], reference: "<ImporteTotal>1089.00</ImporteTotal>", ours: "<ImporteTotal>1135.80</ImporteTotal>", reason: SURCHARGE },
  { cases: ["sample-invoice"], reference: "<ImporteTotalFactura>1089.00</ImporteTotalFactura>", ours: "<ImporteTotalFactura>1135.80</ImporteTotalFactura>", reason: SURCHARGE },
  {
    cases: ["sample-invoice"],
    reference: "<ClaveRegimenIvaOpTrascendencia>01</ClaveRegimenIvaOpTrascendencia>",
    ours: "<ClaveRegimenIvaOpTrascendencia>51</ClaveRegimenIvaOpTrascendencia>",
    reason: REGIME_KEYS,
  },
  {
    cases: ["invoice-es-nl-b2c", "invoice-es-nl-tbai-b2c-explicit", "invoice-es-nl-tbai-exempt"],
    reference: "<ClaveRegimenIvaOpTrascendencia>02</ClaveRegimenIvaOpTrascendencia>",
    ours: "<ClaveRegimenIvaOpTrascendencia>01</ClaveRegimenIvaOpTrascendencia>",
    reason: REGIME_KEYS,
  },
  {
    // Its lines' rates: exempt E1 (01), export E2 (02), standard (01).
    cases: ["sample-invoice-export"],
    reference: "<IDClave>\n          <ClaveRegimenIvaOpTrascendencia>02</ClaveRegimenIvaOpTrascendencia>\n        </IDClave>",
    ours: "<IDClave><ClaveRegimenIvaOpTrascendencia>01</ClaveRegimenIvaOpTrascendencia></IDClave><IDClave><ClaveRegimenIvaOpTrascendencia>02</ClaveRegimenIvaOpTrascendencia></IDClave>",
    reason: REGIME_KEYS,
  },
  { cases: ["sample-invoice-export"], reference: "<Direccion>, </Direccion>", ours: "", reason: NO_ADDRESS },
];

/** The reference XML with the differences of its case applied; throws when a listed text is not there. */
export function withDifferences(id: string, reference: string): string {
  let xml = reference;
  for (const difference of WRITER_DIFFERENCES.filter((d) => d.cases.includes(id))) {
    if (!xml.includes(difference.reference)) throw new Error(`${id}: the listed difference's text ${JSON.stringify(difference.reference)} is not in the reference file`);
    xml = xml.split(difference.reference).join(difference.ours);
  }
  return xml;
}

export function hasDifferences(id: string): boolean {
  return WRITER_DIFFERENCES.some((d) => d.cases.includes(id));
}
