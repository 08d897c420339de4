/**
 * Adnotacje: every flag FA(3) requires, each "no" (2, or the N element of
 * its pair) unless the addon's extension says otherwise: cash accounting
 * (P_16), self-billing (P_17), reverse charge (P_18), split payment (P_18A),
 * the exemption and its legal basis (Zwolnienie, from the addon's legal
 * note), new means of transport (always none: a "yes" needs the vehicles'
 * details, P_22A and after, which GOBL's invoice does not carry), the
 * simplified triangular procedure (GOBL has no flag for it: "yes" when the
 * invoice has the legal note P_23 the reader keeps for it) and the margin
 * scheme (PMarzy).
 */
import { EXEMPTION_BASIS, MARGIN_SCHEMES, NO, NOTE_TRIANGULAR, TEXT_256, YES } from "../codes.ts";
import type { XMLNode } from "../xml.ts";
import { ext, list, type JSONObject } from "../../common/document-json.ts";
import { codedNote } from "./notes.ts";
import type { Refusals } from "./refusals.ts";

const EXT_CASH_ACCOUNTING = "pl-favat-cash-accounting";
const EXT_SELF_BILLING = "pl-favat-self-billing";
const EXT_REVERSE_CHARGE = "pl-favat-reverse-charge";
const EXT_SPLIT_PAYMENT = "pl-favat-split-payment";
const EXT_EXEMPTION = "pl-favat-exemption";
const EXT_MARGIN_SCHEME = "pl-favat-margin-scheme";
const FLAG_VALUES: ReadonlySet<string> = new Set([YES, NO]);

function flag(tax: JSONObject | undefined, key: string, refusals: Refusals): string {
  const value = ext(tax, key) || NO;
  if (!FLAG_VALUES.has(value)) refusals.unsupported(`$.doc.tax.ext.${key}`, `FA(3) takes 1 or 2 here, not ${value}`);
  return value;
}

/** Zwolnienie: the basis of an exemption, from the legal note the addon ties to its code; P_19N when nothing is exempt. */
function exemption(invoice: JSONObject, exemptSupplies: boolean, refusals: Refusals): XMLNode {
  const code = ext(invoice.tax, EXT_EXEMPTION);
  if (code === "") {
    if (exemptSupplies) refusals.missing(`$.doc.tax.ext.${EXT_EXEMPTION}`, "FA(3) states the legal basis of exempt supplies (P_19A, P_19B or P_19C)");
    return { P_19N: YES };
  }
  const element = EXEMPTION_BASIS.get(code);
  if (!element) {
    refusals.unsupported(`$.doc.tax.ext.${EXT_EXEMPTION}`, `FA(3) has no exemption basis ${code}`);
    return { P_19N: YES };
  }
  const notes = list(invoice.notes);
  const index = notes.findIndex((n) => n?.key === "legal" && n?.src === EXT_EXEMPTION);
  const text = refusals.text(notes[index]?.text, index < 0 ? "$.doc.notes" : `$.doc.notes[${index}].text`, TEXT_256, true);
  return { P_19: YES, [element]: text ?? "" };
}

function marginScheme(invoice: JSONObject, refusals: Refusals): XMLNode {
  const code = ext(invoice.tax, EXT_MARGIN_SCHEME);
  if (code === "") return { P_PMarzyN: YES };
  const element = MARGIN_SCHEMES.get(code);
  if (!element) {
    refusals.unsupported(`$.doc.tax.ext.${EXT_MARGIN_SCHEME}`, `FA(3) has no margin scheme ${code}`);
    return { P_PMarzyN: YES };
  }
  return { P_PMarzy: YES, [element]: YES };
}

export function annotations(invoice: JSONObject, exemptSupplies: boolean, refusals: Refusals): XMLNode {
  const tax = invoice.tax as JSONObject | undefined;
  return {
    P_16: flag(tax, EXT_CASH_ACCOUNTING, refusals),
    P_17: flag(tax, EXT_SELF_BILLING, refusals),
    P_18: flag(tax, EXT_REVERSE_CHARGE, refusals),
    P_18A: flag(tax, EXT_SPLIT_PAYMENT, refusals),
    Zwolnienie: exemption(invoice, exemptSupplies, refusals),
    NoweSrodkiTransportu: { P_22N: YES },
    P_23: codedNote(invoice, "legal", NOTE_TRIANGULAR) ? YES : NO,
    PMarzy: marginScheme(invoice, refusals),
  };
}
