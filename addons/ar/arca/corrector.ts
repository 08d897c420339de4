/**
 * ARCA's correction normaliser (GOBL: `billCorrectionNormalizer` in
 * addons/ar/arca/bill_invoice.go).
 *
 * The correction options may carry the document type of the credit or debit
 * note (`ar-arca-doc-type`), and GOBL's correction copies the options'
 * extensions onto the preceding reference. For ARCA the reference must keep
 * the original's codes instead: the option's document type is taken off the
 * reference, the original invoice's tax extensions (its document type,
 * concept...) are copied under whatever else the options gave, and the
 * option's document type goes onto the new document's tax extensions.
 * Without one, the new document keeps the original's document type (the
 * normaliser never replaces a stated one), which the rules then refuse for
 * a credit or debit note.
 */
import { deleteExt, extCode, mergeExt, type Corrector, type Invoice } from "../../../engine/index.ts";
import { EXT_KEY_DOC_TYPE } from "./extensions.ts";

export const invoiceCorrector: Corrector<Invoice> = {
  type: "bill.Invoice",
  correct(inv, options) {
    const ref = inv.preceding?.[0];
    if (!ref) return;
    deleteExt(ref, EXT_KEY_DOC_TYPE);
    const original = inv.tax?.ext;
    if (original && Object.keys(original).length > 0) ref.ext = { ...original, ...(ref.ext ?? {}) };
    const docType = extCode(options.ext, EXT_KEY_DOC_TYPE);
    if (docType) mergeExt((inv.tax ??= {}), { [EXT_KEY_DOC_TYPE]: docType });
  },
};
