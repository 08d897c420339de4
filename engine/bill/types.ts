import type { Definition } from "../tax/regime-def.ts";

/** The kinds of invoice, with their UNTDID 1001 document codes. */
export const INVOICE_TYPES: readonly Definition[] = [
  { key: "standard", name: { en: "Standard" }, desc: { en: "An ordinary invoice from a supplier to a customer." }, map: { "untdid-document-type": "380" } },
  { key: "proforma", name: { en: "Proforma" }, desc: { en: "A preview for the customer to approve before the final invoice is issued." }, map: { "untdid-document-type": "325" } },
  { key: "corrective", name: { en: "Corrective" }, desc: { en: "Replaces the preceding invoice entirely with corrected figures." }, map: { "untdid-document-type": "384" } },
  { key: "credit-note", name: { en: "Credit Note" }, desc: { en: "Refunds all or part of the preceding invoice; it adds to that invoice rather than replacing it." }, map: { "untdid-document-type": "381" } },
  { key: "debit-note", name: { en: "Debit Note" }, desc: { en: "Charges additional amounts on top of the preceding invoice." }, map: { "untdid-document-type": "383" } },
  { key: "other", name: { en: "Other" }, desc: { en: "Any other kind of document, which regime scenarios generally leave alone." } },
];
