import type { AddonPlugin } from "../../../engine/index.ts";
import { definition } from "./definition.ts";
import { invoiceRules } from "./rules.ts";

/** XRechnung 3.x: EN 16931 plus the German rules for invoices to public bodies (validation only). */
export const xrechnung: AddonPlugin = {
  definition,
  validators: [invoiceRules],
};
