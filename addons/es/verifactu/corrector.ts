/**
 * VERI*FACTU's correction normaliser (GOBL: `billCorrectionNormalizer` in
 * addons/es/verifactu/bill.go).
 *
 * The correction options may carry the invoice type (`es-verifactu-doc-type`,
 * R1-R5), and GOBL's correction copies the options' extensions onto the
 * preceding reference. For VERI*FACTU the type belongs to the new document:
 * it is removed from the reference and, when the options give it, merged
 * into the corrective invoice's tax extensions, where the invoice
 * normaliser keeps R2-R5 and puts R1 in place of anything else.
 */
import { deleteExt, extCode, mergeExt, type Corrector, type Invoice } from "../../../engine/index.ts";
import { EXT_KEY_DOC_TYPE } from "./extensions.ts";

export const invoiceCorrector: Corrector<Invoice> = {
  type: "bill.Invoice",
  correct(inv, options) {
    const ref = inv.preceding?.[0];
    if (!ref) return;
    deleteExt(ref, EXT_KEY_DOC_TYPE);
    const docType = extCode(options.ext, EXT_KEY_DOC_TYPE);
    if (docType) mergeExt((inv.tax ??= {}), { [EXT_KEY_DOC_TYPE]: docType });
  },
};
