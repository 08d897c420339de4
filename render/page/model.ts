/**
 * The page a document is rendered as, before any markup: what people read,
 * in reading order, already in the page's language (labels translated,
 * amounts, quantities and dates formatted for its locale). The HTML and
 * PDF renderers draw this same model, so both show the same content; only
 * `render/page/` knows GOBL's documents.
 */

/** One label and its value ("Issue date", "15 January 2025"). */
export interface Field {
  label: string;
  value: string;
}

/** A party's block: its role, name and what identifies and reaches it, one line each. */
export interface PartyBlock {
  /** "Supplier", "Customer", "Payee", ... in the page's language. */
  role: string;
  name: string;
  /** Tax ID, other identities, address lines, e-mails, telephones, in that order, as displayed. */
  lines: string[];
}

/** A table: its column headings and rows of cells, all text as displayed; `numeric` columns are right-aligned. */
export interface Table {
  /** What the table is, for people and screen readers ("Lines", "Taxes"). */
  caption: string;
  columns: { heading: string; numeric?: boolean }[];
  rows: string[][];
}

/** A total ("Sum", "VAT 21%", "Total", "Payable"); `emphasis` marks the amount to pay. */
export interface TotalRow {
  label: string;
  value: string;
  emphasis?: boolean;
}

/** A QR code to print on the page (VERI*FACTU's, TicketBAI's, KSeF's...): its caption and the text it encodes. */
export interface PageCode {
  caption: string;
  text: string;
}

/** A section of free text (notes, legal texts, payment instructions). */
export interface TextSection {
  heading: string;
  paragraphs: string[];
}

export interface Page {
  /** The language the page is in (BCP 47: `es`, `de`, `el`). */
  lang: string;
  /** Right-to-left script (Arabic). */
  rtl?: boolean;
  /** The document's title ("Invoice", "Credit note", "Order", ...) and its number ("F-2025-001"). */
  title: string;
  number?: string;
  /** Dates, currency, references, ... under the title. */
  header: Field[];
  parties: PartyBlock[];
  /** The lines, then the tax breakdown and any other table (ordering, delivery, payments...), in order. */
  tables: Table[];
  totals: TotalRow[];
  /** Payment terms, instructions and due dates; notes; legal texts; stamps: in that order. */
  sections: TextSection[];
  codes: PageCode[];
  /** The page's footer line (the document's UUID, its digest), as displayed. */
  footer?: string;
}
