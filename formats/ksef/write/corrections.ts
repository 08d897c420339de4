/**
 * What a correction (KOR, KOR_ZAL, KOR_ROZ) states of the invoices it
 * corrects, from the document's `preceding` references: why (the reasons),
 * from when it counts (TypKorekty, the addon's effective date), and each
 * corrected invoice's date, number and KSeF number (the addon's stamp), or
 * that it has none (NrKSeFN: issued outside KSeF). A settlement invoice
 * (ROZ) names the advance invoices it settles the same way.
 */
import { CORRECTION_EFFECTS, TEXT_256, YES } from "../codes.ts";
import type { XMLNode } from "../xml.ts";
import { documentNumber, ext, list, type JSONObject } from "../../common/document-json.ts";
import type { Refusals } from "./refusals.ts";

const STAMP_KSEF_NUMBER = "favat-ksef-number";
const EXT_EFFECTIVE_DATE = "pl-favat-effective-date";
/** TNumerKSeF: the seller's NIP, the date, two six-digit hex parts and a checksum. */
const KSEF_NUMBER = /^([1-9]((\d[1-9])|([1-9]\d))\d{7}|M\d{9}|[A-Z]{3}\d{7})-(20[2-9][0-9]|2[1-9][0-9]{2}|[3-9][0-9]{3})(0[1-9]|1[0-2])(0[1-9]|[1-2][0-9]|3[0-1])-([0-9A-F]{6})-?([0-9A-F]{6})-([0-9A-F]{2})$/;

/** The KSeF number a preceding document's stamps give, checked against the schema's pattern; "" when none. */
function ksefNumber(reference: JSONObject, path: string, refusals: Refusals): string {
  const stamps = list(reference.stamps);
  const index = stamps.findIndex((s) => s?.prv === STAMP_KSEF_NUMBER);
  if (index < 0) return "";
  const value = String(stamps[index].val ?? "").trim();
  if (!KSEF_NUMBER.test(value)) refusals.unsupported(`${path}.stamps[${index}].val`, "not a KSeF number (NrKSeF)");
  return value;
}

function referenceNumber(reference: JSONObject, path: string, refusals: Refusals): string {
  return refusals.text(documentNumber(reference.series, reference.code), `${path}.code`, TEXT_256, true) ?? "";
}

/** PrzyczynaKorekty … DaneFaKorygowanej, to spread into Fa after RodzajFaktury. */
export function correctedInvoices(invoice: JSONObject, refusals: Refusals): XMLNode {
  const preceding = list(invoice.preceding);
  if (preceding.length === 0) {
    refusals.missing("$.doc.preceding", "a correction names the invoice it corrects (DaneFaKorygowanej)");
    return {};
  }
  const reasons = [...new Set(preceding.map((p) => (typeof p.reason === "string" ? p.reason.trim() : "")).filter((r) => r !== ""))];
  const effect = ext(invoice.tax, EXT_EFFECTIVE_DATE);
  if (effect !== "" && !CORRECTION_EFFECTS.has(effect)) refusals.unsupported(`$.doc.tax.ext.${EXT_EFFECTIVE_DATE}`, `FA(3) has no correction type ${effect}`);
  return {
    PrzyczynaKorekty: refusals.text(reasons.join("; "), "$.doc.preceding[0].reason", TEXT_256),
    TypKorekty: effect || undefined,
    DaneFaKorygowanej: preceding.map((reference, i) => {
      const path = `$.doc.preceding[${i}]`;
      if (!reference.issue_date) refusals.missing(`${path}.issue_date`, "FA(3) states the corrected invoice's issue date");
      const ksef = ksefNumber(reference, path, refusals);
      return {
        DataWystFaKorygowanej: String(reference.issue_date ?? ""),
        NrFaKorygowanej: referenceNumber(reference, path, refusals),
        ...(ksef ? { NrKSeF: YES, NrKSeFFaKorygowanej: ksef } : { NrKSeFN: YES }),
      };
    }),
  };
}

/** FakturaZaliczkowa: the advance invoices a settlement invoice settles, by KSeF number or, outside KSeF, by number. */
export function advanceInvoices(invoice: JSONObject, refusals: Refusals): XMLNode[] {
  return list(invoice.preceding).map((reference, i) => {
    const path = `$.doc.preceding[${i}]`;
    const ksef = ksefNumber(reference, path, refusals);
    return ksef ? { NrKSeFFaZaliczkowej: ksef } : { NrKSeFZN: YES, NrFaZaliczkowej: referenceNumber(reference, path, refusals) };
  });
}
