/**
 * What the myDATA tests share: one engine with every regime and addon,
 * GOBL's test invoice (`validInvoice` in the addon's bill_invoices_test.go:
 * a Greek supplier invoicing a Greek customer in Athens for one package at
 * 100.00 with general VAT, tagged as services, paid by credit transfer), and
 * helpers to build, re-validate and read faults. GOBL's charge, combo and
 * payment tests call the normalisers and rule sets on a lone value; the
 * helpers at the end do the same.
 */
import { createEngine } from "../../../../index.ts";
import type { Charge, Combo, Context, Normalizer, PayInstructions, PayRecord, RuleSet } from "../../../../engine/index.ts";
import { validateWith } from "../../../../engine/rules/validate.ts";
import { ChargeSchema } from "../../../../engine/bill/schema.ts";
import { InstructionsSchema, RecordSchema } from "../../../../engine/pay/schema.ts";
import { ComboSchema } from "../../../../engine/tax/schema.ts";
import type { TSchema } from "@sinclair/typebox";
import { chargeNormalizer, chargeRules } from "../../../../addons/gr/mydata/charges.ts";
import { comboNormalizer, comboRules } from "../../../../addons/gr/mydata/combo.ts";
import { advanceRules, instructionsRules, paymentNormalizers } from "../../../../addons/gr/mydata/payment.ts";
import { INVOICE } from "../../../regimes/support.ts";
import { documentOps, faultsStartingWith, type Found, type Obj } from "../../../support/documents.ts";

export type { Found, Obj };

export const ADDON = "gr-mydata-v1";
export const engine = createEngine();

export const INVOICE_TYPE = "gr-mydata-invoice-type";
export const VAT_RATE = "gr-mydata-vat-rate";
export const EXEMPTION = "gr-mydata-exemption";
export const INCOME_CAT = "gr-mydata-income-cat";
export const INCOME_TYPE = "gr-mydata-income-type";
export const PAYMENT_MEANS = "gr-mydata-payment-means";
export const TAX_TYPE = "gr-mydata-tax-type";
export const FEE = "gr-mydata-fee";
export const OTHER_TAX = "gr-mydata-other-tax";
export const STAMP_DUTY = "gr-mydata-stamp-duty";

/** GOBL's `validInvoice`: no currency or issue date (both derived). */
export function validInvoice(): Obj {
  return {
    $schema: INVOICE,
    $regime: "GR",
    $addons: [ADDON],
    $tags: ["services"],
    series: "TEST",
    code: "0002",
    supplier: { name: "Test Supplier", tax_id: { country: "EL", code: "728089281" } },
    customer: {
      name: "Test Customer",
      tax_id: { country: "EL", code: "841442160" },
      addresses: [{ locality: "Athens", code: "11528" }],
    },
    lines: [
      {
        quantity: "1",
        item: { name: "bogus", price: "100.00", unit: "pkg" },
        taxes: [{ cat: "VAT", rate: "general" }],
      },
    ],
    payment: { instructions: { key: "credit-transfer" } },
  };
}

export const { built, builtIgnoring, buildFaults, faultsAfter, corrected, correctFaults } = documentOps(engine);

/** Only the faults of this addon's rules. */
export const addonFaults = faultsStartingWith("GOBL-GR-MYDATA-");

// GOBL's component tests run the addon's normalisers and rules on one value; so do these.
const noContext = {} as Context;

function runNormalizers<T>(normalizers: Normalizer[], type: string, value: Obj): T {
  for (const n of normalizers) if (n.type === type) n.normalize(value, noContext);
  return value as T;
}

function faultsOf(sets: RuleSet[], schema: TSchema, value: Obj): Found[] {
  return validateWith(sets, schema, value, noContext).map(({ code, properties }) => ({ code, properties }));
}

/** Runs the addon's combo normaliser on a combo, in place, and gives it back. */
export const normalizeCombo = (combo: Obj): Combo => runNormalizers<Combo>([comboNormalizer], "tax.Combo", combo);
/** The faults of the addon's combo rules on one combo (paths from `$`, the combo). */
export const comboFaults = (combo: Obj): Found[] => faultsOf([comboRules], ComboSchema, combo);

/** Runs the addon's charge normaliser on a document charge, in place, and gives it back. */
export const normalizeCharge = (charge: Obj): Charge => runNormalizers<Charge>([chargeNormalizer], "bill.Charge", charge);
/** The faults of the addon's charge rules on one charge. */
export const chargeFaults = (charge: Obj): Found[] => faultsOf([chargeRules], ChargeSchema, charge);

/** Runs the addon's payment normalisers on payment instructions, in place. */
export const normalizeInstructions = (i: Obj): PayInstructions => runNormalizers<PayInstructions>(paymentNormalizers, "pay.Instructions", i);
/** The faults of the addon's instructions rules on one set of instructions. */
export const instructionsFaults = (i: Obj): Found[] => faultsOf([instructionsRules], InstructionsSchema, i);

/** Runs the addon's payment normalisers on a payment record (an advance), in place. */
export const normalizeAdvance = (r: Obj): PayRecord => runNormalizers<PayRecord>(paymentNormalizers, "pay.Record", r);
/** The faults of the addon's advance rules on one record. */
export const advanceFaults = (r: Obj): Found[] => faultsOf([advanceRules], RecordSchema, r);
