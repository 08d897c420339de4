/**
 * What the FA(3) tests share: one engine with every regime and addon, GOBL's
 * two test documents from the addon's bill_test.go (`standardInvoice` and
 * `creditNote`: a Polish supplier invoicing a Polish customer one line of
 * quantity 0.001 at 1.000, with no taxes), and helpers to build, correct,
 * re-validate and read faults, plus direct calls of the combo and payment
 * contributions where GOBL's tests normalise or validate those alone.
 */
import { createEngine } from "../../../../index.ts";
import type { Combo, Context, PayInstructions, PayRecord } from "../../../../engine/index.ts";
import { validateWith } from "../../../../engine/rules/validate.ts";
import { ComboSchema } from "../../../../engine/tax/schema.ts";
import { InstructionsSchema, RecordSchema } from "../../../../engine/pay/schema.ts";
import { favat } from "../../../../addons/pl/favat/index.ts";
import { comboNormalizer } from "../../../../addons/pl/favat/combo.ts";
import { instructionsNormalizer, recordNormalizer } from "../../../../addons/pl/favat/payment.ts";
import { INVOICE } from "../../../regimes/support.ts";
import { documentOps, faultsStartingWith, type Found, type Obj } from "../../../support/documents.ts";

export type { Found, Obj };

export const ADDON = "pl-favat-v3";
export const engine = createEngine();

export const EXT = {
  taxCategory: "pl-favat-tax-category",
  invoiceType: "pl-favat-invoice-type",
  selfBilling: "pl-favat-self-billing",
  reverseCharge: "pl-favat-reverse-charge",
  exemption: "pl-favat-exemption",
  paymentMeans: "pl-favat-payment-means",
  jst: "pl-favat-jst",
  groupVAT: "pl-favat-group-vat",
  thirdPartyRole: "pl-favat-third-party-role",
  effectiveDate: "pl-favat-effective-date",
} as const;

function supplier(): Obj {
  return {
    name: "Test Party",
    tax_id: { country: "PL", code: "1111111111" },
    addresses: [{ street: "ul. Testowa 1", locality: "Warsaw", country: "PL" }],
  };
}

/** GOBL's `standardInvoice`. */
export function standardInvoice(): Obj {
  return {
    $schema: INVOICE,
    $regime: "PL",
    $addons: [ADDON],
    currency: "PLN",
    code: "STD",
    type: "standard",
    issue_date: "2022-12-29",
    supplier: supplier(),
    customer: {
      name: "Test Customer",
      tax_id: { country: "PL", code: "2222222222" },
      addresses: [{ locality: "Foo" }],
    },
    lines: [{ quantity: "0.001", item: { name: "standard-bogus", price: "1.000" } }],
  };
}

/** GOBL's `creditNote`: the preceding invoice has its issue date, code and effective date flag. */
export function creditNote(): Obj {
  return {
    ...standardInvoice(),
    code: "TEST",
    type: "credit-note",
    preceding: [{ code: "TEST", issue_date: "2022-12-27", ext: { [EXT.effectiveDate]: "1" } }],
    lines: [{ quantity: "0.001", item: { name: "bogus", price: "1.000" } }],
  };
}

/** The invoice of GOBL's scenario tests: like the standard one, with a customer without addresses. */
export function scenarioInvoice(type: string): Obj {
  const inv: Obj = {
    ...standardInvoice(),
    code: "TEST",
    type,
    customer: { name: "Test Customer", tax_id: { country: "PL", code: "2222222222" } },
    lines: [{ quantity: "0.001", item: { name: "test-item", price: "1.000" } }],
  };
  if (type === "credit-note") inv.preceding = [{ code: "ORIG", issue_date: "2022-12-27" }];
  return inv;
}

export const { built, builtIgnoring, buildFaults, faultsAfter, corrected, correctFaults } = documentOps(engine);

/** Only the faults of this addon's rules. */
export const addonFaults = faultsStartingWith("GOBL-PL-FAVAT-");

// GOBL's tax_test.go and pay_test.go normalise and validate combos,
// instructions and records on their own, in the addon's context; so do these.
const noContext = {} as Context;

/** Runs the addon's combo normaliser on a combo, in place, and gives it back. */
export function normalizeCombo(combo: Obj): Combo {
  comboNormalizer.normalize(combo as Combo, noContext);
  return combo as Combo;
}

export function normalizeInstructions(instr: Obj): PayInstructions {
  instructionsNormalizer.normalize(instr as PayInstructions, noContext);
  return instr as PayInstructions;
}

export function normalizeRecord(record: Obj): PayRecord {
  recordNormalizer.normalize(record as PayRecord, noContext);
  return record as PayRecord;
}

const validators = favat.validators ?? [];
const faultsOfValue = (schema: Parameters<typeof validateWith>[1], value: Obj): Found[] =>
  validateWith(validators, schema, value, noContext).map(({ code, properties }) => ({ code, properties }));

/** The faults of the addon's rules on one combo (paths from `$`, the combo). */
export const comboFaults = (combo: Obj): Found[] => faultsOfValue(ComboSchema, combo);
/** The faults of the addon's rules on one set of payment instructions. */
export const instructionsFaults = (instr: Obj): Found[] => faultsOfValue(InstructionsSchema, instr);
/** The faults of the addon's rules on one payment record. */
export const recordFaults = (record: Obj): Found[] => faultsOfValue(RecordSchema, record);
