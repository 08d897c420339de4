/**
 * The invoice's own data in Fa: its kind (RodzajFaktury, which gives the
 * GOBL type, the tags the addon's scenarios read and the addon's invoice
 * type code), currency, issue date and place, number, date of supply (P_6)
 * or the period it covers (OkresFa). Naglowek (the form's code, when and by
 * which system the file was made) is the format's own, not the invoice's.
 */
import { EXT_KEY_INVOICE_TYPE } from "../../../addons/pl/favat/extensions.ts";
import { child, type ParsedNode } from "../../common/xml-tree.ts";
import { META_PLACE_OF_ISSUE } from "../codes.ts";
import { code, date, put, required, str, type Out } from "./values.ts";

/** RodzajFaktury: the GOBL type and tags each kind is, as the addon's scenarios select it back. */
const KINDS: ReadonlyMap<string, { type: string; tags: string[] }> = new Map([
  ["VAT", { type: "standard", tags: [] }],
  ["ZAL", { type: "standard", tags: ["partial"] }],
  ["ROZ", { type: "standard", tags: ["settlement"] }],
  ["UPR", { type: "standard", tags: ["simplified"] }],
  ["KOR", { type: "credit-note", tags: [] }],
  ["KOR_ZAL", { type: "credit-note", tags: ["partial"] }],
  ["KOR_ROZ", { type: "credit-note", tags: ["settlement"] }],
]);

/** The place of issue (P_1M), which GOBL's invoice has no field for, kept in its meta. */
export { META_PLACE_OF_ISSUE };

export interface Header {
  kind: string;
  tags: string[];
}

export function header(invoice: Out, fa: ParsedNode): Header {
  const kindCode = required(fa, "RodzajFaktury", "Fa");
  const kind = code(fa, "RodzajFaktury", "Fa", KINDS)!;
  invoice.type = kind.type;
  invoice.code = required(fa, "P_2", "Fa");
  invoice.issue_date = date(fa, "P_1", "Fa") ?? required(fa, "P_1", "Fa");
  put(invoice, "op_date", date(fa, "P_6", "Fa"));
  invoice.currency = required(fa, "KodWaluty", "Fa");
  const place = str(fa, "P_1M");
  if (place) invoice.meta = { [META_PLACE_OF_ISSUE]: place };
  invoice.tax = { ext: { [EXT_KEY_INVOICE_TYPE]: kindCode } };
  const period = child(fa, "OkresFa");
  if (period) {
    const out: Out = {};
    put(out, "start", date(period, "P_6_Od", "OkresFa"));
    put(out, "end", date(period, "P_6_Do", "OkresFa"));
    invoice.ordering = { period: out };
  }
  return { kind: kindCode, tags: [...kind.tags] };
}
