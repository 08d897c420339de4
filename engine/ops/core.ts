import { billNormalizers } from "../bill/normalize.ts";
import { billRules } from "../bill/rules.ts";
import { calNormalizers } from "../cal/normalize.ts";
import { calRules } from "../cal/rules.ts";
import { currencyRules } from "../currency/rules.ts";
import { i18nRules } from "../i18n/rules.ts";
import { payNormalizers } from "../pay/normalize.ts";
import { payRules } from "../pay/rules.ts";
import { schemaRules } from "../schema/rules.ts";
import { taxRules } from "../tax/rules.ts";
import { invoiceKind } from "../bill/invoice.ts";
import { deliveryKind, orderKind, paymentKind, statusKind } from "../bill/kinds.ts";
import { cbcRules, codeNormalizer, uriRules } from "../cbc/rules.ts";
import { headerRules } from "../head/rules.ts";
import { messageKind, messageRules } from "../note/kind.ts";
import { partyKind } from "../org/kind.ts";
import { orgNormalizers } from "../org/normalize.ts";
import { orgRules } from "../org/rules.ts";
import type { DocumentKind } from "../schema/kinds.ts";
import { genericIdentityNormalizer, identityRules } from "../tax/identity.ts";
import { taxIdentityKind } from "../tax/kind.ts";
import { comboNormalizer } from "../tax/combo.ts";
import { uuidRules } from "../uuid/rules.ts";
import type { CoreContributions } from "./pipeline.ts";

/** The document kinds the engine builds. */
export const CORE_KINDS: readonly DocumentKind[] = [invoiceKind, orderKind, deliveryKind, paymentKind, statusKind, messageKind, partyKind, taxIdentityKind];

/** What the engine core itself normalises and checks, for every document. */
export const CORE_CONTRIBUTIONS: CoreContributions = {
  normalizers: [codeNormalizer, ...calNormalizers, genericIdentityNormalizer, ...orgNormalizers, ...payNormalizers, comboNormalizer, ...billNormalizers],
  rules: [
    ...cbcRules,
    ...uriRules,
    uuidRules,
    identityRules,
    ...orgRules,
    messageRules,
    ...headerRules,
    ...billRules,
    ...taxRules,
    ...payRules,
    ...currencyRules,
    ...calRules,
    ...i18nRules,
    ...schemaRules,
  ],
};
