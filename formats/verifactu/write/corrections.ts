/**
 * What a corrective record adds: TipoRectificativa (the addon's correction
 * type), the invoices corrected (FacturasRectificadas, from the preceding
 * documents, issued by the same supplier) and, for a correction by
 * substitution (S), the corrected invoices' base, quota and surcharge
 * (ImporteRectificacion), summed from the preceding documents' taxes.
 */
import type { WritingRefusals } from "../../common/refusals.ts";
import { documentNumber, ext, list, type JSONObject } from "../../common/document-json.ts";
import type { XMLNode } from "../../common/xml-tree.ts";
import { CORRECTION_SUBSTITUTION, EXT } from "../codes.ts";
import { recordDate, sumText } from "./values.ts";

export function correctionNodes(p: string, doc: JSONObject, issuer: string, refusals: WritingRefusals): XMLNode {
  const correctionType = ext(doc.tax, EXT.correctionType);
  const docType = ext(doc.tax, EXT.docType);
  const preceding = list<JSONObject>(doc.preceding);
  if (!docType.startsWith("R")) return {};
  if (!correctionType) refusals.missing("$.doc.tax.ext", `a corrective record (${docType}) needs an es-verifactu-correction-type`);
  if (preceding.length === 0) refusals.missing("$.doc.preceding", `a corrective record (${docType}) names the invoices it corrects`);
  const rates = preceding.flatMap((ref) => list<JSONObject>(ref.tax?.categories).filter((c) => !c.retained).flatMap((c) => list<JSONObject>(c.rates)));
  return {
    [`${p}TipoRectificativa`]: correctionType || undefined,
    [`${p}FacturasRectificadas`]: preceding.length
      ? {
          [`${p}IDFacturaRectificada`]: preceding.map((ref) => ({
            [`${p}IDEmisorFactura`]: issuer,
            [`${p}NumSerieFactura`]: documentNumber(ref.series, ref.code),
            [`${p}FechaExpedicionFactura`]: ref.issue_date ? recordDate(ref.issue_date) : "",
          })),
        }
      : undefined,
    [`${p}ImporteRectificacion`]:
      correctionType === CORRECTION_SUBSTITUTION
        ? {
            [`${p}BaseRectificada`]: sumText(rates.map((r) => r.base)),
            [`${p}CuotaRectificada`]: sumText(rates.map((r) => r.amount)),
            [`${p}CuotaRecargoRectificado`]: sumText(rates.map((r) => r.surcharge?.amount)),
          }
        : undefined,
  };
}
