/**
 * FacturaE on the invoice as a whole. A FacturaE file states amounts in euros
 * (or converts them with a given rate), names Spanish customers by their NIF,
 * and classifies every invoice with a document type and an invoice class
 * (the scenarios set both from the invoice type and tags). A rectifying
 * invoice must point at the invoice it rectifies, with that invoice's issue
 * date and the FacturaE reason code for the change.
 */
import { given, canConvertTo, extRequire, identityIn, present } from "../../../engine/index.ts";
import type { Invoice, Validator } from "../../../engine/index.ts";
import { INVOICE_CORRECTION_TYPES } from "../../../regimes/es/corrections.ts";
import { EXT_KEY_CORRECTION, EXT_KEY_DOC_TYPE, EXT_KEY_INVOICE_CLASS } from "./extensions.ts";

const rectifying = (inv: Invoice): boolean => INVOICE_CORRECTION_TYPES.includes(inv.type ?? "");

export const invoiceRules: Validator<Invoice> = {
  type: "bill.Invoice",
  assert: [
    {
      code: "GOBL-ES-FACTURAE-BILL-INVOICE-07",
      message: "a FacturaE invoice must be in euros or give the exchange rate into euros",
      test: canConvertTo("EUR"),
    },
    {
      code: "GOBL-ES-FACTURAE-BILL-INVOICE-01",
      field: "customer.tax_id.code",
      message: "a Spanish customer's tax ID needs its code",
      when: (inv) => given(inv.customer?.tax_id) && identityIn("ES")(inv.customer!.tax_id!),
      test: (inv) => present(inv.customer?.tax_id?.code),
    },
    {
      code: "GOBL-ES-FACTURAE-BILL-INVOICE-02",
      field: "tax",
      message: "the invoice needs tax details to carry its FacturaE document type and invoice class",
      test: (inv) => given(inv.tax),
    },
    {
      code: "GOBL-ES-FACTURAE-BILL-INVOICE-03",
      field: "tax.ext",
      message: `the invoice's tax extensions need '${EXT_KEY_DOC_TYPE}' and '${EXT_KEY_INVOICE_CLASS}'`,
      when: (inv) => given(inv.tax),
      test: (inv) => extRequire(EXT_KEY_DOC_TYPE, EXT_KEY_INVOICE_CLASS)(inv.tax?.ext),
    },
    {
      code: "GOBL-ES-FACTURAE-BILL-INVOICE-04",
      field: "preceding",
      message: `a rectifying invoice (${INVOICE_CORRECTION_TYPES.join(", ")}) must reference the invoice it rectifies`,
      when: rectifying,
      test: (inv) => present(inv.preceding),
    },
    {
      code: "GOBL-ES-FACTURAE-BILL-INVOICE-05",
      message: "each rectified invoice needs its issue date",
      when: rectifying,
      failing: (inv) => (inv.preceding ?? []).flatMap((ref, i) => (ref && !present(ref.issue_date) ? [["preceding", i, "issue_date"]] : [])),
    },
    {
      code: "GOBL-ES-FACTURAE-BILL-INVOICE-06",
      message: `each rectified invoice needs the FacturaE reason code '${EXT_KEY_CORRECTION}'`,
      when: rectifying,
      failing: (inv) =>
        (inv.preceding ?? []).flatMap((ref, i) => (ref && !extRequire(EXT_KEY_CORRECTION)(ref.ext) ? [["preceding", i, "ext"]] : [])),
    },
  ],
};
