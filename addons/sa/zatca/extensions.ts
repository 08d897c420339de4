import type { Definition } from "../../../engine/index.ts";
import { FLAGS, INVOICE_TYPE_PATTERN, VALID_INVOICE_TYPES, parseInvoiceType, type InvoiceType } from "./invoice-type.ts";
import { EXT_KEY_INVOICE_TYPE } from "./keys.ts";

const FLAG_NAMES: Record<(typeof FLAGS)[number], { en: string; ar: string }> = {
  thirdParty: { en: "Third-party", ar: "طرف ثالث" },
  nominal: { en: "Nominal", ar: "اسمية" },
  export: { en: "Export", ar: "تصدير" },
  summary: { en: "Summary", ar: "ملخص" },
  selfBilled: { en: "Self-billed", ar: "ذاتية الإصدار" },
};

/** A value's name: the main type, then its flags after a dash. */
function nameOf(t: InvoiceType): { en: string; ar: string } {
  const base = t.simplified ? { en: "Simplified Tax Invoice", ar: "فاتورة ضريبية مبسطة" } : { en: "Standard Tax Invoice", ar: "فاتورة ضريبية" };
  const flags = FLAGS.filter((f) => t[f]).map((f) => FLAG_NAMES[f]);
  if (flags.length === 0) return base;
  return {
    en: `${base.en} — ${flags.map((f) => f.en).join(", ")}`,
    ar: `${base.ar} — ${flags.map((f) => f.ar).join("، ")}`,
  };
}

/** The ZATCA extension the addon defines, on the invoice's tax section. */
export const extensions: Definition[] = [
  {
    key: EXT_KEY_INVOICE_TYPE,
    name: { en: "ZATCA Invoice Transaction Type", ar: "نوع الفاتورة" },
    desc: {
      en: [
        "The invoice transaction type of ZATCA's KSA-2 field, set in the invoice's `tax.ext`: seven",
        "digits, the first two the kind of invoice (01 a standard tax invoice, for clearance; 02 a",
        "simplified one, for reporting), then one 0/1 digit each for a third-party, nominal, export,",
        "summary and self-billed transaction. Normalisation derives it from the invoice's tags",
        "(`simplified`, `third-party`, `nominal`, `export`, `summary`, `self-billed`) unless it is given.",
      ].join("\n"),
    },
    pattern: INVOICE_TYPE_PATTERN,
    values: VALID_INVOICE_TYPES.map((code) => ({ code, name: nameOf(parseInvoiceType(code)) })),
  },
];
