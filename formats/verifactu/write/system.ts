/**
 * SistemaInformatico: the invoicing system that generated the record and
 * its producer, as the caller describes it (options.system). Registration,
 * cancellation and event records carry it the same way, each in its own
 * namespace (prefix `p`).
 */
import type { XMLNode } from "../../common/xml-tree.ts";
import { NO, YES } from "../codes.ts";
import type { SystemInfo } from "../options.ts";

export function systemNode(p: string, system: SystemInfo): XMLNode {
  return {
    [`${p}NombreRazon`]: system.name,
    [`${p}NIF`]: system.nif,
    [`${p}NombreSistemaInformatico`]: system.softwareName,
    [`${p}IdSistemaInformatico`]: system.softwareId,
    [`${p}Version`]: system.version,
    [`${p}NumeroInstalacion`]: system.installation,
    [`${p}TipoUsoPosibleSoloVerifactu`]: system.verifactuOnly ? YES : NO,
    [`${p}TipoUsoPosibleMultiOT`]: system.multipleTaxpayersPossible ? YES : NO,
    [`${p}IndicadorMultiplesOT`]: system.multipleTaxpayers ? YES : NO,
  };
}
