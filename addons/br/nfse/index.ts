/**
 * The `br-nfse-v1` addon (Brazil's service invoices, NFS-e; GOBL keeps it in
 * its own module, invopop/gobl.br.nfse, and lists its key among the approved
 * external addons) as the engine loads it: default fiscal incentive and ISS
 * liability by normalisation, and the NFS-e rules on invoices, lines, items
 * and ISS combos.
 */
import type { AddonPlugin } from "../../../engine/index.ts";
import { comboNormalizer, comboRules } from "./combo.ts";
import { definition } from "./definition.ts";
import { invoiceNormalizer, invoiceRules } from "./invoice.ts";
import { itemRules } from "./item.ts";
import { lineRules } from "./line.ts";

export const nfse: AddonPlugin = {
  definition,
  normalizers: [invoiceNormalizer, comboNormalizer],
  validators: [invoiceRules, lineRules, itemRules, comboRules],
};
