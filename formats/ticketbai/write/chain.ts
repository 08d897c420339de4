/**
 * HuellaTBAI: the link to the previous invoice (EncadenamientoFacturaAnterior:
 * its series, number, issue date and the first 100 characters of its
 * signature value, from the `previous` option; absent for the first
 * invoice) and the invoicing software (from the `software` option).
 */
import type { XMLNode } from "../../common/xml-tree.ts";
import type { PreviousInvoice, Software } from "../options.ts";
import { tbaiDate } from "./moment.ts";

export function fingerprint(software: Software, previous: PreviousInvoice | undefined): XMLNode {
  return {
    EncadenamientoFacturaAnterior: previous
      ? {
          SerieFacturaAnterior: previous.series,
          NumFacturaAnterior: previous.code,
          FechaExpedicionFacturaAnterior: tbaiDate(previous.issue_date),
          SignatureValueFirmaFacturaAnterior: previous.signature,
        }
      : undefined,
    Software: {
      LicenciaTBAI: software.license,
      EntidadDesarrolladora: { NIF: software.nif },
      Nombre: software.name,
      Version: software.version,
    },
    NumSerieDispositivo: software.device,
  };
}
