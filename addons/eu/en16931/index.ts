/**
 * EN 16931-1:2017, the European norm for electronic invoices, as GOBL's
 * `eu-en16931-v2017` addon applies it: UNTDID and ISO codes derived from
 * GOBL's keys (tax categories, allowances, charges, text subjects, payment
 * means, identity schemes), Peppol endpoints from inboxes, the UNTDID
 * document type by scenario, and the norm's business rules that GOBL checks.
 * Other addons build on it (XRechnung, ZUGFeRD, Chorus Pro, Factur-X).
 */
import type { AddonPlugin } from "../../../engine/index.ts";
import { addressRules } from "./address.ts";
import { attachmentRules } from "./attachment.ts";
import { chargeNormalizers, chargeRules, lineChargeRules } from "./charges.ts";
import { comboNormalizer, comboRules } from "./combo.ts";
import { definition } from "./definition.ts";
import { discountNormalizers, discountRules, lineDiscountRules } from "./discounts.ts";
import { identityNormalizer } from "./identity.ts";
import { inboxNormalizer, inboxRules } from "./inbox.ts";
import { invoiceNormalizer, invoiceRules } from "./invoice.ts";
import { itemNormalizer, itemRules } from "./item.ts";
import { noteNormalizer } from "./note.ts";
import { partyNormalizer, partyRules } from "./party.ts";
import { instructionsNormalizer, instructionsRules, termsRules } from "./payment.ts";
import { taxNoteNormalizer } from "./tax-note.ts";

export const en16931: AddonPlugin = {
  definition,
  normalizers: [
    invoiceNormalizer,
    instructionsNormalizer,
    comboNormalizer,
    ...discountNormalizers,
    ...chargeNormalizers,
    taxNoteNormalizer,
    noteNormalizer,
    itemNormalizer,
    identityNormalizer,
    inboxNormalizer,
    partyNormalizer,
  ],
  validators: [
    invoiceRules,
    discountRules,
    lineDiscountRules,
    chargeRules,
    lineChargeRules,
    instructionsRules,
    termsRules,
    itemRules,
    attachmentRules,
    partyRules,
    inboxRules,
    addressRules,
    comboRules,
  ],
};
