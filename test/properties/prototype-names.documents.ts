/**
 * The documents test/properties/prototype-names.test.ts sends Object.prototype's
 * names through beside the examples, and the options the formats need to
 * write them.
 *
 * The examples hold one document that is not an invoice (France's flow 6
 * status); the addons that read other documents by a key or code of theirs
 * (VERI*FACTU's events, SAF-T's receipts, deliveries and orders, France's
 * payment statuses) get one valid document each here, shaped as their own
 * tests make them (test/formats/verifactu, test/addons/pt/saft,
 * test/formats/cdar).
 */
import type { Example } from "../../examples/index.ts";

const SAFT_SUPPLIER = {
  name: "Hotelzinho",
  tax_id: { country: "PT", code: "545259045" },
  addresses: [{ street: "Rua do Hotelzinho", code: "1000-000", locality: "Lisboa" }],
};
const SAFT_CUSTOMER = { name: "Maria Santos Silva", tax_id: { country: "PT", code: "514329874" } };

const flow6Party = (name: string, siren: string) => ({
  name,
  identities: [{ type: "SIREN", code: siren, ext: { "iso-scheme-id": "0002" } }],
  inboxes: [{ scheme: "0225", code: `${siren}_PEP` }],
});

const document = (id: string, title: string, regime: string, addons: string[], doc: Record<string, unknown>): Example => ({
  id,
  title,
  regime,
  addons,
  document: { $regime: regime, $addons: addons, ...doc },
});

export const OTHER_DOCUMENTS: readonly Example[] = [
  document("es-verifactu-v1-event", "VERI*FACTU event record (status of type system)", "ES", ["es-verifactu-v1"], {
    $schema: "https://gobl.org/draft-0/bill/status",
    type: "system",
    issue_date: "2025-03-02",
    code: "EV-1",
    supplier: { name: "Refusing Supplier S.L.", tax_id: { country: "ES", code: "B85905495" } },
    lines: [{ key: "other", meta: { "verifactu-event": "system-startup" } }],
  }),
  document("fr-ctc-flow6-v1-payment", "France flow 6 payment status (receipt)", "FR", ["fr-ctc-flow6-v1"], {
    $schema: "https://gobl.org/draft-0/bill/payment",
    type: "receipt",
    code: "PAY-212",
    issue_date: "2025-07-02",
    currency: "EUR",
    supplier: flow6Party("VENDEUR", "100000009"),
    customer: flow6Party("ACHETEUR", "200000008"),
    lines: [
      {
        document: { code: "F202500003", issue_date: "2025-07-01", ext: { "untdid-document-type": "380" } },
        amount: "500.00",
        tax: { categories: [{ code: "VAT", rates: [{ base: "416.67", percent: "20%", amount: "83.33" }] }] },
      },
    ],
    methods: [{ key: "credit-transfer", amount: "500.00" }],
  }),
  document("pt-saft-v1-receipt", "SAF-T receipt", "PT", ["pt-saft-v1"], {
    $schema: "https://gobl.org/draft-0/bill/payment",
    type: "receipt",
    series: "RG SAMPLE",
    code: "1",
    issue_date: "2025-01-30",
    currency: "EUR",
    methods: [{ key: "credit-transfer", description: "Transferência bancária", date: "2025-01-30" }],
    supplier: SAFT_SUPPLIER,
    customer: SAFT_CUSTOMER,
    lines: [
      {
        document: { issue_date: "2025-01-15", series: "FT SAMPLE", code: "1", payable: "123.00" },
        tax: { categories: [{ code: "VAT", rates: [{ key: "standard", base: "100.00", percent: "23.0%", ext: { "pt-region": "PT", "pt-saft-tax-rate": "NOR" } }] }] },
        amount: "123.00",
      },
    ],
  }),
  document("pt-saft-v1-delivery", "SAF-T delivery note", "PT", ["pt-saft-v1"], {
    $schema: "https://gobl.org/draft-0/bill/delivery",
    type: "note",
    currency: "EUR",
    issue_date: "2023-01-30",
    despatch_date: "2023-01-31",
    series: "GR SERIES-A",
    code: "123",
    supplier: SAFT_SUPPLIER,
    receiver: { name: "Maria Santos Silva" },
    lines: [{ quantity: "1", item: { name: "OLED 32-inch TV", unit: "unit" } }],
  }),
  document("pt-saft-v1-order", "SAF-T purchase order", "PT", ["pt-saft-v1"], {
    $schema: "https://gobl.org/draft-0/bill/order",
    type: "purchase",
    currency: "EUR",
    series: "NE SERIES-A",
    code: "123",
    issue_date: "2023-01-30",
    supplier: SAFT_SUPPLIER,
    customer: { name: "Maria Santos Silva" },
    lines: [{ quantity: "1", item: { name: "Noite em quarto duplo", price: "100.00" }, taxes: [{ cat: "VAT", rate: "general" }] }],
  }),
];

/**
 * The options a format needs to write at all, valid as its tests give them
 * (no certificate: nothing is signed).
 */
export const FORMAT_OPTIONS: ReadonlyMap<string, Record<string, unknown>> = new Map([
  ["verifactu", { system: { name: "Example Software S.L.", nif: "B12345674" }, timestamp: "2025-03-02T10:00:00+01:00" }],
  ["ticketbai", { software: { license: "TBAIBI00000000PRUEBA", nif: "A99800005", name: "bizdoc tests", version: "1.0" }, timestamp: "2026-01-15T10:30:00+01:00" }],
]);
