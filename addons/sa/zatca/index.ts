/**
 * The `sa-zatca-v1` addon (Saudi Arabia's ZATCA e-invoicing; GOBL keeps it
 * in its own module, invopop/gobl.sa.zatca, and lists its key among the
 * approved external addons) as the engine loads it: the invoice's
 * transaction type, rounding, issue time and VATEX notes by normalisation,
 * and ZATCA's rules on invoices, lines, addresses and tax combos.
 */
import type { AddonPlugin } from "../../../engine/index.ts";
import { addressRules } from "./address.ts";
import { comboRules } from "./combo.ts";
import { definition } from "./definition.ts";
import { invoiceNormalizer, invoiceRules } from "./invoice.ts";
import { lineRules } from "./line.ts";

export const zatca: AddonPlugin = {
  definition,
  normalizers: [invoiceNormalizer],
  validators: [invoiceRules, lineRules, addressRules, comboRules],
  // ZATCA asks for a VATEX reason on zero-rated lines, which EN 16931's rule forbids: GOBL's addon ignores that rule.
  ignores: ["GOBL-EU-EN16931-TAX-COMBO-07"],
};

export { ADDON_KEY, EXT_KEY_INVOICE_TYPE } from "./keys.ts";
