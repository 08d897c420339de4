import type { AddonPlugin } from "../../../engine/index.ts";
import { definition } from "./definition.ts";
import { invoiceRules } from "./invoice.ts";

/** The FacturaE addon (`es-facturae-v3`), Spain's e-invoice format for the public sector. */
export const facturae: AddonPlugin = { definition, validators: [invoiceRules] };
