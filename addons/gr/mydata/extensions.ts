import type { Definition } from "../../../engine/index.ts";

/** Line tax extension: the myDATA VAT category. */
export const EXT_KEY_VAT_RATE = "gr-mydata-vat-rate";

/** Invoice tax extension: the myDATA document type. */
export const EXT_KEY_INVOICE_TYPE = "gr-mydata-invoice-type";

/** Payment instructions extension: the myDATA payment method. */
export const EXT_KEY_PAYMENT_MEANS = "gr-mydata-payment-means";

/** Line tax extension: the myDATA VAT exemption cause. */
export const EXT_KEY_EXEMPTION = "gr-mydata-exemption";

/** Item extension: the myDATA income classification category. */
export const EXT_KEY_INCOME_CAT = "gr-mydata-income-cat";

/** Item extension: the myDATA income classification type. */
export const EXT_KEY_INCOME_TYPE = "gr-mydata-income-type";

/** Charge extension: which kind of non-VAT tax the charge is. */
export const EXT_KEY_TAX_TYPE = "gr-mydata-tax-type";

/** Charge extension: the myDATA fee category. */
export const EXT_KEY_FEE = "gr-mydata-fee";

/** Charge extension: the myDATA category of other taxes. */
export const EXT_KEY_OTHER_TAX = "gr-mydata-other-tax";

/** Charge extension: the myDATA stamp duty category. */
export const EXT_KEY_STAMP_DUTY = "gr-mydata-stamp-duty";

/** The myDATA code lists, as extensions of invoices, lines, items, payments and charges. */
export const extensions: Definition[] = [
  {
    key: EXT_KEY_VAT_RATE,
    name: { el: "Κατηγορία ΦΠΑ", en: "VAT rate" },
    desc: {
      en: [
        "VAT category that myDATA expects on every line tax. Greece has a standard, a reduced and a",
        "super-reduced rate, each cut by 30% on five islands (Chios, Kos, Leros, Lesbos and Samos),",
        "and AADE numbers each of the resulting rates.",
        "",
        "When the line tax names a GOBL rate, the category and the percent are filled in from it:",
        "",
        "- `standard` → `1`, `reduced` → `2`, `super-reduced` → `3`",
        "- `standard+island` → `4`, `reduced+island` → `5`, `super-reduced+island` → `6`",
        "- `exempt` → `7`",
        "",
        "Category `8` (entries without VAT, such as payroll or depreciation) has no GOBL rate: set it",
        "yourself. Example: a line tax `{ \"cat\": \"VAT\", \"rate\": \"reduced+island\" }` is reported as `5`.",
      ].join("\n"),
    },
    sources: [
      {
        title: {
          el: "Τεχνική περιγραφή διεπαφών REST API για διαβίβαση & λήψη δεδομένων για χρήστες ERP (Έκδοση 2.0.0)",
          en: "Technical description of REST API interfaces for sending & receiving data for ERP users (Version 2.0.0)",
        },
        url: "https://www.aade.gr/sites/default/files/2025-12/myDATA%20API%20Documentation%20v2.0.0_official_erp.pdf",
      },
    ],
    values: [
      { code: "1", name: { el: "Κανονικός συντελεστής", en: "Standard rate" } },
      { code: "2", name: { el: "Μειωμένος συντελεστής", en: "Reduced rate" } },
      { code: "3", name: { el: "Υπερμειωμένος συντελεστής", en: "Super-Reduced Rate" } },
      { code: "4", name: { el: "Κανονικός συντελεστής (Νησί)", en: "Standard rate (Island)" } },
      { code: "5", name: { el: "Μειωμένος συντελεστής (Νησί)", en: "Reduced rate (Island)" } },
      { code: "6", name: { el: "Υπερμειωμένος συντελεστής (Νησί)", en: "Super-reduced rate (Island)" } },
      { code: "7", name: { el: "Άνευ ΦΠΑ", en: "Without VAT" } },
      {
        code: "8",
        name: {
          el: "Εγγραφές χωρίς ΦΠΑ (πχ Μισθοδοσία, Αποσβέσεις)",
          en: "Records without VAT (e.g. Payroll, Amortisations)",
        },
      },
    ],
  },
  {
    key: EXT_KEY_INVOICE_TYPE,
    name: { el: "Είδος παραστατικού", en: "Invoice type" },
    desc: {
      en: [
        "Document type as myDATA classifies it (for instance `1.1` for a sales invoice of goods). It is",
        "chosen from the invoice `type` and `$tags`:",
        "",
        "- `standard`, no tags: `2.1`; with `services`: `2.1`; `services` + `export`: `2.3`;",
        "  `services` + `export` + `eu`: `2.2`",
        "- `standard` with `goods`: `1.1`; `goods` + `export`: `1.3`; `goods` + `export` + `eu`: `1.2`;",
        "  `goods` + `self-billed`: `1.4`",
        "- `standard` with `simplified`: `11.3`; plus `goods`: `11.1`; plus `services`: `11.2`",
        "- `credit-note`: `5.1`; with `simplified`: `11.4`; with `goods` + `simplified` + `self-billed`: `11.5`",
        "",
        "To send another code, make the invoice `type` `other` and write the code in the invoice's",
        "`tax.ext`, e.g. `{ \"gr-mydata-invoice-type\": \"1.4\" }`.",
      ].join("\n"),
    },
    sources: [
      {
        title: {
          el: "Τεχνική περιγραφή διεπαφών REST API για διαβίβαση & λήψη δεδομένων για χρήστες ERP (Έκδοση 2.0.0)",
          en: "Technical description of REST API interfaces for sending & receiving data for ERP users (Version 2.0.0)",
        },
        url: "https://www.aade.gr/sites/default/files/2025-12/myDATA%20API%20Documentation%20v2.0.0_official_erp.pdf",
      },
    ],
    values: [
      { code: "1.1", name: { el: "Τιμολόγιο Πώλησης", en: "Sales Invoice" } },
      {
        code: "1.2",
        name: { el: "Τιμολόγιο Πώλησης/Ενδοκοινοτικές Παραδόσεις", en: "Sales Invoice/Intra-community Supplies" },
      },
      {
        code: "1.3",
        name: { el: "Τιμολόγιο Πώλησης/Παραδόσεις Τρίτων Χωρών", en: "Sales Invoice/Third Country Supplies" },
      },
      {
        code: "1.4",
        name: {
          el: "Τιμολόγιο Πώλησης/Πώληση για Λογαριασμό Τρίτων",
          en: "Sales Invoice/Sale on Behalf of Third Parties",
        },
      },
      {
        code: "1.5",
        name: {
          el: "Τιμολόγιο Πώλησης/Εκκαθάριση Πωλήσεων Τρίτων - Αμοιβή από Πωλήσεις Τρίτων",
          en: "Sales Invoice/Clearance of Sales on Behalf of Third Parties – Fees from Sales on Behalf of Third Parties",
        },
      },
      {
        code: "1.6",
        name: {
          el: "Τιμολόγιο Πώλησης/Συμπληρωματικό Παραστατικό",
          en: "Sales Invoice/Supplemental Accounting Source Document",
        },
      },
      { code: "2.1", name: { el: "Τιμολόγιο Παροχής Υπηρεσιών", en: "Service Rendered Invoice" } },
      {
        code: "2.2",
        name: {
          el: "Τιμολόγιο Παροχής/Ενδοκοινοτική Παροχή Υπηρεσιών",
          en: "Intra-community Service Rendered Invoice",
        },
      },
      {
        code: "2.3",
        name: {
          el: "Τιμολόγιο Παροχής/Παροχή Υπηρεσιών σε λήπτη Τρίτης Χώρας",
          en: "Third Country Service Rendered Invoice",
        },
      },
      {
        code: "2.4",
        name: {
          el: "Τιμολόγιο Παροχής/Συμπληρωματικό Παραστατικό",
          en: "Service Rendered Invoice/Supplemental Accounting Source Document",
        },
      },
      {
        code: "3.1",
        name: { el: "Τίτλος Κτήσης (μη υπόχρεος Εκδότης)", en: "Proof of Expenditure (non-liable Issuer)" },
      },
      {
        code: "3.2",
        name: {
          el: "Τίτλος Κτήσης (άρνηση έκδοσης από υπόχρεο Εκδότη)",
          en: "Proof of Expenditure (denial of issuance by liable Issuer)",
        },
      },
      { code: "5.1", name: { el: "Πιστωτικό Τιμολόγιο/Συσχετιζόμενο", en: "Credit Invoice/Associated" } },
      {
        code: "5.2",
        name: { el: "Πιστωτικό Τιμολόγιο/Μη Συσχετιζόμενο", en: "Credit Invoice/Non-Associated" },
      },
      { code: "6.1", name: { el: "Στοιχείο Αυτοπαράδοσης", en: "Self-Delivery Record" } },
      { code: "6.2", name: { el: "Στοιχείο Ιδιοχρησιμοποίησης", en: "Self-Supply Record" } },
      { code: "7.1", name: { el: "Συμβόλαιο - Έσοδο", en: "Contract – Income" } },
      { code: "8.1", name: { el: "Ενοίκια - Έσοδο", en: "Rents – Income" } },
      {
        code: "8.2",
        name: {
          el: "Ειδικό Στοιχείο – Απόδειξης Είσπραξης Φόρου Διαμονής",
          en: "Special Record – Accommodation Tax Collection/Payment Receipt",
        },
      },
      { code: "11.1", name: { el: "ΑΛΠ", en: "Retail Sales Receipt" } },
      { code: "11.2", name: { el: "ΑΠΥ", en: "Service Rendered Receipt" } },
      { code: "11.3", name: { el: "Απλοποιημένο Τιμολόγιο", en: "Simplified Invoice" } },
      { code: "11.4", name: { el: "Πιστωτικό Στοιχ. Λιανικής", en: "Retail Sales Credit Note" } },
      {
        code: "11.5",
        name: {
          el: "Απόδειξη Λιανικής Πώλησης για Λογ/σμό Τρίτων",
          en: "Retail Sales Receipt on Behalf of Third Parties",
        },
      },
      {
        code: "13.1",
        name: {
          el: "Έξοδα - Αγορές Λιανικών Συναλλαγών ημεδαπής / αλλοδαπής",
          en: "Expenses – Domestic/Foreign Retail Transaction Purchases",
        },
      },
      {
        code: "13.2",
        name: {
          el: "Παροχή Λιανικών Συναλλαγών ημεδαπής / αλλοδαπής",
          en: "Domestic/Foreign Retail Transaction Provision",
        },
      },
      { code: "13.3", name: { el: "Κοινόχρηστα", en: "Shared Utility Bills" } },
      { code: "13.4", name: { el: "Συνδρομές", en: "Subscriptions" } },
      {
        code: "13.30",
        name: {
          el: "Παραστατικά Οντότητας ως Αναγράφονται από την ίδια (Δυναμικό)",
          en: "Self-Declared Entity Accounting Source Documents (Dynamic)",
        },
      },
      {
        code: "13.31",
        name: {
          el: "Πιστωτικό Στοιχ. Λιανικής ημεδαπής / αλλοδαπής",
          en: "Domestic/Foreign Retail Sales Credit Note",
        },
      },
      {
        code: "14.1",
        name: { el: "Τιμολόγιο / Ενδοκοινοτικές Αποκτήσεις", en: "Invoice/Intra-community Acquisitions" },
      },
      {
        code: "14.2",
        name: { el: "Τιμολόγιο / Αποκτήσεις Τρίτων Χωρών", en: "Invoice/Third Country Acquisitions" },
      },
      {
        code: "14.3",
        name: { el: "Τιμολόγιο / Ενδοκοινοτική Λήψη Υπηρεσιών", en: "Invoice/Intra-community Services Receipt" },
      },
      {
        code: "14.4",
        name: { el: "Τιμολόγιο / Λήψη Υπηρεσιών Τρίτων Χωρών", en: "Invoice/Third Country Services Receipt" },
      },
      { code: "14.5", name: { el: "ΕΦΚΑ και λοιποί Ασφαλιστικοί Οργανισμοί", en: "EFKA" } },
      {
        code: "14.30",
        name: {
          el: "Παραστατικά Οντότητας ως Αναγράφονται από την ίδια (Δυναμικό)",
          en: "Self-Declared Entity Accounting Source Documents (Dynamic)",
        },
      },
      { code: "14.31", name: { el: "Πιστωτικό ημεδαπής / αλλοδαπής", en: "Domestic/Foreign Credit Note" } },
      { code: "15.1", name: { el: "Συμβόλαιο - Έξοδο", en: "Contract-Expense" } },
      { code: "16.1", name: { el: "Ενοίκιο Έξοδο", en: "Rent-Expense" } },
      { code: "17.1", name: { el: "Μισθοδοσία", en: "Payroll" } },
      { code: "17.2", name: { el: "Αποσβέσεις", en: "Amortisations" } },
      {
        code: "17.3",
        name: {
          el: "Λοιπές Εγγραφές Τακτοποίησης Εσόδων - Λογιστική Βάση",
          en: "Other Income Adjustment/Regularisation Entries – Accounting Base",
        },
      },
      {
        code: "17.4",
        name: {
          el: "Λοιπές Εγγραφές Τακτοποίησης Εσόδων - Φορολογική Βάση",
          en: "Other Income Adjustment/Regularisation Entries – Tax Base",
        },
      },
      {
        code: "17.5",
        name: {
          el: "Λοιπές Εγγραφές Τακτοποίησης Εξόδων - Λογιστική Βάση",
          en: "Other Expense Adjustment/Regularisation Entries – Accounting Base",
        },
      },
      {
        code: "17.6",
        name: {
          el: "Λοιπές Εγγραφές Τακτοποίησης Εξόδων - Φορολογική Βάση",
          en: "Other Expense Adjustment/Regularisation Entries – Tax Base",
        },
      },
    ],
  },
  {
    key: EXT_KEY_PAYMENT_MEANS,
    name: { el: "Τρόπος Πληρωμής", en: "Payment means" },
    desc: {
      en: [
        "Payment method that myDATA requires on each invoice, taken from the `key` of the payment",
        "instructions:",
        "",
        "- `credit-transfer` → `1` (domestic payment account)",
        "- `credit-transfer+foreign` → `2` (foreign payment account)",
        "- `cash` → `3`",
        "- `cheque` → `4`",
        "- `promissory-note` → `5` (on credit)",
        "- `online` → `6` (web banking)",
        "- `card` → `7` (POS / e-POS)",
      ].join("\n"),
    },
    sources: [
      {
        title: {
          el: "Τεχνική περιγραφή διεπαφών REST API για διαβίβαση & λήψη δεδομένων για χρήστες ERP (Έκδοση 2.0.0)",
          en: "Technical description of REST API interfaces for sending & receiving data for ERP users (Version 2.0.0)",
        },
        url: "https://www.aade.gr/sites/default/files/2025-12/myDATA%20API%20Documentation%20v2.0.0_official_erp.pdf",
      },
    ],
    values: [
      {
        code: "1",
        name: { el: "Επαγ. Λογαριασμός Πληρωμών Ημεδαπής", en: "Domestic Payments Account Number" },
      },
      {
        code: "2",
        name: { el: "Επαγ. Λογαριασμός Πληρωμών Αλλοδαπής", en: "Foreign Payments Account Number" },
      },
      { code: "3", name: { el: "Μετρητά", en: "Cash" } },
      { code: "4", name: { el: "Επιταγή", en: "Check" } },
      { code: "5", name: { el: "Επί Πιστώσει", en: "On credit" } },
      { code: "6", name: { el: "Web Banking", en: "Web Banking" } },
      { code: "7", name: { el: "POS / e-POS", en: "POS / e-POS" } },
    ],
  },
  {
    key: EXT_KEY_EXEMPTION,
    name: { el: "Κατηγορία Αιτίας Εξαίρεσης ΦΠΑ", en: "VAT exemption cause" },
    desc: {
      en: [
        "Reason why a line carries no VAT; myDATA asks for it on every line taxed without VAT. Set it in",
        "the `ext` of the line's VAT combo (for instance `8` for goods exported outside the EU). A code is",
        "guessed from the combo `key` where possible, but the right article depends on the transaction,",
        "so confirm the choice with a tax adviser.",
        "",
        "The notes on each code below are informal summaries and may be imprecise; the article named in",
        "the code's title is what counts.",
      ].join("\n"),
    },
    sources: [
      {
        title: {
          el: "Τεχνική περιγραφή διεπαφών REST API για διαβίβαση & λήψη δεδομένων για χρήστες ERP (Έκδοση 2.0.0)",
          en: "Technical description of REST API interfaces for sending & receiving data for ERP users (Version 2.0.0)",
        },
        url: "https://www.aade.gr/sites/default/files/2025-12/myDATA%20API%20Documentation%20v2.0.0_official_erp.pdf",
      },
    ],
    values: [
      {
        code: "1",
        name: { el: "Χωρίς ΦΠΑ - άρθρο 3 του Κώδικα ΦΠΑ", en: "Without VAT - article 3 of the VAT code" },
        desc: { en: "Art. 3: the transaction is not something VAT taxes at all." },
      },
      {
        code: "2",
        name: { el: "Χωρίς ΦΠΑ - άρθρο 5 του Κώδικα ΦΠΑ", en: "Without VAT - article 5 of the VAT code" },
        desc: {
          en: "Art. 5: cases the law does not treat as a taxable supply, so no Greek VAT.",
        },
      },
      {
        code: "3",
        name: { el: "Χωρίς ΦΠΑ - άρθρο 13 του Κώδικα ΦΠΑ", en: "Without VAT - article 13 of the VAT code" },
        desc: { en: "Exempt under Art. 13 of the Greek VAT Code." },
      },
      {
        code: "4",
        name: { el: "Χωρίς ΦΠΑ - άρθρο 14 του Κώδικα ΦΠΑ", en: "Without VAT - article 14 of the VAT code" },
        desc: { en: "Exempt under one of the specific cases laid down in Art. 14." },
      },
      {
        code: "5",
        name: { el: "Χωρίς ΦΠΑ - άρθρο 16 του Κώδικα ΦΠΑ", en: "Without VAT - article 16 of the VAT code" },
        desc: { en: "Non-taxable or exempt cases listed in Art. 16." },
      },
      {
        code: "6",
        name: { el: "Χωρίς ΦΠΑ - άρθρο 19 του Κώδικα ΦΠΑ", en: "Without VAT - article 19 of the VAT code" },
        desc: {
          en: "Art. 19 cases, where special valuation or administrative rules leave the item untaxed.",
        },
      },
      {
        code: "7",
        name: { el: "Χωρίς ΦΠΑ - άρθρο 22 του Κώδικα ΦΠΑ", en: "Without VAT - article 22 of the VAT code" },
        desc: {
          en: "Art. 22: the usual exempt activities, such as health care, education, culture, finance and insurance, or letting property.",
        },
      },
      {
        code: "8",
        name: { el: "Χωρίς ΦΠΑ - άρθρο 24 του Κώδικα ΦΠΑ", en: "Without VAT - article 24 of the VAT code" },
        desc: { en: "Art. 24: goods exported outside the EU; exempt, with input VAT still deductible." },
      },
      {
        code: "9",
        name: { el: "Χωρίς ΦΠΑ - άρθρο 25 του Κώδικα ΦΠΑ", en: "Without VAT - article 25 of the VAT code" },
        desc: { en: "Art. 25: free zones, warehousing and exemptions tied to international transport." },
      },
      {
        code: "10",
        name: { el: "Χωρίς ΦΠΑ - άρθρο 26 του Κώδικα ΦΠΑ", en: "Without VAT - article 26 of the VAT code" },
        desc: { en: "Art. 26: further exemptions that the law lists case by case." },
      },
      {
        code: "11",
        name: { el: "Χωρίς ΦΠΑ - άρθρο 27 του Κώδικα ΦΠΑ", en: "Without VAT - article 27 of the VAT code" },
        desc: { en: "Art. 27: supplies for ships, aircraft and similar cases." },
      },
      {
        code: "12",
        name: {
          el: "Χωρίς ΦΠΑ - άρθρο 27 - Πλοία Ανοικτής Θαλάσσης του Κώδικα ΦΠΑ",
          en: "Without VAT - article 27 - Seagoing Vessels of the VAT code",
        },
        desc: {
          en: "Art. 27: supplies for vessels sailing the high seas; exempt, with the right to deduct.",
        },
      },
      {
        code: "13",
        name: {
          el: "Χωρίς ΦΠΑ - άρθρο 27.1.γ - Πλοία Ανοικτής Θαλάσσης του Κώδικα ΦΠΑ",
          en: "Without VAT - article 27.1.γ - Seagoing Vessels of the VAT code",
        },
        desc: { en: "Art. 27(1)(c): a particular case for seagoing vessels." },
      },
      {
        code: "14",
        name: { el: "Χωρίς ΦΠΑ - άρθρο 28 του Κώδικα ΦΠΑ", en: "Without VAT - article 28 of the VAT code" },
        desc: { en: "Art. 28: goods supplied to a business in another member state (intra-Community supply)." },
      },
      {
        code: "15",
        name: { el: "Χωρίς ΦΠΑ - άρθρο 39 του Κώδικα ΦΠΑ", en: "Without VAT - article 39 of the VAT code" },
        desc: { en: "Art. 39: special scheme exempting small businesses." },
      },
      {
        code: "16",
        name: { el: "Χωρίς ΦΠΑ - άρθρο 39α του Κώδικα ΦΠΑ", en: "Without VAT - article 39a of the VAT code" },
        desc: { en: "Art. 39a: domestic reverse charge (mobile phones, tablets, game consoles, scrap and the like)." },
      },
      {
        code: "17",
        name: { el: "Χωρίς ΦΠΑ - άρθρο 40 του Κώδικα ΦΠΑ", en: "Without VAT - article 40 of the VAT code" },
        desc: { en: "Art. 40: flat-rate special scheme, under which no output VAT is charged." },
      },
      {
        code: "18",
        name: { el: "Χωρίς ΦΠΑ - άρθρο 41 του Κώδικα ΦΠΑ", en: "Without VAT - article 41 of the VAT code" },
        desc: { en: "Art. 41: special scheme for farmers, who charge no VAT and receive a flat-rate compensation." },
      },
      {
        code: "19",
        name: { el: "Χωρίς ΦΠΑ - άρθρο 47 του Κώδικα ΦΠΑ", en: "Without VAT - article 47 of the VAT code" },
        desc: { en: "Art. 47: investment gold, normally exempt unless the option to tax is taken." },
      },
      {
        code: "20",
        name: {
          el: "ΦΠΑ εμπεριεχόμενος - άρθρο 43 του Κώδικα ΦΠΑ",
          en: "VAT included - article 43 of the VAT code",
        },
        desc: { en: "Art. 43: margin scheme for travel agents (TOMS), VAT being included in the margin." },
      },
      {
        code: "21",
        name: {
          el: "ΦΠΑ εμπεριεχόμενος - άρθρο 44 του Κώδικα ΦΠΑ",
          en: "VAT included - article 44 of the VAT code",
        },
        desc: { en: "Art. 44: margin scheme for second-hand goods." },
      },
      {
        code: "22",
        name: {
          el: "ΦΠΑ εμπεριεχόμενος - άρθρο 45 του Κώδικα ΦΠΑ",
          en: "VAT included - article 45 of the VAT code",
        },
        desc: { en: "Art. 45: margin scheme for works of art." },
      },
      {
        code: "23",
        name: {
          el: "ΦΠΑ εμπεριεχόμενος - άρθρο 46 του Κώδικα ΦΠΑ",
          en: "VAT included - article 46 of the VAT code",
        },
        desc: { en: "Art. 46: margin scheme for collectors' items and antiques." },
      },
      {
        code: "24",
        name: { el: "Χωρίς ΦΠΑ - άρθρο 6 του Κώδικα ΦΠΑ", en: "Without VAT - article 6 of the VAT code" },
        desc: { en: "Art. 6: left out of VAT by the place-of-supply rules." },
      },
      {
        code: "25",
        name: { el: "Χωρίς ΦΠΑ - ΠΟΛ.1029/1995", en: "Without VAT - ΠΟΛ.1029/1995" },
        desc: { en: "Narrow administrative exemption under circular ΠΟΛ.1029/1995." },
      },
      {
        code: "26",
        name: { el: "Χωρίς ΦΠΑ - ΠΟΛ.1167/2015", en: "Without VAT - ΠΟΛ.1167/2015" },
        desc: { en: "Narrow administrative exemption under circular ΠΟΛ.1167/2015." },
      },
      {
        code: "27",
        name: { el: "Λοιπές Εξαιρέσεις ΦΠΑ", en: "Without VAT - Other VAT exceptions" },
        desc: { en: "Any other exemption provided by law that no other code covers." },
      },
      {
        code: "28",
        name: {
          el: "Χωρίς ΦΠΑ – άρθρο 24 περ. β' παρ.1 του Κώδικα ΦΠΑ, (Tax Free)",
          en: "Without VAT - Article 24 (b) (1) of the VAT Code (Tax Free)",
        },
        desc: { en: "Art. 24(1)(b): tax-free retail sales to travellers from outside the EU." },
      },
      {
        code: "29",
        name: {
          el: "Χωρίς ΦΠΑ – άρθρο 47β, του Κώδικα ΦΠΑ (OSS μη ενωσιακό καθεστώς)",
          en: "Without VAT - Article 47b of the VAT Code (OSS non-EU scheme)",
        },
        desc: { en: "Art. 47b: non-Union OSS scheme for services to EU consumers; the VAT is due in the member state of consumption, not in Greece." },
      },
      {
        code: "30",
        name: {
          el: "Χωρίς ΦΠΑ – άρθρο 47γ, του Κώδικα ΦΠΑ (OSS ενωσιακό καθεστώς)",
          en: "Without VAT - Article 47c of the VAT Code (OSS EU scheme)",
        },
        desc: { en: "Art. 47c: Union OSS scheme for distance sales to consumers within the EU; the VAT is due in the member state of consumption." },
      },
      {
        code: "31",
        name: {
          el: "Χωρίς ΦΠΑ – άρθρο 47δ του Κώδικα ΦΠΑ (IOSS)",
          en: "Excluding VAT - Article 47d of the VAT Code (IOSS)",
        },
        desc: { en: "Art. 47d: IOSS for imported goods of low value; the VAT is declared through IOSS in the member state of consumption." },
      },
    ],
  },
  {
    key: EXT_KEY_INCOME_CAT,
    name: { el: "Κωδικός Κατηγορίας Χαρακτηρισμού Εσόδων", en: "Income Classification Category" },
    desc: {
      en: [
        "Income classification category of an item, which a myDATA report may include. Set it in the",
        "item's `ext` together with the income classification type (`gr-mydata-income-type`), for",
        "instance `category1_3` with `E3_561_003`.",
      ].join("\n"),
    },
    sources: [
      {
        title: {
          el: "Τεχνική περιγραφή διεπαφών REST API για διαβίβαση & λήψη δεδομένων για χρήστες ERP (Έκδοση 2.0.0)",
          en: "Technical description of REST API interfaces for sending & receiving data for ERP users (Version 2.0.0)",
        },
        url: "https://www.aade.gr/sites/default/files/2025-12/myDATA%20API%20Documentation%20v2.0.0_official_erp.pdf",
      },
    ],
    values: [
      {
        code: "category1_1",
        name: { el: "Έσοδα από Πώληση Εμπορευμάτων (+)/(-)", en: "Commodity Sale Income (+)/(-)" },
      },
      {
        code: "category1_2",
        name: { el: "Έσοδα από Πώληση Προϊόντων (+)/(-)", en: "Product Sale Income (+)/(-)" },
      },
      {
        code: "category1_3",
        name: { el: "Έσοδα από Παροχή Υπηρεσιών (+)/(-)", en: "Provision of Services Income (+)/(-)" },
      },
      {
        code: "category1_4",
        name: { el: "Έσοδα από Πώληση Παγίων (+)/(-)", en: "Sale of Fixed Assets Income (+)/(-)" },
      },
      { code: "category1_5", name: { el: "Λοιπά Έσοδα/ Κέρδη (+)/(-)", en: "Other Income/Profits (+)/(-)" } },
      {
        code: "category1_6",
        name: { el: "Αυτοπαραδόσεις / Ιδιοχρησιμοποιήσεις (+)/(-)", en: "Self-Deliveries/Self-Supplies (+)/(-)" },
      },
      {
        code: "category1_7",
        name: { el: "Έσοδα για λ/σμο τρίτων (+)/(-)", en: "Income on behalf of Third Parties (+)/(-)" },
      },
      {
        code: "category1_8",
        name: { el: "Έσοδα προηγούμενων χρήσεων (+)/ (-)", en: "Past fiscal years income (+)/(-)" },
      },
      {
        code: "category1_9",
        name: { el: "Έσοδα επομένων χρήσεων (+)/(-)", en: "Future fiscal years income (+)/(-)" },
      },
      {
        code: "category1_10",
        name: {
          el: "Λοιπές Εγγραφές Τακτοποίησης Εσόδων (+)/(-)",
          en: "Other Income Adjustment/Regularisation Entries (+)/(-)",
        },
      },
      {
        code: "category1_95",
        name: { el: "Λοιπά Πληροφοριακά Στοιχεία Εσόδων (+)/(-)", en: "Other Income-related Information (+)/(-)" },
      },
    ],
  },
  {
    key: EXT_KEY_INCOME_TYPE,
    name: { el: "Κωδικός Τύπου Χαρακτηρισμού Εσόδων", en: "Income Classification Type" },
    desc: { en: "Income classification type of an item, given alongside the category (`gr-mydata-income-cat`)." },
    sources: [
      {
        title: {
          el: "Τεχνική περιγραφή διεπαφών REST API για διαβίβαση & λήψη δεδομένων για χρήστες ERP (Έκδοση 2.0.0)",
          en: "Technical description of REST API interfaces for sending & receiving data for ERP users (Version 2.0.0)",
        },
        url: "https://www.aade.gr/sites/default/files/2025-12/myDATA%20API%20Documentation%20v2.0.0_official_erp.pdf",
      },
    ],
    values: [
      {
        code: "E3_106",
        name: {
          el: "Ιδιοπαραγωγή παγίων - Αυτοπαραδόσεις - Καταστροφές αποθεμάτων/Εμπορεύματα",
          en: "Self-Production of Fixed Assets – Self-Deliveries – Destroying inventory/Commodities",
        },
      },
      {
        code: "E3_205",
        name: {
          el: "Ιδιοπαραγωγή παγίων - Αυτοπαραδόσεις - Καταστροφές αποθεμάτων/Πρώτες ύλες και λοιπά υλικά",
          en: "Self-Production of Fixed Assets – Self-Deliveries – Destroying inventory/Raw and other materials",
        },
      },
      {
        code: "E3_210",
        name: {
          el: "Ιδιοπαραγωγή παγίων - Αυτοπαραδόσεις - Καταστροφές αποθεμάτων/Προϊόντα και παραγωγή σε εξέλιξη",
          en: "Self-Production of Fixed Assets – Self-Deliveries – Destroying inventory/Products and production in progress",
        },
      },
      {
        code: "E3_305",
        name: {
          el: "Ιδιοπαραγωγή παγίων - Αυτοπαραδόσεις – Καταστροφές αποθεμάτων/Πρώτες ύλες και λοιπά υλικά",
          en: "Self-Production of Fixed Assets – Self-Deliveries – Destroying inventory/Raw and other materials",
        },
      },
      {
        code: "E3_310",
        name: {
          el: "Ιδιοπαραγωγή παγίων - Αυτοπαραδόσεις - Καταστροφές αποθεμάτων/Προϊόντα και παραγωγή σε εξέλιξη",
          en: "Self-Production of Fixed Assets – Self-Deliveries – Destroying inventory/Products and production in progress",
        },
      },
      {
        code: "E3_318",
        name: {
          el: "Ιδιοπαραγωγή παγίων - Αυτοπαραδόσεις - Καταστροφές αποθεμάτων/Έξοδα παραγωγής",
          en: "Self-Production of Fixed Assets – Self-Deliveries – Destroying inventory/Production expenses",
        },
      },
      {
        code: "E3_561_001",
        name: {
          el: "Πωλήσεις αγαθών και υπηρεσιών Χονδρικές - Επιτηδευματιών",
          en: "Wholesale Sales of Goods and Services – for Traders",
        },
      },
      {
        code: "E3_561_002",
        name: {
          el: "Πωλήσεις αγαθών και υπηρεσιών Χονδρικές βάσει άρθρου 39α παρ 5 του Κώδικα Φ.Π.Α. (Ν.2859/2000)",
          en: "Wholesale Sales of Goods and Services pursuant to article 39a paragraph 5 of the VAT Code (Law 2859/2000)",
        },
      },
      {
        code: "E3_561_003",
        name: {
          el: "Πωλήσεις αγαθών και υπηρεσιών Λιανικές - Ιδιωτική Πελατεία",
          en: "Retail Sales of Goods and Services – Private Clientele",
        },
      },
      {
        code: "E3_561_004",
        name: {
          el: "Πωλήσεις αγαθών και υπηρεσιών Λιανικές βάσει άρθρου 39α παρ 5 του Κώδικα Φ.Π.Α. (Ν.2859/2000)",
          en: "Retail Sales of Goods and Services pursuant to article 39a paragraph 5 of the VAT Code (Law 2859/2000)",
        },
      },
      {
        code: "E3_561_005",
        name: {
          el: "Πωλήσεις αγαθών και υπηρεσιών Εξωτερικού Ενδοκοινοτικές",
          en: "Intra-Community Foreign Sales of Goods and Services",
        },
      },
      {
        code: "E3_561_006",
        name: {
          el: "Πωλήσεις αγαθών και υπηρεσιών Εξωτερικού Τρίτες Χώρες",
          en: "Third Country Foreign Sales of Goods and Services",
        },
      },
      {
        code: "E3_561_007",
        name: { el: "Πωλήσεις αγαθών και υπηρεσιών Λοιπά", en: "Other Sales of Goods and Services" },
      },
      { code: "E3_562", name: { el: "Λοιπά συνήθη έσοδα", en: "Other Ordinary Income" } },
      {
        code: "E3_563",
        name: { el: "Πιστωτικοί τόκοι και συναφή έσοδα", en: "Credit Interest and Related Income" },
      },
      {
        code: "E3_564",
        name: { el: "Πιστωτικές συναλλαγματικές διαφορές", en: "Credit Exchange Differences" },
      },
      { code: "E3_565", name: { el: "Έσοδα συμμετοχών", en: "Income from Participations" } },
      {
        code: "E3_566",
        name: {
          el: "Κέρδη από διάθεση μη κυκλοφορούντων περιουσιακών στοιχείων",
          en: "Profits from Disposing Non-Current Assets",
        },
      },
      {
        code: "E3_567",
        name: {
          el: "Κέρδη από αναστροφή προβλέψεων και απομειώσεων",
          en: "Profits from the Reversal of Provisions and Impairments",
        },
      },
      {
        code: "E3_568",
        name: { el: "Κέρδη από επιμέτρηση στην εύλογη αξία", en: "Profits from Measurement at Fair Value" },
      },
      { code: "E3_570", name: { el: "Ασυνήθη έσοδα και κέρδη", en: "Extraordinary income and profits" } },
      { code: "E3_595", name: { el: "Έξοδα σε ιδιοπαραγωγή", en: "Self-Production Expenses" } },
      { code: "E3_596", name: { el: "Επιδοτήσεις - Επιχορηγήσεις", en: "Subsidies - Grants" } },
      {
        code: "E3_597",
        name: {
          el: "Επιδοτήσεις - Επιχορηγήσεις για επενδυτικούς σκοπούς - κάλυψη δαπανών",
          en: "Subsidies – Grants for Investment Purposes – Expense Coverage",
        },
      },
      { code: "E3_880_001", name: { el: "Πωλήσεις Παγίων Χονδρικές", en: "Wholesale Sales of Fixed Assets" } },
      { code: "E3_880_002", name: { el: "Πωλήσεις Παγίων Λιανικές", en: "Retail Sales of Fixed Assets" } },
      {
        code: "E3_880_003",
        name: {
          el: "Πωλήσεις Παγίων Εξωτερικού Ενδοκοινοτικές",
          en: "Intra-Community Foreign Sales of Fixed Assets",
        },
      },
      {
        code: "E3_880_004",
        name: { el: "Πωλήσεις Παγίων Εξωτερικού Τρίτες Χώρες", en: "Third Country Foreign Sales of Fixed Assets" },
      },
      {
        code: "E3_881_001",
        name: { el: "Πωλήσεις για λογ/σμο Τρίτων Χονδρικές", en: "Wholesale Sales on behalf of Third Parties" },
      },
      {
        code: "E3_881_002",
        name: { el: "Πωλήσεις για λογ/σμο Τρίτων Λιανικές", en: "Retail Sales on behalf of Third Parties" },
      },
      {
        code: "E3_881_003",
        name: {
          el: "Πωλήσεις για λογ/σμο Τρίτων Εξωτερικού Ενδοκοινοτικές",
          en: "Intra-Community Foreign Sales on behalf of Third Parties",
        },
      },
      {
        code: "E3_881_004",
        name: {
          el: "Πωλήσεις για λογ/σμο Τρίτων Εξωτερικού Τρίτες Χώρες",
          en: "Third Country Foreign Sales on behalf of Third Parties",
        },
      },
      {
        code: "E3_598_001",
        name: { el: "Πωλήσεις αγαθών που υπάγονται σε ΕΦΚ", en: "Sales of goods belonging to excise duty" },
      },
      {
        code: "E3_598_003",
        name: {
          el: "Πωλήσεις για λογαριασμό αγροτών μέσω αγροτικού συνεταιρισμού κ.λ.π.",
          en: "Sales on behalf of farmers through an agricultural cooperative e.t.c.",
        },
      },
    ],
  },
  {
    key: EXT_KEY_TAX_TYPE,
    name: { el: "Είδος Φόρου", en: "Tax type" },
    desc: {
      en: [
        "Kind of tax other than VAT that a charge (or discount) stands for in myDATA. When missing, it is",
        "derived from the charge: from its `key` first (`tax` → `3`, `stamp-duty` → `4`), otherwise from",
        "the detail extension it carries (`gr-mydata-fee` → `2`, `gr-mydata-other-tax` → `3`,",
        "`gr-mydata-stamp-duty` → `4`).",
      ].join("\n"),
    },
    sources: [
      {
        title: {
          el: "Τεχνική περιγραφή διεπαφών REST API για διαβίβαση & λήψη δεδομένων για χρήστες ERP (Έκδοση 2.0.0)",
          en: "Technical description of REST API interfaces for sending & receiving data for ERP users (Version 2.0.0)",
        },
        url: "https://www.aade.gr/sites/default/files/2025-12/myDATA%20API%20Documentation%20v2.0.0_official_erp.pdf",
      },
    ],
    values: [
      { code: "1", name: { el: "Παρακρατούμενος Φόρος", en: "Withholding Tax" } },
      { code: "2", name: { el: "Τέλη", en: "Fee" } },
      { code: "3", name: { el: "Λοιποί Φόροι", en: "Other Tax" } },
      { code: "4", name: { el: "Ψηφιακού Τέλος συναλλαγής", en: "Stamp Duty" } },
      { code: "5", name: { el: "Κρατήσεις", en: "Deduction" } },
    ],
  },
  {
    key: EXT_KEY_FEE,
    name: { el: "Κατηγορία Τελών", en: "Fee category" },
    desc: {
      en: "Category of fee that a charge represents, set in the charge's `ext` (its tax type is then `2`).",
    },
    sources: [
      {
        title: {
          el: "Τεχνική περιγραφή διεπαφών REST API για διαβίβαση & λήψη δεδομένων για χρήστες ERP (Έκδοση 2.0.0)",
          en: "Technical description of REST API interfaces for sending & receiving data for ERP users (Version 2.0.0)",
        },
        url: "https://www.aade.gr/sites/default/files/2025-12/myDATA%20API%20Documentation%20v2.0.0_official_erp.pdf",
      },
    ],
    values: [
      {
        code: "1",
        name: { el: "Για μηνιαίο λογαριασμό μέχρι και 50 ευρώ 12%", en: "Monthly account up to 50 euros 12%" },
      },
      {
        code: "2",
        name: {
          el: "Για μηνιαίο λογαριασμό από 50,01 μέχρι και 100 ευρώ 15%",
          en: "Monthly account from 50.01 to 100 euros 15%",
        },
      },
      {
        code: "3",
        name: {
          el: "Για μηνιαίο λογαριασμό από 100,01 μέχρι και 150 ευρώ 18%",
          en: "Monthly account from 100.01 to 150 euros 18%",
        },
      },
      {
        code: "4",
        name: {
          el: "Για μηνιαίο λογαριασμό από 150,01 ευρώ και άνω 20%",
          en: "Monthly account from 150.01 euros and above 20%",
        },
      },
      {
        code: "5",
        name: {
          el: "Τέλος καρτοκινητής επί της αξίας του χρόνου ομιλίας (12%)",
          en: "Mobile telephony fee based on call time value (12%)",
        },
      },
      {
        code: "6",
        name: { el: "Τέλος στη συνδρομητική τηλεόραση 10%", en: "Subscription television fee 10%" },
      },
      {
        code: "7",
        name: { el: "Τέλος συνδρομητών σταθερής τηλεφωνίας 5%", en: "Fixed-line subscription fee 5%" },
      },
      {
        code: "8",
        name: {
          el: "Περιβαλλοντικό Τέλος & πλαστικής σακούλας ν. 2339/2001 αρ. 6α 0,07 ευρώ ανά τεμάχιο",
          en: "Environmental fee & plastic bag v. 2339/2001 art. 6a 0.07 euros per item",
        },
      },
      { code: "9", name: { el: "Εισφορά δακοκτονίας 2%", en: "Postal service contribution 2%" } },
      { code: "10", name: { el: "Λοιπά τέλη", en: "Other fees" } },
      { code: "11", name: { el: "Τέλη Λοιπών Φόρων", en: "Petroleum fees" } },
      { code: "12", name: { el: "Εισφορά δακοκτονίας", en: "Postal service contribution" } },
      {
        code: "13",
        name: { el: "Για μηνιαίο λογαριασμό κάθε σύνδεσης (10%)", en: "Monthly account per connection (10%)" },
      },
      {
        code: "14",
        name: {
          el: "Τέλος καρτοκινητής επί της αξίας του χρόνου ομιλίας (10%)",
          en: "Mobile and mobile telephony fee based on call time value (10%)",
        },
      },
      {
        code: "15",
        name: {
          el: "Τέλος κινητής και καρτοκινητής για φυσικά πρόσωπα ηλικίας 15 έως και 29 ετών (0%)",
          en: "Mobile and mobile telephony fee for natural persons aged 15 to 29 years (0%)",
        },
      },
      {
        code: "16",
        name: {
          el: "Εισφορά προστασίας περιβάλλοντος πλαστικών προϊόντων 0,04 λεπτά ανά τεμάχιο [άρθρο 4 ν. 4736/2020]",
          en: "Environmental protection contribution for plastic products 0.04 cents per item [article 4 v. 4736/2020]",
        },
      },
      {
        code: "17",
        name: {
          el: "Τέλος ανακύκλωσης 0,08 λεπτά ανά τεμάχιο [άρθρο 80 ν. 4819/2021]",
          en: "Recycling fee 0.08 cents per item [article 80 v. 4819/2021]",
        },
      },
      { code: "18", name: { el: "Τέλος διαμονής παρεπιδημούντων", en: "Accommodation fee" } },
      {
        code: "19",
        name: {
          el: "Τέλος επί των ακαθάριστων εσόδων των εστιατορίων και συναφών καταστημάτων",
          en: "Fee on gross revenues of restaurants and related establishments",
        },
      },
      {
        code: "20",
        name: {
          el: "Τέλος επί των ακαθάριστων εσόδων των κέντρων διασκέδασης",
          en: "Fee on gross revenues of entertainment centers",
        },
      },
      {
        code: "21",
        name: { el: "Τέλος επί των ακαθάριστων εσόδων των καζίνο", en: "Fee on gross revenues of casinos" },
      },
      {
        code: "22",
        name: { el: "Λοιπά τέλη επί των ακαθάριστων εσόδων", en: "Other fees on gross revenues" },
      },
    ],
  },
  {
    key: EXT_KEY_OTHER_TAX,
    name: { el: "Κατηγορία Λοιπών Φόρων", en: "Other taxes category" },
    desc: {
      en: "Category of a non-VAT tax that a charge represents, set in the charge's `ext` (its tax type is then `3`).",
    },
    sources: [
      {
        title: {
          el: "Τεχνική περιγραφή διεπαφών REST API για διαβίβαση & λήψη δεδομένων για χρήστες ERP (Έκδοση 2.0.0)",
          en: "Technical description of REST API interfaces for sending & receiving data for ERP users (Version 2.0.0)",
        },
        url: "https://www.aade.gr/sites/default/files/2025-12/myDATA%20API%20Documentation%20v2.0.0_official_erp.pdf",
      },
    ],
    values: [
      { code: "1", name: { el: "α1) ασφάλιστρα κλάδου πυρός 20%", en: "a1) fire insurance premiums 20%" } },
      { code: "2", name: { el: "α2) ασφάλιστρα κλάδου πυρός 20%", en: "a2) fire insurance premiums 20%" } },
      { code: "3", name: { el: "β) ασφάλιστρα κλάδου ζωής 4%", en: "b) life insurance premiums 4%" } },
      {
        code: "4",
        name: { el: "γ) ασφάλιστρα λοιπών κλάδων 15%", en: "c) insurance premiums for other branches 15%" },
      },
      {
        code: "5",
        name: { el: "δ) απαλλασσόμενα φόρου ασφάλιστρα 0%", en: "d) tax-exempt insurance premiums 0%" },
      },
      { code: "6", name: { el: "Ξενοδοχεία 1-2 αστέρων 0,50 €", en: "Hotels 1-2 stars 0.50 €" } },
      { code: "7", name: { el: "Ξενοδοχεία 3 αστέρων 1,50 €", en: "Hotels 3 stars 1.50 €" } },
      { code: "8", name: { el: "Ξενοδοχεία 4 αστέρων 3,00 €", en: "Hotels 4 stars 3.00 €" } },
      { code: "9", name: { el: "Ξενοδοχεία 4 αστέρων 4,00 €", en: "Hotels 4 stars 4.00 €" } },
      {
        code: "10",
        name: {
          el: "Ενοικιαζόμενα - επιπλωμένα δωμάτια - διαμερίσματα 0,50 €",
          en: "Rented - furnished rooms - apartments 0.50 €",
        },
      },
      {
        code: "11",
        name: {
          el: "Ειδικός Φόρος στις διαφημίσεις που προβάλλονται από την τηλεόραση (ΕΦΔΤ) 5%",
          en: "Special tax on advertisements broadcast on television (EFTD) 5%",
        },
      },
      {
        code: "12",
        name: {
          el: "3.1 Φόρος πολυτελείας 10% επί της φορολογητέας αξίας για τα ενδοκοινοτικώς αποκτούμενα και εισαγόμενα από τρίτες χώρες 10%",
          en: "3.1 Luxury tax 10% on the taxable value for intra-Community acquisitions and imported from third countries 10%",
        },
      },
      {
        code: "13",
        name: {
          el: "3.2 Φόρος πολυτελείας 10% επί της τιμής πώλησης προ Φ.Π.Α. για τα εγχωρίως παραγόμενα είδη 10%",
          en: "3.2 Luxury tax 10% on the selling price before VAT for domestically produced goods 10%",
        },
      },
      {
        code: "14",
        name: {
          el: "Δικαίωμα του Δημοσίου στα εισιτήρια των καζίνο (80% επί του εισιτηρίου)",
          en: "State rights on casino tickets (80% on the ticket)",
        },
      },
      { code: "15", name: { el: "ασφάλιστρα κλάδου πυρός 20%", en: "Fire insurance premiums 20%" } },
      { code: "16", name: { el: "Λοιποί Τελωνειακοί Δασμοί-Φόροι", en: "Other Customs Duties-Taxes" } },
      { code: "17", name: { el: "Λοιποί Φόροι", en: "Other Taxes" } },
      { code: "18", name: { el: "Επιβαρύνσεις Λοιπών Φόρων", en: "Charges of Other Taxes" } },
      { code: "19", name: { el: "ΕΦΚ", en: "EFK" } },
      {
        code: "20",
        name: { el: "Ξενοδοχεία 1-2 αστέρων 1,50€ (ανά Δωμ./Διαμ.)", en: "Hotels 1-2 stars 1.50€ (per Room/Night)" },
      },
      {
        code: "21",
        name: { el: "Ξενοδοχεία 3 αστέρων 3,00€ (ανά Δωμ./Διαμ.)", en: "Hotels 3 stars 3.00€ (per Room/Night)" },
      },
      {
        code: "22",
        name: { el: "Ξενοδοχεία 4 αστέρων 7,00€ (ανά Δωμ./Διαμ.)", en: "Hotels 4 stars 7.00€ (per Room/Night)" },
      },
      {
        code: "23",
        name: { el: "Ξενοδοχεία 5 αστέρων 10,00€ (ανά Δωμ./Διαμ.)", en: "Hotels 5 stars 10.00€ (per Room/Night)" },
      },
      {
        code: "24",
        name: {
          el: "Ενοικιαζόμενα επιπλωμένα δωμάτια – διαμερίσματα 1,50€ (ανά Δωμ./Διαμ.)",
          en: "Rented furnished rooms – apartments 1.50€ (per Room/Night)",
        },
      },
      {
        code: "25",
        name: { el: "Ακίνητα βραχυχρόνιας μίσθωσης 1,50€", en: "Short-term rental properties 1.50€" },
      },
      {
        code: "26",
        name: {
          el: "Ακίνητα βραχυχρόνιας μίσθωσης μονοκατοικίες άνω 80 τ.μ. 10,00€",
          en: "Short-term rental properties detached houses over 80 sq.m. 10.00€",
        },
      },
      {
        code: "27",
        name: {
          el: "Αυτοεξυπηρετούμενα καταλύματα – τουριστικές επιπλωμένες επαύλεις (βίλες) 10,00€",
          en: "Self-catering accommodation – tourist furnished villas (villas) 10.00€",
        },
      },
      {
        code: "28",
        name: { el: "Ακίνητα βραχυχρόνιας μίσθωσης 0,50€", en: "Short-term rental properties 0.50€" },
      },
      {
        code: "29",
        name: {
          el: "Ακίνητα βραχυχρόνιας μίσθωσης μονοκατοικίες άνω 80 τ.μ. 4,00€",
          en: "Short-term rental properties detached houses over 80 sq.m. 4.00€",
        },
      },
      {
        code: "30",
        name: {
          el: "Αυτοεξυπηρετούμενα καταλύματα – τουριστικές επιπλωμένες επαύλεις (βίλες) 4,00€",
          en: "Self-catering accommodation – tourist furnished villas (villas) 4.00€",
        },
      },
    ],
  },
  {
    key: EXT_KEY_STAMP_DUTY,
    name: { el: "Κατηγορία Συντελεστή Ψηφιακού Τέλους συναλλαγής", en: "Stamp duty coefficient category" },
    desc: {
      en: "Stamp duty rate category of a charge, set in the charge's `ext` (its tax type is then `4`).",
    },
    sources: [
      {
        title: {
          el: "Τεχνική περιγραφή διεπαφών REST API για διαβίβαση & λήψη δεδομένων για χρήστες ERP (Έκδοση 2.0.0)",
          en: "Technical description of REST API interfaces for sending & receiving data for ERP users (Version 2.0.0)",
        },
        url: "https://www.aade.gr/sites/default/files/2025-12/myDATA%20API%20Documentation%20v2.0.0_official_erp.pdf",
      },
    ],
    values: [
      { code: "1", name: { el: "Συντελεστής 1,2 %", en: "Coefficient 1.2%" } },
      { code: "2", name: { el: "Συντελεστής 2,4 %", en: "Coefficient 2.4%" } },
      { code: "3", name: { el: "Συντελεστής 3,6 %", en: "Coefficient 3.6%" } },
      { code: "4", name: { el: "Λοιπές περιπτώσεις", en: "Other cases" } },
    ],
  },
];
