/**
 * SII's correction normaliser (GOBL's billCorrectionNormalizer in bill.go).
 *
 * The correction options may carry an SII invoice type (`es-sii-doc-type`,
 * the one extension SII's correction definition names). GOBL's generic
 * correction puts the options' extensions on the preceding reference, but in
 * SII the invoice type belongs to the corrective document itself: this moves
 * it from the reference to the new invoice's tax extensions (over any type it
 * already had, such as the original's F1). The invoice normaliser then keeps
 * R2–R5 and turns anything else into R1; the simplified-corrective scenario
 * may still make it R5.
 *
 * Nothing happens when the invoice has no preceding reference. The invoice
 * type is removed from the reference even when the options gave none.
 */
import { deleteExt, extCode, mergeExt } from "../../../engine/index.ts";
import type { Corrector, Invoice } from "../../../engine/index.ts";
import { EXT_KEY_DOC_TYPE } from "./extensions.ts";

export const corrector: Corrector<Invoice> = {
  type: "bill.Invoice",
  correct(inv, options) {
    const ref = inv.preceding?.[0];
    if (!ref) return;
    deleteExt(ref, EXT_KEY_DOC_TYPE);
    const docType = extCode(options.ext, EXT_KEY_DOC_TYPE);
    if (docType) {
      inv.tax ??= {};
      mergeExt(inv.tax, { [EXT_KEY_DOC_TYPE]: docType });
    }
  },
};
