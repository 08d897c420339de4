import type { AddonPlugin } from "../../../engine/index.ts";
import { definition } from "./definition.ts";
import { invoiceNormalizer, invoiceRules } from "./invoice.ts";
import { lineNormalizer } from "./line.ts";
import { partyNormalizer, partyRules } from "./party.ts";

/** Chorus Pro, France's platform for invoices to public bodies: EN 16931 plus its framework and party schemes. */
export const choruspro: AddonPlugin = {
  definition,
  normalizers: [invoiceNormalizer, lineNormalizer, partyNormalizer],
  validators: [invoiceRules, partyRules],
};
