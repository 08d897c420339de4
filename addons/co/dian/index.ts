import type { AddonPlugin } from "../../../engine/index.ts";
import { definition } from "./definition.ts";
import { invoiceNormalizer, invoiceRules } from "./invoice.ts";

/**
 * The `co-dian-v2` addon (Colombian DIAN UBL 2.1 invoices) as the engine
 * loads it: the default fiscal responsibility of Colombian parties and the
 * DIAN's invoice rules. Credit and debit notes are made by the engine from
 * the addon's correction definition (reason, cause code, CUDE stamp); GOBL
 * adds no correction normaliser.
 */
export const dian: AddonPlugin = {
  definition,
  normalizers: [invoiceNormalizer],
  validators: [invoiceRules],
};
