/**
 * The DGFiP billing framework ("cadre de facturation") code list that flow 2
 * (clearance) and flow 10 (e-reporting) both declare (upstream: addon/dgfip).
 * The letter is the nature of the supply (B goods, S services, M mixed), the
 * digit the payment context (1 deposit, 2 already paid, 3 subcontracting paid
 * directly by a public buyer, 4 final after a down payment, 5 subcontracting,
 * 6 co-contracting, 7 e-reporting).
 */
import type { Definition, Invoice } from "../../../../engine/index.ts";
import { extCode, setExt } from "../../../../engine/index.ts";

export const EXT_KEY_BILLING_MODE = "fr-ctc-billing-mode";

/**
 * Whether a text has a billing mode's shape (B1, S2, M4, ...: a letter for the
 * supply's nature, a digit for the payment context), as GOBL's converters
 * recognise a French document by its business process (UBL ProfileID, CII
 * BT-23); its value is then checked against the list by the addon.
 */
export function isBillingModeShape(code: string | undefined): boolean {
  return code !== undefined && /^[BSM][0-9]$/.test(code);
}

/** Final-invoice-after-down-payment modes (factoring rules check them). */
export const FINAL_AFTER_ADVANCE_MODES = ["B4", "S4", "M4"];
/** Already-paid modes (final invoices). */
export const ALREADY_PAID_MODES = ["B2", "S2", "M2"];

const value = (code: string, en: string, fr: string): Definition => ({ code, name: { en, fr } });

export const billingModeExtension: Definition = {
  key: EXT_KEY_BILLING_MODE,
  name: { en: "Billing Mode", fr: "Cadre de Facturation" },
  desc: {
    en: [
      "The billing framework of the invoice, as the French tax administration (DGFiP) lists it:",
      "what is supplied and in which payment context.",
      "",
      "The first letter gives the nature of the invoice:",
      "- \"B\": goods (biens)",
      "- \"S\": services",
      "- \"M\": mixed, goods and services neither of which is accessory to the other",
      "",
      "The digit gives the payment context: 1 deposit, 2 already paid, 3 subcontractor paid directly",
      "by a public buyer (B2G), 4 final invoice after a down payment, 5 subcontractor, 6 co-contractor,",
      "7 e-reporting (VAT already collected).",
    ].join("\n"),
  },
  values: [
    value("B1", "Goods - Deposit invoice", "Biens - Facture de dépôt"),
    value("B2", "Goods - Already paid invoice", "Biens - Facture déjà payée"),
    value("B4", "Goods - Final invoice (after down payment)", "Biens - Facture définitive (après acompte)"),
    value("B7", "Goods - E-reporting (VAT already collected)", "Biens - E-reporting (TVA déjà collectée)"),
    value("S1", "Services - Deposit invoice", "Services - Facture de dépôt"),
    value("S2", "Services - Already paid invoice", "Services - Facture déjà payée"),
    value("S3", "Services - Subcontracting invoice with direct payment (B2G)", "Services - Facture de sous-traitance avec paiement direct (B2G)"),
    value("S4", "Services - Final invoice (after down payment)", "Services - Facture définitive (après acompte)"),
    value("S5", "Services - Subcontractor invoice", "Services - Facture de sous-traitance"),
    value("S6", "Services - Co-contractor invoice", "Services - Facture de cotraitance"),
    value("S7", "Services - E-reporting (VAT already collected)", "Services - E-reporting (TVA déjà collectée)"),
    value("M1", "Mixed - Deposit invoice", "Mixte - Facture de dépôt"),
    value("M2", "Mixed - Already paid invoice", "Mixte - Facture déjà payée"),
    value("M4", "Mixed - Final invoice (after down payment)", "Mixte - Facture définitive (après acompte)"),
  ],
};

/** GOBL's `Totals.Paid()`: an amount due that is there and zero. */
function paid(inv: Invoice): boolean {
  const due = (inv.totals as Record<string, unknown> | undefined)?.due;
  return typeof due === "string" && /^-?0*(\.0*)?$/.test(due);
}

/** Gives the invoice a billing mode when it has none: M2 when already paid, M1 otherwise. */
export function defaultBillingMode(inv: Invoice): void {
  if (extCode(inv.tax?.ext, EXT_KEY_BILLING_MODE)) return;
  setExt((inv.tax ??= {}), EXT_KEY_BILLING_MODE, paid(inv) ? "M2" : "M1");
}

/** The invoice's code under `key` in its tax extensions ("" when none). */
export const invoiceExt = (inv: { tax?: { ext?: unknown } | null }, key: string): string => extCode(inv.tax?.ext, key);
