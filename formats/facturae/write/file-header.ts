/**
 * FileHeader: schema version, one invoice per file, who issues it (the
 * seller, or a third party that prepares and signs it) and the batch's
 * totals, which for one invoice are the invoice's.
 */
import { ISSUER_SELLER, ISSUER_THIRD_PARTY, MODALITY_INDIVIDUAL, SCHEMA_VERSION } from "../codes.ts";
import type { XMLNode } from "../xml.ts";
import type { Figures } from "./figures.ts";
import type { JSONObject } from "./json.ts";

/**
 * A third party issuing the file on the seller's behalf, as FacturaE states
 * it: its tax identification and legal entity, elements as written.
 */
export interface ThirdParty {
  TaxIdentification: { PersonTypeCode: string; ResidenceTypeCode: string; TaxIdentificationNumber: string };
  LegalEntity: XMLNode;
}

export function fileHeader(invoice: JSONObject, figures: Figures, thirdParty: ThirdParty | undefined): XMLNode {
  const totals = invoice.totals as JSONObject;
  return {
    SchemaVersion: SCHEMA_VERSION,
    Modality: MODALITY_INDIVIDUAL,
    InvoiceIssuerType: thirdParty ? ISSUER_THIRD_PARTY : ISSUER_SELLER,
    ThirdParty: thirdParty ? { TaxIdentification: { ...thirdParty.TaxIdentification }, LegalEntity: thirdParty.LegalEntity } : undefined,
    Batch: {
      // The seller's tax number and the invoice number: gobl.facturae's batch identifier.
      BatchIdentifier: `${invoice.supplier?.tax_id?.code ?? ""}-${invoice.code ?? ""}`,
      InvoicesCount: "1",
      TotalInvoicesAmount: figures.total(totals.total_with_tax),
      TotalOutstandingAmount: figures.total(totals.payable),
      TotalExecutableAmount: figures.total(totals.payable),
      InvoiceCurrencyCode: invoice.currency,
    },
  };
}
