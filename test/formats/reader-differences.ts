/**
 * Where our XML readers differ from GOBL's converters on purpose (README,
 * "Where we differ from GOBL on purpose"), as changes to the document GOBL's
 * parser gives, so that comparisons with it can be exact.
 */
type Obj = Record<string, any>;

const READER_DIFFERENCES: { formats: string[]; reason: string; apply(doc: Obj): void }[] = [
  {
    formats: ["cii"],
    reason: "a single due date stated without an amount is due for the whole amount: 100%, where gobl.cii leaves 0.00 (which GOBL-PAY-DUEDATE-02 refuses)",
    apply(doc) {
      const dates = doc.payment?.terms?.due_dates;
      if (!Array.isArray(dates) || dates.length !== 1) return;
      const [due] = dates;
      if (due.percent !== undefined || !/^0(\.0+)?$/.test(String(due.amount ?? "0"))) return;
      // GOBL works a due date's amount out of its percent of the payable (bill/calculator.go).
      Object.assign(due, { amount: doc.totals.payable, percent: "100%" });
    },
  },
  {
    formats: ["ubl", "cii"],
    reason: "an address's (or an item's origin) country is ISO 3166-1: Greece's tax prefix EL, which GOBL's converters write, reads as GR",
    apply(doc) {
      const parties = [doc.supplier, doc.customer, doc.payment?.payee, doc.ordering?.seller, doc.ordering?.buyer, doc.delivery?.receiver];
      for (const party of parties) for (const address of party?.addresses ?? []) if (address.country === "EL") address.country = "GR";
      for (const line of doc.lines ?? []) if (line.item?.origin === "EL") line.item.origin = "GR";
    },
  },
];

/** GOBL's parsed document changed as our reader of that format differs on purpose. */
export function applyReaderDifferences(format: string, doc: Obj): void {
  for (const difference of READER_DIFFERENCES) if (difference.formats.includes(format)) difference.apply(doc);
}
