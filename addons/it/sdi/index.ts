import type { AddonPlugin } from "../../../engine/index.ts";
import { addressNormalizer, addressRules } from "./address.ts";
import { chargeRules } from "./charge.ts";
import { comboNormalizer, comboRules } from "./combo.ts";
import { definition } from "./definition.ts";
import { invoiceNormalizer, invoiceRules } from "./invoice.ts";
import { advanceRules, instructionsRules, paymentNormalizers } from "./payment.ts";

/**
 * The Italy SDI FatturaPA addon (`it-sdi-v1`): the fiscal regime, nature,
 * payment means and postcode normalised as FatturaPA needs them, and the
 * rules SDI's checks rest on (Latin-1 text, required parties, addresses and
 * codes), as GOBL applies them.
 */
export const sdi: AddonPlugin = {
  definition,
  normalizers: [invoiceNormalizer, ...paymentNormalizers, addressNormalizer, comboNormalizer],
  validators: [invoiceRules, chargeRules, addressRules, comboRules, instructionsRules, advanceRules],
};
