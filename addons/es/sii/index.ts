/**
 * SII (Suministro Inmediato de Información), GOBL's `es-sii-v1` addon: the
 * codes the AEAT's VAT record books need, filled in from GOBL's keys (regime
 * key, exemption cause or outside-scope reason per VAT/IGIC combo, product
 * type per line, invoice and correction type, third-party issuer, the
 * customer's identity type), the rules SII checks on an invoice, and the
 * correction normaliser that moves the invoice type from the correction
 * options onto the corrective invoice.
 */
import type { AddonPlugin } from "../../../engine/index.ts";
import { comboNormalizer, comboRules } from "./combo.ts";
import { corrector } from "./corrector.ts";
import { definition } from "./definition.ts";
import { invoiceNormalizer, invoiceRules } from "./invoice.ts";
import { lineNormalizer } from "./line.ts";

/** The SII addon (`es-sii-v1`), for reporting invoices to the AEAT's VAT record books. */
export const sii: AddonPlugin = {
  definition,
  normalizers: [invoiceNormalizer, lineNormalizer, comboNormalizer],
  validators: [invoiceRules, comboRules],
  correctors: [corrector],
};
