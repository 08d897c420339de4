/**
 * Every rule code of the three French CTC addons fires on a document that
 * breaks it, and none fires on the valid documents the cases start from.
 * A case either changes the input before building ("build", normalisation
 * included) or changes the built document before validating it again
 * without normalising ("after", for rules the normalisers otherwise
 * satisfy), as GOBL's own tests do.
 */
import { describe, expect, it } from "vitest";
import { createEngine } from "../../../../index.ts";
import { frCTCFlow10 } from "../../../../addons/fr/ctc/flow10/index.ts";
import { frCTCFlow2 } from "../../../../addons/fr/ctc/flow2/index.ts";
import { frCTCFlow6 } from "../../../../addons/fr/ctc/flow6/index.ts";
import { b2gRules } from "../../../../addons/fr/ctc/flow2/b2g.ts";
import { invoiceRules as flow2InvoiceRules } from "../../../../addons/fr/ctc/flow2/invoice.ts";
import type { Context } from "../../../../engine/index.ts";
import type { SingleAssertion } from "../../../../engine/rules/index.ts";
import { documentOps, type Obj } from "../../../support/documents.ts";

const engine = createEngine();
const ops = documentOps(engine);
const clone = <T>(v: T): T => structuredClone(v);

const frParty = (name: string, siren: string): Obj => ({
  name,
  tax_id: { country: "FR", code: siren },
  identities: [{ type: "SIREN", code: siren }],
  inboxes: [{ key: "peppol", scheme: "0225", code: siren }],
  addresses: [{ num: "1", street: "Rue de la Paix", locality: "Paris", code: "75001", country: "FR" }],
});

const NOTES = [
  { key: "payment", text: "Pénalité fixe de 40 EUR.", ext: { "untdid-text-subject": "PMT" } },
  { key: "payment-method", text: "Pénalités de retard.", ext: { "untdid-text-subject": "PMD" } },
  { key: "payment-term", text: "Pas d'escompte.", ext: { "untdid-text-subject": "AAB" } },
];

const FLOW2: Obj = {
  $schema: "https://gobl.org/draft-0/bill/invoice",
  $addons: ["fr-ctc-flow2-v1"],
  currency: "EUR",
  issue_date: "2024-06-13",
  series: "FAC",
  code: "2024-00001",
  supplier: frParty("Fournisseur SARL", "732829320"),
  customer: frParty("Client SAS", "356000000"),
  lines: [{ quantity: "10", item: { name: "Conseil", price: "100.00" }, taxes: [{ cat: "VAT", rate: "standard" }] }],
  ordering: { code: "PO-1" },
  notes: NOTES,
  payment: { instructions: { key: "credit-transfer", credit_transfer: [{ iban: "FR7630006000011234567890189" }] }, terms: { detail: "30 jours" } },
};

/** A flow 2 invoice to a public buyer: both parties give their SIRET too (GOBL's testInvoiceB2G). */
const siret = (code: string): Obj => ({ code, ext: { "iso-scheme-id": "0009" } });
const B2G: Obj = {
  ...clone(FLOW2),
  $tags: ["b2g"],
  supplier: { ...clone(FLOW2.supplier), identities: [{ type: "SIREN", code: "732829320" }, siret("73282932000074")] },
  customer: { ...clone(FLOW2.customer), identities: [{ type: "SIREN", code: "356000000" }, siret("35600000000048")] },
};

const FLOW10_B2B: Obj = {
  $schema: "https://gobl.org/draft-0/bill/invoice",
  $addons: ["fr-ctc-flow10-v1"],
  currency: "EUR",
  issue_date: "2024-06-15",
  series: "FAC",
  code: "2024-INT-001",
  tax: { ext: { "fr-ctc-billing-mode": "B7" }, notes: [{ key: "exempt", text: "Intra-community supply." }] },
  supplier: { name: "Fournisseur SARL", tax_id: { country: "FR", code: "732829320" }, addresses: [{ street: "Rue de la Paix", locality: "Paris", code: "75001", country: "FR" }] },
  customer: { name: "Kunde GmbH", tax_id: { country: "DE", code: "111111125" }, addresses: [{ street: "Berliner Strasse", locality: "Berlin", code: "10117", country: "DE" }] },
  lines: [{ quantity: "5", item: { name: "Consulting", price: "200.00" }, taxes: [{ cat: "VAT", rate: "standard" }] }],
};

const FLOW10_B2C: Obj = {
  $schema: "https://gobl.org/draft-0/bill/invoice",
  $addons: ["fr-ctc-flow10-v1"],
  currency: "EUR",
  issue_date: "2026-04-15",
  series: "B2C",
  code: "2026-00018",
  supplier: { name: "Boutique SARL", tax_id: { country: "FR", code: "732829320" }, addresses: [{ street: "Rue du Commerce", locality: "Paris", code: "75015", country: "FR" }] },
  lines: [{ quantity: "1", item: { name: "Article", price: "59.00" }, taxes: [{ cat: "VAT", rate: "standard" }] }],
};

const FLOW10_PAYMENT: Obj = {
  $schema: "https://gobl.org/draft-0/bill/payment",
  $addons: ["fr-ctc-flow10-v1"],
  type: "receipt",
  currency: "EUR",
  issue_date: "2026-05-02",
  value_date: "2026-05-02",
  series: "PAY",
  code: "2026-00042",
  methods: [{ key: "credit-transfer" }],
  supplier: { name: "Fournisseur SARL", tax_id: { country: "FR", code: "732829320" } },
  customer: { name: "Kunde GmbH", tax_id: { country: "DE", code: "111111125" } },
  lines: [
    {
      document: { code: "2026-INT-001", issue_date: "2026-04-15" },
      amount: "1200.00",
      tax: { categories: [{ code: "VAT", rates: [{ percent: "20%", base: "1000.00", amount: "200.00" }] }] },
    },
  ],
};

const cdvParty = (name: string, siren: string): Obj => ({
  name,
  identities: [{ type: "SIREN", code: siren }],
  inboxes: [{ scheme: "0225", code: `${siren}_PEP` }],
});

const STATUS: Obj = {
  $schema: "https://gobl.org/draft-0/bill/status",
  $addons: ["fr-ctc-flow6-v1"],
  issue_date: "2026-04-16",
  code: "STA-2026-0001",
  supplier: cdvParty("VENDEUR SARL", "732829320"),
  customer: cdvParty("ACHETEUR SARL", "200000008"),
  lines: [{ key: "accepted", date: "2026-04-15", doc: { code: "2026-00042", issue_date: "2026-04-15" } }],
};

const FLOW6_PAYMENT: Obj = {
  $schema: "https://gobl.org/draft-0/bill/payment",
  $addons: ["fr-ctc-flow6-v1"],
  type: "receipt",
  issue_date: "2026-05-02",
  value_date: "2026-05-02",
  code: "PMT-2026-0042",
  currency: "EUR",
  supplier: { name: "VENDEUR SARL", identities: [{ type: "SIREN", code: "732829320" }] },
  customer: { name: "ACHETEUR SARL", identities: [{ type: "SIREN", code: "200000008" }] },
  methods: [{ key: "credit-transfer", amount: "1200.00" }],
  lines: [{ amount: "1200.00", document: { code: "2026-00042", issue_date: "2026-04-15" } }],
};

type Case = [code: string, base: Obj, mode: "build" | "after", change: (d: Obj) => void];

const STC = { code: "STC-1", ext: { "iso-scheme-id": "0231" } };
const stcInvoice = (d: Obj) => d.supplier.identities.push(clone(STC));
const globalCreditNote = (d: Obj) => {
  d.type = "credit-note";
  d.tax = { ext: { "untdid-document-type": "262" } };
  d.preceding = [{ code: "FAC-2024-00001", issue_date: "2024-06-01" }];
};
const alreadyPaid = (d: Obj) => (d.tax = { ext: { "fr-ctc-billing-mode": "M2" } });
const lineWith = (d: Obj, ext: Obj, reasons: Obj[]) => Object.assign(d.lines[0], { ext, reasons });

const F2 = "GOBL-FR-CTC-FLOW2";
const F10 = "GOBL-FR-CTC-FLOW10";
const F6 = "GOBL-FR-CTC-FLOW6";
const I2 = `${F2}-BILL-INVOICE`;
const G2 = `${I2}-cpro`;
const I10 = `${F10}-BILL-INVOICE`;
const S6 = `${F6}-BILL-STATUS`;
const P6 = `${F6}-BILL-PAYMENT`;
const P10 = `${F10}-BILL-PAYMENT`;

const CASES: Case[] = [
  // Flow 2 invoices.
  [`${I2}-01`, FLOW2, "build", (d) => (d.currency = "USD")],
  [`${I2}-02`, FLOW2, "build", (d) => (d.code = "BAD CODE!")],
  [`${I2}-03`, FLOW2, "build", (d) => (d.preceding = [{ code: "BAD CODE!", issue_date: "2024-06-01" }])],
  [`${I2}-04`, FLOW2, "build", (d) => (d.type = "corrective")],
  [`${I2}-05`, FLOW2, "after", (d) => ((d.type = "corrective"), (d.tax.ext["untdid-document-type"] = "384"), (d.preceding = [{ code: "A1", issue_date: "2024-06-01" }, { code: "A2", issue_date: "2024-06-02" }]))],
  [`${I2}-06`, FLOW2, "build", (d) => (d.type = "credit-note")],
  [`${I2}-07`, FLOW2, "after", (d) => delete d.tax],
  [`${I2}-08`, FLOW2, "after", (d) => (d.tax.ext["untdid-document-type"] = "325")],
  [`${I2}-09`, FLOW2, "after", (d) => delete d.tax.ext["fr-ctc-billing-mode"]],
  [`${I2}-10`, FLOW2, "build", (d) => ((d.$tags = ["prepayment"]), (d.tax = { ext: { "fr-ctc-billing-mode": "B4" } }))],
  [`${I2}-11`, FLOW2, "build", (d) => delete d.supplier.inboxes],
  [`${I2}-12`, FLOW2, "after", (d) => delete d.supplier.identities[0].scope],
  [`${I2}-13`, FLOW2, "build", (d) => (d.supplier.inboxes[0].code = "999999999")],
  [`${I2}-14`, FLOW2, "build", (d) => delete d.customer.inboxes],
  [`${I2}-15`, FLOW2, "after", (d) => delete d.customer.identities[0].scope],
  [`${I2}-16`, FLOW2, "build", (d) => ((d.$tags = ["self-billed"]), (d.customer.inboxes[0].code = "999999999"))],
  [`${I2}-17`, FLOW2, "build", (d) => (d.ordering.identities = [{ code: "A", ext: { "untdid-reference": "AFL" } }, { code: "B", ext: { "untdid-reference": "AFL" } }])],
  [`${I2}-18`, FLOW2, "build", (d) => (d.ordering.identities = [{ code: "A", ext: { "untdid-reference": "AWW" } }, { code: "B", ext: { "untdid-reference": "AWW" } }])],
  [`${I2}-19`, FLOW2, "build", (d) => (stcInvoice(d), delete d.ordering)],
  [`${I2}-20`, FLOW2, "build", stcInvoice],
  [`${I2}-21`, FLOW2, "build", (d) => (stcInvoice(d), (d.ordering.seller = { name: "Membre" }))],
  [`${I2}-22`, FLOW2, "build", (d) => (stcInvoice(d), (d.ordering.seller = { name: "Membre", tax_id: { country: "FR" } }))],
  [`${I2}-23`, FLOW2, "after", stcInvoice],
  [`${I2}-24`, FLOW2, "build", (d) => (globalCreditNote(d), delete d.ordering)],
  [`${I2}-25`, FLOW2, "build", globalCreditNote],
  [`${I2}-27`, FLOW2, "build", globalCreditNote],
  [`${I2}-28`, FLOW2, "after", (d) => (globalCreditNote(d), (d.tax.ext["fr-ctc-billing-mode"] = "M1"), (d.delivery = {}))],
  [`${I2}-29`, FLOW2, "build", (d) => (d.payment.terms.due_dates = [{ date: "2024-01-01", percent: "100%" }])],
  [`${I2}-30`, FLOW2, "build", (d) => (alreadyPaid(d), delete d.payment)],
  [`${I2}-31`, FLOW2, "build", (d) => (alreadyPaid(d), delete d.payment.terms)],
  [`${I2}-32`, FLOW2, "build", alreadyPaid],
  [`${I2}-33`, FLOW2, "build", alreadyPaid],
  [`${I2}-34`, FLOW2, "build", (d) => (alreadyPaid(d), (d.payment.advances = [{ description: "Acompte", amount: "100.00" }]))],
  [`${I2}-35`, FLOW2, "build", alreadyPaid],
  [`${I2}-36`, FLOW2, "after", (d) => delete d.notes],
  [`${I2}-37`, FLOW2, "after", (d) => d.notes.pop()],
  [`${I2}-38`, FLOW2, "build", (d) => d.notes.push(clone(NOTES[0]))],
  [`${I2}-39`, FLOW2, "build", (d) => (d.attachments = [{ name: "rib.pdf", url: "https://example.com/rib.pdf" }])],
  [`${I2}-40`, FLOW2, "build", (d) => (d.attachments = [{ name: "rib.pdf", url: "https://example.com/rib.pdf", description: "AUTRE" }])],
  [`${I2}-41`, FLOW2, "build", (d) => (d.attachments = ["a", "b"].map((n) => ({ name: `${n}.pdf`, url: `https://example.com/${n}.pdf`, description: "LISIBLE" })))],
  [`${F2}-ORG-PARTY-01`, FLOW2, "build", (d) => d.supplier.identities.push({ type: "SIRET", code: "12345678900011" })],
  [`${F2}-ORG-PARTY-02`, FLOW2, "build", (d) => d.supplier.identities.push({ type: "XX", code: "1" })],
  [`${F2}-ORG-PARTY-03`, FLOW2, "build", (d) => d.supplier.inboxes.push({ scheme: "0225", code: "7328 29320" })],
  [`${F2}-ORG-IDENTITY-01`, FLOW2, "build", (d) => d.supplier.identities.push({ key: "private-id", code: "A".repeat(101) })],
  [`${F2}-ORG-IDENTITY-02`, FLOW2, "build", (d) => d.supplier.identities.push({ key: "private-id", code: "A B" })],
  [`${F2}-ORG-INBOX-01`, FLOW2, "build", (d) => d.customer.inboxes.push({ scheme: "0225", code: "1".repeat(126) })],
  [`${F2}-ORG-INBOX-02`, FLOW2, "build", (d) => d.customer.inboxes.push({ scheme: "0225", code: "35600 0000" })],
  [`${F2}-ORG-ITEM-01`, FLOW2, "build", (d) => (d.lines[0].item.meta = { lot: " " })],
  // Flow 2 invoices to public buyers (the `b2g` tag), after GOBL's b2g_test.go.
  [`${G2}-02`, B2G, "build", (d) => (d.code = "F".repeat(18))],
  [`${G2}-02`, B2G, "build", (d) => (d.preceding = [{ code: "P".repeat(21), issue_date: "2024-06-01" }])],
  [`${G2}-03`, B2G, "build", (d) => d.supplier.identities.pop()],
  [`${G2}-04`, B2G, "build", (d) => d.supplier.identities.push({ code: "1".repeat(18), ext: { "iso-scheme-id": "0223" } })],
  [`${G2}-04`, B2G, "build", (d) => d.supplier.identities.push({ code: "1234", ext: { "iso-scheme-id": "0228" } })],
  [`${G2}-04`, B2G, "build", (d) => d.supplier.identities.push({ code: "12345X7890ABC", ext: { "iso-scheme-id": "0226" } })],
  [`${G2}-09`, B2G, "build", (d) => d.supplier.identities.pop()],
  [`${G2}-10`, B2G, "build", (d) => d.customer.identities.pop()],
  [`${G2}-17`, B2G, "build", (d) => (d.payment.payee = { name: "Affactureur", identities: [{ type: "SIREN", code: "356000000" }] })],
  [`${G2}-20`, B2G, "build", (d) => (d.preceding = [{ code: "A", issue_date: "2024-06-01" }, { code: "B", issue_date: "2024-06-01" }])],
  [`${G2}-26`, B2G, "build", (d) => (d.supplier.people = [{ name: { given: "A" } }, { name: { given: "B" } }])],
  [`${G2}-27`, B2G, "build", (d) => (d.customer.people = [{ name: { given: "A" } }, { name: { given: "B" } }])],
  [`${G2}-24`, B2G, "build", (d) => (d.tax = { ext: { "fr-ctc-billing-mode": "S5" } })],
  [`${G2}-14`, B2G, "build", (d) => (d.ordering.contracts = [{ code: "C".repeat(51) }])],
  [`${G2}-15`, B2G, "build", (d) => (d.ordering.code = "P".repeat(51))],
  [`${G2}-30`, B2G, "build", (d) => (d.attachments = [{ code: "A".repeat(51), name: "a.pdf", url: "https://example.com/a.pdf", description: "RIB" }])],
  [`${G2}-31`, B2G, "build", (d) => (d.lines[0].item.description = "x".repeat(1025))],
  [`${G2}-32`, B2G, "build", (d) => (d.supplier.addresses[0].street = "x".repeat(401))],
  [`${G2}-33`, B2G, "build", (d) => (d.supplier.addresses[0].locality = "x".repeat(401))],
  [`${G2}-34`, B2G, "build", (d) => (d.customer.alias = "x".repeat(100))],
  [`${G2}-35`, B2G, "build", (d) => (d.payment.terms.notes = "x".repeat(1025))],
  [`${G2}-36`, B2G, "build", (d) => (d.supplier.alias = "x".repeat(100))],
  [`${G2}-37`, B2G, "build", (d) => (d.payment.payee = { name: "x".repeat(100) })],
  [`${G2}-38`, B2G, "build", (d) => (d.delivery = { identities: [{ code: "D".repeat(21) }] })],
  [`${G2}-39`, B2G, "build", (d) => (d.payment.instructions.credit_transfer[0].number = "1".repeat(28))],
  [`${G2}-41`, B2G, "build", (d) => (d.attachments = [{ name: `${"n".repeat(47)}.pdf`, url: "https://example.com/a.pdf", description: "RIB" }])],
  [`${G2}-42`, B2G, "build", (d) => (d.notes[0].text = "x".repeat(1025))],
  [`${G2}-43`, B2G, "build", (d) => (d.supplier.name = "x".repeat(100))],
  [`${G2}-44`, B2G, "build", (d) => (d.customer.name = "x".repeat(100))],
  // Flow 10 invoices.
  [`${I10}-01`, FLOW10_B2B, "build", (d) => (d.currency = "USD")],
  [`${I10}-02`, FLOW10_B2B, "build", (d) => delete d.supplier.addresses[0].country],
  [`${I10}-03`, FLOW10_B2B, "build", (d) => delete d.customer.addresses[0].country],
  [`${I10}-04`, FLOW10_B2C, "after", (d) => delete d.tax.ext["fr-ctc-flow10-b2c-category"]],
  [`${I10}-05`, FLOW10_B2C, "after", (d) => delete d.supplier],
  [`${I10}-06`, FLOW10_B2C, "after", (d) => delete d.supplier.identities],
  [`${I10}-07`, FLOW10_B2C, "build", (d) => (d.lines[0].taxes = [{ cat: "VAT", percent: "3%" }])],
  [`${I10}-08`, FLOW10_B2B, "after", (d) => (d.tax.ext["untdid-document-type"] = "325")],
  [`${I10}-09`, FLOW10_B2B, "after", (d) => delete d.tax.ext["fr-ctc-billing-mode"]],
  [`${I10}-10`, FLOW10_B2B, "after", (d) => Object.assign(d.tax.ext, { "fr-ctc-billing-mode": "B4", "untdid-document-type": "386" })],
  [`${I10}-11`, FLOW10_B2B, "after", (d) => delete d.supplier],
  [`${I10}-12`, FLOW10_B2B, "after", (d) => delete d.supplier.identities],
  [`${I10}-13`, FLOW10_B2B, "after", (d) => delete d.supplier.tax_id],
  [`${I10}-14`, FLOW10_B2B, "after", (d) => ((d.lines[0].taxes[0].ext["untdid-tax-category"] = "E"), delete d.supplier.tax_id)],
  [`${I10}-15`, FLOW10_B2B, "after", (d) => ((d.lines[0].taxes[0].ext["untdid-tax-category"] = "E"), delete d.tax.notes)],
  [`${I10}-17`, FLOW10_B2B, "after", (d) => delete d.customer.identities],
  [`${I10}-18`, FLOW10_B2B, "after", (d) => delete d.customer.tax_id],
  [`${F10}-ORG-PARTY-01`, FLOW10_B2B, "build", (d) => (d.supplier.identities = [{ type: "SIREN", code: "732829320" }, { code: "X", ext: { "iso-scheme-id": "0002" } }])],
  [`${F10}-ORG-PARTY-02`, FLOW10_B2B, "build", (d) => (d.supplier.identities = [{ type: "XX", code: "1" }])],
  [`${F10}-ORG-PARTY-03`, FLOW10_B2B, "after", (d) => d.supplier.identities.push({ code: "X", scope: "legal", ext: { "iso-scheme-id": "0009" } })],
  [`${F10}-ORG-IDENTITY-01`, FLOW10_B2B, "build", (d) => (d.customer.identities = [{ code: `US${"A".repeat(17)}`, ext: { "iso-scheme-id": "0227" } }])],
  [`${F10}-ORG-IDENTITY-02`, FLOW10_B2B, "build", (d) => (d.customer.identities = [{ code: "us-acme", ext: { "iso-scheme-id": "0227" } }])],
  [`${F10}-ORG-IDENTITY-03`, FLOW10_B2B, "build", (d) => (d.customer.identities = [{ code: "1234", ext: { "iso-scheme-id": "0228" } }])],
  [`${F10}-ORG-IDENTITY-04`, FLOW10_B2B, "build", (d) => (d.customer.identities = [{ code: "12345678", ext: { "iso-scheme-id": "0229" } }])],
  [`${F10}-TAX-COMBO-01`, FLOW10_B2B, "after", (d) => (d.lines[0].taxes[0].cat = "IGST")],
  [`${F10}-TAX-COMBO-02`, FLOW10_B2B, "build", (d) => (d.lines[0].taxes[0].country = "GB")],
  // Flow 10 payments.
  [`${P10}-01`, FLOW10_PAYMENT, "build", (d) => (d.type = "advice")],
  [`${P10}-02`, FLOW10_PAYMENT, "build", (d) => delete d.value_date],
  [`${P10}-03`, FLOW10_PAYMENT, "build", (d) => (d.lines[0].tax.categories[0].rates[0].percent = "3%")],
  [`${P10}-09`, FLOW10_PAYMENT, "build", (d) => (d.lines[0].tax.categories[0].rates[0].country = "ES")],
  [`${P10}-04`, FLOW10_PAYMENT, "after", (d) => delete d.supplier],
  [`${P10}-05`, FLOW10_PAYMENT, "after", (d) => delete d.supplier.identities],
  [`${P10}-06`, FLOW10_PAYMENT, "build", (d) => delete d.lines[0].document],
  [`${P10}-07`, FLOW10_PAYMENT, "build", (d) => delete d.lines[0].document.code],
  [`${P10}-08`, FLOW10_PAYMENT, "build", (d) => delete d.lines[0].document.issue_date],
  // Flow 6 statuses.
  [`${S6}-01`, STATUS, "build", (d) => (d.type = "system")],
  [`${S6}-02`, STATUS, "build", (d) => (d.ext = { "fr-ctc-flow6-status": "212" })],
  [`${S6}-03`, STATUS, "after", (d) => delete d.supplier],
  [`${S6}-04`, STATUS, "build", (d) => delete d.supplier.inboxes],
  [`${S6}-05`, STATUS, "after", (d) => delete d.supplier.ext],
  [`${S6}-06`, STATUS, "build", (d) => (d.supplier.identities = [{ type: "SIRET", code: "73282932000011" }])],
  [`${S6}-07`, STATUS, "after", (d) => delete d.customer],
  [`${S6}-08`, STATUS, "build", (d) => delete d.customer.inboxes],
  [`${S6}-09`, STATUS, "after", (d) => delete d.customer.ext],
  [`${S6}-10`, STATUS, "build", (d) => (d.customer.identities = [{ code: "STC-1", ext: { "iso-scheme-id": "0231" } }])],
  [`${S6}-11`, STATUS, "build", (d) => d.lines.push(clone(d.lines[0]))],
  [`${S6}-12`, STATUS, "build", (d) => delete d.lines[0].doc],
  [`${S6}-13`, STATUS, "build", (d) => delete d.lines[0].doc.code],
  [`${S6}-14`, STATUS, "build", (d) => delete d.lines[0].doc.issue_date],
  [`${S6}-15`, STATUS, "after", (d) => (d.lines[0].key = "paid")],
  [`${S6}-16`, STATUS, "build", (d) => (d.lines[0].key = "rejected")],
  [`${S6}-17`, STATUS, "build", (d) => ((d.lines[0].key = "issued"), lineWith(d, { "fr-ctc-flow6-status": "200" }, [{ key: "other" }]))],
  [`${S6}-18`, STATUS, "build", (d) => lineWith(d, { "fr-ctc-flow6-status": "206" }, [{ key: "legal" }])],
  [`${S6}-19`, STATUS, "build", (d) => lineWith(d, { "fr-ctc-flow6-status": "207" }, [{ key: "unknown-receiver" }])],
  [`${S6}-20`, STATUS, "build", (d) => lineWith(d, { "fr-ctc-flow6-status": "208" }, [{ key: "other" }])],
  [`${S6}-21`, STATUS, "build", (d) => lineWith(d, { "fr-ctc-flow6-status": "210" }, [{ key: "other" }])],
  [`${S6}-22`, STATUS, "build", (d) => lineWith(d, { "fr-ctc-flow6-status": "213" }, [{ key: "other" }])],
  [`${S6}-23`, STATUS, "after", (d) => (d.lines[0].key = "paid")],
  [`${S6}-24`, STATUS, "build", (d) => (d.type = "update")],
  [`${F6}-BILL-REASON-01`, STATUS, "after", (d) => (d.lines[0].reasons = [{ key: "other", ext: { "fr-ctc-flow6-reason": "XXX" } }])],
  [`${F6}-BILL-REASON-02`, STATUS, "after", (d) => (d.lines[0].reasons = [{ key: "other", ext: { "fr-ctc-flow6-condition": "MEN" } }])],
  [`${F6}-BILL-ACTION-01`, STATUS, "after", (d) => (d.lines[0].actions = [{ key: "other", ext: { "fr-ctc-flow6-action": "XXX" } }])],
  [`${F6}-ORG-PARTY-01`, STATUS, "build", (d) => (d.supplier.ext = { "fr-ctc-flow6-role": "ZZ" })],
  [`${F6}-ORG-PARTY-02`, STATUS, "build", (d) => d.supplier.identities.push({ type: "SIRET", code: "12345678900011" })],
  [`${F6}-ORG-PARTY-03`, STATUS, "build", (d) => d.supplier.identities.push({ code: "X", ext: { "iso-scheme-id": "0002" } })],
  [`${F6}-ORG-PARTY-04`, STATUS, "build", (d) => d.supplier.identities.push({ type: "XX", code: "1" })],
  [`${F6}-ORG-PARTY-05`, STATUS, "build", (d) => d.supplier.identities.push(clone(STC))],
  [`${F6}-ORG-PARTY-06`, STATUS, "build", (d) => d.supplier.identities.push({ key: "private-id", code: "A".repeat(101) })],
  [`${F6}-ORG-PARTY-07`, STATUS, "build", (d) => d.supplier.identities.push({ key: "private-id", code: "A B" })],
  [`${F6}-ORG-PARTY-08`, STATUS, "build", (d) => (d.supplier.inboxes[0].code = "7328 29320")],
  // Flow 6 payments.
  [`${P6}-01`, FLOW6_PAYMENT, "build", (d) => (d.type = "request")],
  [`${P6}-02`, FLOW6_PAYMENT, "after", (d) => delete d.supplier],
  [`${P6}-03`, FLOW6_PAYMENT, "build", (d) => (d.supplier.identities = [{ type: "SIRET", code: "73282932000011" }])],
  [`${P6}-04`, FLOW6_PAYMENT, "build", (d) => d.supplier.identities.push(clone(STC))],
  [`${P6}-05`, FLOW6_PAYMENT, "after", (d) => delete d.customer],
  [`${P6}-06`, FLOW6_PAYMENT, "build", (d) => (d.customer.identities = [{ type: "SIRET", code: "20000000800011" }])],
  [`${P6}-07`, FLOW6_PAYMENT, "build", (d) => d.customer.identities.push(clone(STC))],
  [`${P6}-08`, FLOW6_PAYMENT, "build", (d) => (d.payee = { name: "Affactureur", identities: [clone(STC)] })],
  [`${P6}-09`, FLOW6_PAYMENT, "build", (d) => d.lines.push(clone(d.lines[0]))],
  [`${P6}-10`, FLOW6_PAYMENT, "build", (d) => delete d.lines[0].document],
  [`${P6}-11`, FLOW6_PAYMENT, "build", (d) => delete d.lines[0].document.code],
  [`${P6}-12`, FLOW6_PAYMENT, "build", (d) => delete d.lines[0].document.issue_date],
  [`${P6}-13`, FLOW6_PAYMENT, "after", (d) => (d.ext["fr-ctc-flow6-status"] = "205")],
  [`${P6}-14`, FLOW6_PAYMENT, "after", (d) => (d.ext["fr-ctc-flow6-condition"] = "DIV")],
  [`${P6}-15`, FLOW6_PAYMENT, "after", (d) => (d.type = "advice")],
  [`${P6}-16`, FLOW6_PAYMENT, "after", (d) => (d.ext["fr-ctc-flow6-status"] = "211")],
];

async function faultsOf([, base, mode, change]: Case): Promise<string[]> {
  if (mode === "after") return (await ops.faultsAfter(clone(base), change)).map((f) => f.code ?? "");
  const doc = clone(base);
  change(doc);
  return (await ops.buildFaults(doc)).map((f) => f.code ?? "");
}

describe("French CTC rules", () => {
  it.each([
    ["flow 2 invoice", FLOW2],
    ["flow 10 B2B invoice", FLOW10_B2B],
    ["flow 10 B2C invoice", FLOW10_B2C],
    ["flow 10 payment", FLOW10_PAYMENT],
    ["flow 6 status", STATUS],
    ["flow 6 payment", FLOW6_PAYMENT],
    ["flow 2 B2G invoice", B2G],
  ])("the %s the cases start from breaks none of them", async (_, doc) => {
    expect(await ops.buildFaults(clone(doc))).toEqual([]);
  });

  // An empty list of contracts never reaches the rules (documents drop empty
  // lists, as GOBL's JSON does; 25 reports the missing contracts), so 26 is
  // checked on the value itself. Flow 10's 16 (a B2B invoice's customer) can
  // never fail: an invoice is B2B because it has a customer.
  it("GOBL-FR-CTC-FLOW2-BILL-INVOICE-26 fails an empty list of contracts", () => {
    const rule = flow2InvoiceRules.assert.find((a) => a.code === "GOBL-FR-CTC-FLOW2-BILL-INVOICE-26") as SingleAssertion<Obj>;
    const inv = { tax: { ext: { "untdid-document-type": "262" } }, ordering: { contracts: [] as Obj[] } };
    const ctx = {} as Context;
    expect(rule.when!(inv, ctx) && !rule.test(inv, ctx)).toBe(true);
    inv.ordering.contracts.push({ code: "C-1" });
    expect(rule.test(inv, ctx)).toBe(true);
  });

  it.each(CASES.map((c) => [c[0], c] as const))("%s fires on a document that breaks it", async (code, c) => {
    expect(await faultsOf(c)).toContain(code);
  });

  // Every rule code of the three addons has a case above (26, 16 and cpro-19 checked on the values themselves).
  it("covers every rule code the three addons define", () => {
    const defined = [frCTCFlow2, frCTCFlow6, frCTCFlow10].flatMap((p) => (p.validators ?? []).flatMap((v) => v.assert.map((a) => a.code)));
    const covered = new Set([...CASES.map((c) => c[0]), `${I2}-26`, `${I10}-16`, `${G2}-19`]);
    expect(defined.filter((code) => !covered.has(code))).toEqual([]);
  });

  it(`${G2}-19 allows 999999 lines and no more`, () => {
    const rule = b2gRules.assert.find((a) => a.code === `${G2}-19`) as SingleAssertion<Obj>;
    const ctx = {} as Context;
    const inv = { $tags: ["b2g"], lines: new Array<Obj>(999999) };
    expect(rule.when!(inv, ctx) && rule.test(inv, ctx)).toBe(true);
    inv.lines.length = 1000000;
    expect(rule.test(inv, ctx)).toBe(false);
  });

  it("the B2G rules stay off without the b2g tag (GOBL's TestInvoiceB2GRulesGatedOnTag)", async () => {
    const doc = clone(FLOW2);
    doc.code = "F".repeat(30);
    expect(await ops.buildFaults(doc)).toEqual([]);
  });

  it("a B2G invoice may use billing mode S3, and an invoice the extended tag", async () => {
    const doc = clone(B2G);
    doc.tax = { ext: { "fr-ctc-billing-mode": "S3" } };
    expect(await ops.buildFaults(doc)).toEqual([]);
    const extended = clone(FLOW2);
    extended.$tags = ["extended"];
    expect(await ops.buildFaults(extended)).toEqual([]);
  });

  it("flow 2 gives the SIREN the legal scope only when no identity has it", async () => {
    const doc = clone(FLOW2);
    doc.supplier.identities = [{ type: "SIRET", code: "73282932000074", scope: "legal" }, { type: "SIREN", code: "732829320" }];
    const out = await ops.builtIgnoring(doc, [`${I2}-12`]);
    expect(out.supplier.identities.map((id: Obj) => [id.type, id.scope])).toEqual([
      ["SIRET", "legal"],
      ["SIREN", undefined],
    ]);
  });

  it("flow 10 derives no legal identity from a tax ID when the party gives its SIREN", async () => {
    const doc = clone(FLOW10_B2B);
    doc.customer.identities = [{ type: "SIREN", code: "356000000" }];
    const out = await ops.built(doc);
    expect(out.customer.identities.map((id: Obj) => id.ext["iso-scheme-id"])).toEqual(["0002"]);
  });

  it("flow 10 gives a party outside the EU its HORS_UE identity (0227)", async () => {
    const doc = clone(FLOW10_B2B);
    doc.customer = { name: "Acme Corp. (USA)", tax_id: { country: "US" }, addresses: [{ locality: "New York", country: "US" }] };
    const out = await ops.built(doc);
    expect(out.customer.identities).toEqual([{ scope: "legal", code: "USACMECORPUSA", ext: { "iso-scheme-id": "0227" } }]);
  });

  it("a flow 6 status line coded 209 (Complétée) is the supplier's update with the key other", async () => {
    const doc = clone(STATUS);
    doc.lines[0] = { ...doc.lines[0], key: undefined, ext: { "fr-ctc-flow6-status": "209" } };
    delete doc.lines[0].key;
    const out = await ops.built(doc);
    expect([out.type, out.lines[0].key, out.lines[0].ext["fr-ctc-flow6-status"]]).toEqual(["update", "other", "209"]);
  });

  it("a flow 6 response line with the key other is coded 203 (Mise à disposition)", async () => {
    const doc = clone(STATUS);
    Object.assign(doc, { type: "response" });
    doc.lines[0].key = "other";
    const out = await ops.built(doc);
    expect(out.lines[0].ext["fr-ctc-flow6-status"]).toBe("203");
  });

  it("a flow 6 payment line's document gets its UNTDID type in the extension, a key stays", async () => {
    const doc = clone(FLOW6_PAYMENT);
    doc.lines[0].document.type = "380";
    const out = await ops.built(doc);
    expect([out.lines[0].document.type, out.lines[0].document.ext]).toEqual(["380", { "untdid-document-type": "380" }]);
    doc.lines[0].document.type = "standard";
    expect((await ops.built(doc)).lines[0].document.ext).toBeUndefined();
  });

  it("flow 6 parties get the endpoint of their Peppol inbox", async () => {
    const out = await ops.built(clone(STATUS));
    expect(out.supplier.endpoints).toEqual([{ uri: "iso6523-actorid-upis::0225:732829320_PEP" }]);
  });
});
