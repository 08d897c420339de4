/**
 * The FA(3) cases the KSeF tests write: the Polish examples (with the
 * pl-favat-v3 addon), GOBL's FA(3) inputs updated to v0.502 (see
 * gobl-cases.ts), and documents made here for what those do not cover:
 * corrections with and without a KSeF number, advance and settlement
 * invoices, foreign currency, split payment, reverse charge and
 * intra-community supplies, exemption, margin scheme, other parties and a
 * simplified invoice without a buyer.
 */
import { readFileSync } from "node:fs";
import { PROJECT_ROOT } from "../../support/shared.ts";
import { goblCases, updatedGoblDocument } from "./gobl-inputs.ts";

type Doc = Record<string, any>;

export interface WrittenCase {
  id: string;
  document: Doc;
}

const SUPPLIER = {
  name: "Bałtyk Okna Sp. z o.o.",
  tax_id: { country: "PL", code: "9551893317" },
  addresses: [{ street: "ul. Portowa", num: "11", locality: "Szczecin", code: "70-602", country: "PL" }],
  emails: [{ addr: "faktury@baltykokna.example" }],
  telephones: [{ num: "+48 91 123 45 67" }],
};

const CUSTOMER = {
  name: "Osiedle Zielone Wzgórze Sp. z o.o.",
  tax_id: { country: "PL", code: "1132191233" },
  addresses: [{ street: "ul. Lipowa", num: "4", locality: "Poznań", code: "61-001", country: "PL" }],
};

const GERMAN_CUSTOMER = {
  name: "Fensterbau Müller GmbH",
  tax_id: { country: "DE", code: "111111125" },
  addresses: [{ street: "Hauptstraße", num: "5", locality: "Berlin", code: "10115", country: "DE" }],
};

const line = (name: string, quantity: string, price: string, tax: Doc = { cat: "VAT", key: "standard", rate: "general" }): Doc => ({
  quantity,
  item: { name, price, unit: "piece" },
  taxes: [tax],
});

/** A plain FA(3) invoice to vary. */
export function baseInvoice(extra: Doc = {}): Doc {
  return {
    $schema: "https://gobl.org/draft-0/bill/invoice",
    $addons: ["pl-favat-v3"],
    series: "FV",
    code: "2026/02/0001",
    issue_date: "2026-02-10",
    supplier: structuredClone(SUPPLIER),
    customer: structuredClone(CUSTOMER),
    lines: [line("Okno PCV 120 x 150 cm", "2", "1240.00"), line("Montaż okna", "2", "150.00", { cat: "VAT", key: "standard", rate: "reduced" })],
    ...extra,
  };
}

const KSEF_NUMBER = "9551893317-20260210-0A1B2C3D4E5F-6A";

/** Documents made for the parts of FA(3) the other cases leave out. */
export function constructedCases(): WrittenCase[] {
  return [
    {
      // The Ministry's FA_3_Przyklad_3_brutto states two lines of 500 gross at 23%: 813.01 net, 186.99 VAT, 1000 due.
      id: "constructed/gross-prices",
      document: baseInvoice({ tax: { prices_include: "VAT" }, lines: [line("Okno", "1", "500.00"), line("Okno", "1", "500.00")] }),
    },
    {
      id: "constructed/correction-ksef-number",
      document: baseInvoice({
        type: "credit-note",
        series: "KOR",
        code: "2026/0001",
        issue_date: "2026-02-20",
        tax: { ext: { "pl-favat-effective-date": "1" } },
        preceding: [{ type: "standard", series: "FV", code: "2026/02/0001", issue_date: "2026-02-10", reason: "Rabat posprzedażowy", stamps: [{ prv: "favat-ksef-number", val: KSEF_NUMBER }] }],
        lines: [line("Okno PCV 120 x 150 cm", "1", "1240.00")],
      }),
    },
    {
      id: "constructed/correction-outside-ksef",
      document: baseInvoice({
        type: "credit-note",
        series: "KOR",
        code: "2026/0002",
        issue_date: "2026-02-21",
        preceding: [{ type: "standard", series: "FV", code: "2025/12/0099", issue_date: "2025-12-15", reason: "Zwrot towaru" }],
        lines: [line("Montaż okna", "1", "150.00", { cat: "VAT", key: "standard", rate: "reduced" })],
      }),
    },
    {
      id: "constructed/advance-foreign-currency",
      document: baseInvoice({
        $tags: ["partial"],
        code: "ZAL/2026/0001",
        currency: "EUR",
        exchange_rates: [{ from: "EUR", to: "PLN", amount: "4.2567" }],
        lines: [line("Zaliczka na okna PCV", "1", "1000.00")],
        payment: { advances: [{ date: "2026-02-09", key: "credit-transfer", description: "Zaliczka", amount: "1230.00" }] },
      }),
    },
    {
      id: "constructed/settlement",
      document: baseInvoice({
        $tags: ["settlement"],
        code: "ROZ/2026/0001",
        preceding: [
          { type: "standard", series: "ZAL", code: "2026/0001", issue_date: "2026-01-20", stamps: [{ prv: "favat-ksef-number", val: KSEF_NUMBER }] },
          { type: "standard", series: "ZAL", code: "2025/0007", issue_date: "2025-11-03" },
        ],
        payment: { advances: [{ date: "2026-01-20", key: "credit-transfer", description: "Zaliczka", amount: "500.00" }], terms: { due_dates: [{ date: "2026-02-24", percent: "100%" }] } },
      }),
    },
    {
      id: "constructed/foreign-currency",
      document: baseInvoice({
        currency: "EUR",
        exchange_rates: [{ from: "EUR", to: "PLN", amount: "4.2567" }],
        customer: structuredClone(GERMAN_CUSTOMER),
      }),
    },
    {
      id: "constructed/split-payment",
      document: baseInvoice({
        tax: { ext: { "pl-favat-split-payment": "1", "pl-favat-cash-accounting": "1" } },
        lines: [line("Stal zbrojeniowa, tona", "10", "3100.00")],
        notes: [{ key: "general", text: "mechanizm podzielonej płatności" }],
        payment: {
          instructions: { key: "credit-transfer", credit_transfer: [{ iban: "PL61109010140000071219812874", bic: "WBKPPLPP" }] },
          terms: { due_dates: [{ date: "2026-02-24", percent: "100%" }] },
        },
      }),
    },
    {
      id: "constructed/reverse-charge-intra-community",
      document: baseInvoice({
        $tags: ["reverse-charge"],
        customer: structuredClone(GERMAN_CUSTOMER),
        lines: [
          line("Projekt okien", "1", "2000.00", { cat: "VAT", key: "reverse-charge" }),
          line("Okno PCV 120 x 150 cm", "4", "1240.00", { cat: "VAT", key: "intra-community" }),
        ],
      }),
    },
    {
      id: "constructed/exemption",
      document: baseInvoice({
        tax: { ext: { "pl-favat-exemption": "A" } },
        lines: [line("Szkolenie BHP", "1", "800.00", { cat: "VAT", key: "exempt" })],
        notes: [{ key: "legal", src: "pl-favat-exemption", code: "A", text: "Art. 43 ust. 1 pkt 29 lit. c ustawy o VAT" }],
      }),
    },
    {
      id: "constructed/export-paid",
      document: baseInvoice({
        customer: { name: "Window World Inc.", tax_id: { country: "US", code: "123456789" }, addresses: [{ street: "Main Street", num: "1", locality: "Boston", code: "02101", country: "US" }] },
        lines: [line("Okno PCV 120 x 150 cm", "20", "1000.00", { cat: "VAT", key: "export" })],
        payment: { advances: [{ date: "2026-02-10", key: "card", description: "Płatność kartą", percent: "100%" }] },
      }),
    },
    {
      id: "constructed/other-parties-factoring",
      document: baseInvoice({
        customer: { ...structuredClone(CUSTOMER), ext: { "pl-favat-jst": "1" }, identities: [{ code: "1132191233-00001", ext: { "pl-favat-third-party-role": "8" } }] },
        ordering: { contracts: [{ code: "UM/2026/7", issue_date: "2026-01-05" }], purchases: [{ code: "ZAM-118" }] },
        delivery: { receiver: { name: "Szkoła Podstawowa nr 3", addresses: [{ street: "ul. Szkolna", num: "3", locality: "Poznań", code: "61-002", country: "PL" }] } },
        payment: {
          payee: { name: "Faktor Finanse S.A.", tax_id: { country: "PL", code: "5260250274" } },
          instructions: { key: "credit-transfer", credit_transfer: [{ iban: "PL27114020040000300201355387" }] },
        },
      }),
    },
    {
      id: "constructed/simplified-without-buyer",
      document: (() => {
        const doc = baseInvoice({ $tags: ["simplified"], lines: [line("Klamka okienna", "2", "45.00")] });
        delete doc.customer;
        return doc;
      })(),
    },
  ];
}

/**
 * The Polish examples as they are: pl-standard has no addon and gets it from
 * the FA(3) profile (`requires`), built first without it. Naming the addon in
 * the example itself would not do: its combos give a rate and no key, and the
 * addon derives the tax category from the key as given, before calculation
 * fills it in (as GOBL does), so they would have none.
 */
export function exampleCases(): WrittenCase[] {
  return ["pl-standard", "pl-favat-v3"].map((name) => ({
    id: `examples/${name}`,
    document: JSON.parse(readFileSync(`${PROJECT_ROOT}/examples/${name}.json`, "utf8")) as Doc,
  }));
}

/** GOBL's FA(3) inputs, as updated for v0.502. */
export function goblWrittenCases(): WrittenCase[] {
  return goblCases().map((c) => ({ id: `gobl/${c.name}`, document: updatedGoblDocument(c) }));
}
