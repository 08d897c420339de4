import type { Definition } from "../../../engine/index.ts";

/** Keys of the extensions the FA(3) addon defines. */
export const EXT_KEY_TAX_CATEGORY = "pl-favat-tax-category";
export const EXT_KEY_INVOICE_TYPE = "pl-favat-invoice-type";
export const EXT_KEY_CASH_ACCOUNTING = "pl-favat-cash-accounting";
export const EXT_KEY_SELF_BILLING = "pl-favat-self-billing";
export const EXT_KEY_REVERSE_CHARGE = "pl-favat-reverse-charge";
export const EXT_KEY_SPLIT_PAYMENT = "pl-favat-split-payment";
export const EXT_KEY_EXEMPTION = "pl-favat-exemption";
export const EXT_KEY_MARGIN_SCHEME = "pl-favat-margin-scheme";
export const EXT_KEY_PAYMENT_MEANS = "pl-favat-payment-means";
export const EXT_KEY_JST = "pl-favat-jst";
export const EXT_KEY_GROUP_VAT = "pl-favat-group-vat";
export const EXT_KEY_THIRD_PARTY_ROLE = "pl-favat-third-party-role";
export const EXT_KEY_EFFECTIVE_DATE = "pl-favat-effective-date";

/** The FA(3) codes the addon adds to line taxes, the invoice's tax section, parties and payments. */
export const extensions: Definition[] = [
  {
    key: EXT_KEY_TAX_CATEGORY,
    name: { en: "Tax categories for KSeF", pl: "Kategorie podatkowe dla KSeF" },
    desc: {
      en: [
        "The FA(3) category a line's VAT is reported under; each category is one group of amount",
        "fields in the schema (P_13_x for the net value, P_14_x for the tax). Every line tax",
        "(`lines[].taxes[].ext`) must have one.",
        "",
        "When the tax combo's country is PL or empty, normalization derives it:",
        "- key `standard`: rate `general` gives 1 (23%), `reduced` 2 (8%), `super-reduced` 3 (5%);",
        "- keys `zero`, `intra-community` and `export` give 6.1, 6.2 and 6.3 (all at 0%);",
        "- `exempt` gives 7, `outside-scope` 8 and `reverse-charge` 9.",
        "",
        "A combo with any other country always gets 8, whatever its key or rate. Codes 4 (taxi",
        "flat rate), 5 (OSS), 10 (domestic reverse charge) and 11 (margin scheme) are never",
        "derived: set them yourself.",
      ].join("\n"),
    },
    values: [
      {
        code: "1",
        name: { en: "Base rate", pl: "Stawka podstawowa" },
        desc: {
          en: "Goods and services taxed at the standard 23% rate.",
          pl: "Dostawy towarów i usługi opodatkowane stawką podstawową 23%.",
        },
      },
      {
        code: "2",
        name: { en: "First reduced rate", pl: "Stawka obniżona pierwsza" },
        desc: {
          en: "Goods and services taxed at the first reduced rate, 8%.",
          pl: "Dostawy towarów i usługi opodatkowane pierwszą stawką obniżoną, 8%.",
        },
      },
      {
        code: "3",
        name: { en: "Second reduced rate", pl: "Stawka obniżona druga" },
        desc: {
          en: "Goods and services taxed at the second reduced rate, 5%.",
          pl: "Dostawy towarów i usługi opodatkowane drugą stawką obniżoną, 5%.",
        },
      },
      {
        code: "4",
        name: { en: "Taxi Rate", pl: "Ryczałt dla taksówek" },
        desc: {
          en: "Flat-rate VAT paid by taxi operators.",
          pl: "Zryczałtowany VAT podatników przewożących osoby taksówkami.",
        },
      },
      {
        code: "5",
        name: { en: "OSS (one stop shop)", pl: "Punkt kompleksowej obsługi (OSS)" },
        desc: {
          en: "Supplies declared through the EU One Stop Shop special scheme, such as distance sales to consumers in other member states.",
          pl: "Dostawy rozliczane w unijnej procedurze szczególnej OSS, np. sprzedaż na odległość konsumentom z innych państw członkowskich.",
        },
      },
      {
        code: "6.1",
        name: { en: "0% VAT", pl: "0% WDT" },
        desc: {
          en: "The 0% rate on domestic supplies; intra-community supplies and exports have codes of their own (6.2, 6.3).",
          pl: "Stawka 0% dla dostaw krajowych; WDT i eksport mają własne kody (6.2, 6.3).",
        },
      },
      {
        code: "6.2",
        name: {
          en: "0% VAT for intra-community supply of goods",
          pl: "0% VAT dla dostawy towarów wewnątrzwspólnotowych",
        },
      },
      {
        code: "6.3",
        name: { en: "0% VAT for export", pl: "0% VAT dla eksportu" },
        desc: {
          en: "The 0% rate on goods exported to countries outside the EU.",
          pl: "Stawka 0% przy wywozie towarów do państw spoza UE.",
        },
      },
      {
        code: "7",
        name: { en: "Exempt", pl: "Zwolnienie" },
        desc: {
          en: "Supplies exempt from VAT; give the legal basis with `pl-favat-exemption`.",
          pl: "Dostawy zwolnione z VAT; podstawę prawną zwolnienia wskazuje `pl-favat-exemption`.",
        },
      },
      {
        code: "8",
        name: {
          en: "Foreign sales outside scope of Polish VAT",
          pl: "Sprzedaż zagraniczna poza zakresem polskiego VAT",
        },
        desc: {
          en: "Goods and services supplied outside Poland, not counting what is already reported under codes 5 and 9.",
          pl: "Dostawy towarów i usługi wykonane poza Polską, bez kwot wykazanych już pod kodami 5 i 9.",
        },
      },
      {
        code: "9",
        name: { en: "EU Reverse Charge", pl: "Odwrotne obciążenie UE" },
        desc: {
          en: "Services to a business in another EU country, taxed there and accounted for by the customer.",
          pl: "Usługi dla podatnika z innego państwa UE, opodatkowane w jego kraju i rozliczane przez niego.",
        },
      },
      {
        code: "10",
        name: { en: "Domestic Reverse charge", pl: "Odwrotne obciążenie krajowe" },
        desc: {
          en: "Domestic supplies on which the buyer, not the seller, accounts for the VAT.",
          pl: "Dostawy krajowe, przy których VAT rozlicza nabywca, a nie sprzedawca.",
        },
      },
      {
        code: "11",
        name: { en: "Margin scheme", pl: "Schemat marży" },
        desc: {
          en: "VAT is charged on the seller's margin only: travel services, second-hand goods, works of art, collectibles and antiques.",
          pl: "VAT naliczany wyłącznie od marży sprzedawcy: usługi turystyczne, towary używane, dzieła sztuki, przedmioty kolekcjonerskie i antyki.",
        },
      },
    ],
  },
  {
    key: EXT_KEY_INVOICE_TYPE,
    name: { en: "Invoice type code for KSeF", pl: "Kod rodzaju faktury dla KSeF" },
    desc: {
      en: [
        "The kind of FA(3) invoice (the RodzajFaktury field), kept in `tax.ext`. Normalization",
        "fills it from the invoice type and tags, following this addon's scenarios:",
        "- a `standard` invoice is VAT, or ZAL with the `partial` tag, ROZ with `settlement`",
        "  and UPR with `simplified`;",
        "- a `credit-note` is KOR, or KOR_ZAL with `partial` and KOR_ROZ with `settlement`.",
      ].join("\n"),
    },
    values: [
      {
        code: "VAT",
        name: { en: "Regular Invoice", pl: "Faktura Podstawowa" },
        desc: { en: "The ordinary invoice, used for most sales.", pl: "Zwykła faktura, stosowana przy większości sprzedaży." },
      },
      {
        code: "ZAL",
        name: { en: "Advance Invoice", pl: "Faktura Zaliczkowa" },
        desc: {
          en: "Records a payment, in full or in part, received before the supply is made; this includes invoices issued under art. 106f(4) of the VAT Act.",
          pl: "Dokumentuje zapłatę, całości lub części, otrzymaną przed wykonaniem czynności; obejmuje też faktury wystawiane na podstawie art. 106f ust. 4 ustawy.",
        },
      },
      {
        code: "ROZ",
        name: { en: "Settlement Invoice", pl: "Faktura Rozliczeniowa" },
        desc: {
          en: "The final invoice under art. 106f(3) of the VAT Act: it closes the contract or transaction, takes the earlier advance invoices into account and lists all payments and the full amount.",
          pl: "Faktura końcowa na podstawie art. 106f ust. 3 ustawy: zamyka umowę lub transakcję, rozlicza wcześniejsze faktury zaliczkowe i wykazuje wszystkie płatności oraz pełną kwotę.",
        },
      },
      {
        code: "UPR",
        name: { en: "Simplified Invoice", pl: "Faktura Uproszczona" },
        desc: {
          en: "A simplified invoice under art. 106e(5)(3) of the VAT Act, allowed for small amounts.",
          pl: "Uproszczona faktura na podstawie art. 106e ust. 5 pkt 3 ustawy, dopuszczalna przy niewielkich kwotach.",
        },
      },
      {
        code: "KOR",
        name: { en: "Credit note", pl: "Faktura korygująca" },
        desc: { en: "Corrects an earlier invoice.", pl: "Korekta wcześniej wystawionej faktury." },
      },
      {
        code: "KOR_ZAL",
        name: { en: "advance credit note", pl: "Faktura korygująca fakturę zaliczkową" },
        desc: {
          en: "Corrects an advance invoice (ZAL), i.e. one issued under art. 106f(4) of the VAT Act.",
          pl: "Korekta faktury zaliczkowej (ZAL), czyli wystawionej na podstawie art. 106f ust. 4 ustawy.",
        },
      },
      {
        code: "KOR_ROZ",
        name: { en: "Settlement credit note", pl: "Faktura korygująca fakturę rozliczeniową" },
        desc: {
          en: "Corrects a settlement invoice (ROZ), i.e. one issued under art. 106f(3) of the VAT Act.",
          pl: "Korekta faktury rozliczeniowej (ROZ), czyli wystawionej na podstawie art. 106f ust. 3 ustawy.",
        },
      },
    ],
  },
  {
    key: EXT_KEY_CASH_ACCOUNTING,
    name: { en: "Cash accounting flag for KSeF", pl: "Flaga księgowania gotówki dla KSeF (P_16)" },
    desc: {
      en: [
        "Marks an invoice under the cash accounting method (metoda kasowa), where the VAT falls due",
        "when payment is received rather than on supply, as art. 19a(5)(1) and art. 21(1) of the",
        "VAT Act allow, the latter for small taxpayers. Kept in `tax.ext`.",
        "",
        "Never set automatically: use 1 when the method applies; 2, the default, means ordinary",
        "accrual accounting.",
      ].join("\n"),
    },
    values: [
      { code: "1", name: { en: "Cash accounting", pl: "Księgowanie gotówkowe" } },
      { code: "2", name: { en: "No cash accounting", pl: "Bez księgowania gotówki" } },
    ],
  },
  {
    key: EXT_KEY_SELF_BILLING,
    name: { en: "Self-invoicing flag for KSeF", pl: "Flaga samofakturowania dla KSeF (P_17)" },
    desc: {
      en: [
        "Marks a self-billed invoice (samofakturowanie): the buyer issues it in the supplier's name,",
        "which art. 106d(1) of the VAT Act permits when the two have agreed to it beforehand. Kept in",
        "`tax.ext`.",
        "",
        "An invoice tagged `self-billed` gets 1 during normalization; any other invoice gets 2 (not",
        "self-billed).",
      ].join("\n"),
    },
    values: [
      { code: "1", name: { en: "Self-invoicing", pl: "Samofakturowanie" } },
      { code: "2", name: { en: "Not self-invoicing", pl: "Bez samofakturowania" } },
    ],
  },
  {
    key: EXT_KEY_REVERSE_CHARGE,
    name: { en: "Reverse charge code for KSeF", pl: "Kod odwrotnego obciążenia dla KSeF (P_18)" },
    desc: {
      en: [
        "Marks an invoice on which the buyer, not the seller, accounts for the VAT (odwrotne",
        "obciążenie): B2B services between EU countries, domestic supplies of the goods and services",
        "the VAT Act lists for it, and services bought from outside the EU. Kept in `tax.ext`.",
        "",
        "An invoice tagged `reverse-charge` gets 1 during normalization; any other invoice gets 2.",
        "The lines should then use the `reverse-charge` tax key, which puts them in tax category 9",
        "(EU reverse charge); the domestic case uses category 10.",
      ].join("\n"),
    },
    values: [
      { code: "1", name: { en: "Reverse charge", pl: "Odwrotne obciążenie" } },
      { code: "2", name: { en: "No reverse charge", pl: "Bez odwrotnego obciążenia" } },
    ],
  },
  {
    key: EXT_KEY_SPLIT_PAYMENT,
    name: {
      en: "Split payment mechanism flag for KSeF",
      pl: "Flaga mechanizmu płatności rozłożonej dla KSeF (P_18A)",
    },
    desc: {
      en: [
        "Marks an invoice that must be paid by split payment (MPP, mechanizm podzielonej",
        "płatności), in which the buyer pays the VAT into the seller's dedicated VAT account",
        "instead of paying the seller in full. Kept in `tax.ext`.",
        "",
        "It applies to B2B invoices for more than PLN 15,000 (or the equivalent in another currency)",
        "that include items from the list in Annex 15 to the VAT Act; such invoices must also",
        "state \"mechanizm podzielonej płatności\", e.g. in a note. Never set automatically: use 1",
        "when it applies; 2 is the default.",
      ].join("\n"),
    },
    values: [
      { code: "1", name: { en: "Split payment mechanism", pl: "Mechanizm płatności rozłożonej" } },
      { code: "2", name: { en: "No split payment mechanism", pl: "Bez mechanizmu płatności rozłożonej" } },
    ],
  },
  {
    key: EXT_KEY_EXEMPTION,
    name: { en: "Tax exemption code for KSeF", pl: "Kod oznaczający zwolnienie od podatku dla KSeF" },
    desc: {
      en: [
        "What kind of legal provision exempts the invoice's supplies from VAT, kept in `tax.ext`;",
        "exempt invoices need it. The provision itself must be cited in a note with key `legal`,",
        "`src` set to `pl-favat-exemption` and the same `code` as the extension, for instance",
        "`{ \"key\": \"legal\", \"src\": \"pl-favat-exemption\", \"code\": \"A\", \"text\": \"Art. 43 ust. 1 pkt 37 ustawy o VAT\" }`.",
        "Only one such note is allowed.",
      ].join("\n"),
    },
    values: [
      {
        code: "A",
        name: { en: "Law or act issued under the Polish law", pl: "Ustawa lub akt wydany na podstawie ustawy" },
      },
      { code: "B", name: { en: "Directive 2006/112/EC", pl: "Dyrektywa 2006/112/WE" } },
      { code: "C", name: { en: "Other legal basis", pl: "Inna podstawa prawna" } },
    ],
  },
  {
    key: EXT_KEY_MARGIN_SCHEME,
    name: { en: "Margin scheme code for KSeF", pl: "Kod oznaczający procedurę marży dla KSeF (P_PMarzy)" },
    desc: {
      en: [
        "Which margin scheme (procedura marży) the invoice falls under, kept in `tax.ext`. Under these",
        "schemes the VAT is worked out on the seller's margin instead of the whole price; they exist",
        "for tour operators, second-hand goods, works of art, and collectibles and antiques.",
        "",
        "Never set automatically: give it whenever a margin scheme applies. The lines then usually",
        "take tax category 11.",
      ].join("\n"),
    },
    values: [
      { code: "2", name: { en: "Travel agency", pl: "Biuro podróży" } },
      { code: "3.1", name: { en: "Second-hand goods", pl: "Towary używane" } },
      { code: "3.2", name: { en: "Works of art", pl: "Dzieła sztuki" } },
      { code: "3.3", name: { en: "Antiques and collectibles", pl: "Przedmioty kolekcjonerskie i antyki" } },
    ],
  },
  {
    key: EXT_KEY_PAYMENT_MEANS,
    name: { en: "Payment method code for KSeF", pl: "Kod formy płatności dla KSeF (TFormaPlatnosci)" },
    desc: {
      en: [
        "How the invoice is or was paid, kept in `payment.instructions.ext` and in each",
        "`payment.advances[].ext`. Normalization derives it from the payment means key: `cash` is 1,",
        "`card` 2, `other+voucher` 3, `cheque` 4, `other+credit` 5, `credit-transfer` 6 and",
        "`online` 7.",
      ].join("\n"),
    },
    values: [
      { code: "1", name: { en: "Cash", pl: "Gotówka" } },
      { code: "2", name: { en: "Card", pl: "Karta" } },
      { code: "3", name: { en: "Coupon", pl: "Bon" } },
      { code: "4", name: { en: "Cheque", pl: "Czek" } },
      { code: "5", name: { en: "Loan", pl: "Kredyt" } },
      { code: "6", name: { en: "Wire Transfer", pl: "Przelew" } },
      { code: "7", name: { en: "Mobile", pl: "Mobilna" } },
    ],
  },
  {
    key: EXT_KEY_JST,
    name: { en: "Subordinate Local Government Unit flag", pl: "Flaga jednostki samorządu terytorialnego (P_22)" },
    desc: {
      en: [
        "Whether the customer is a unit subordinate to a local government (jednostka samorządu",
        "terytorialnego, JST), kept in `customer.ext` and never set automatically; 2 (not a JST)",
        "is the default.",
        "",
        "With 1, the customer must also list among its `identities` one whose",
        "`pl-favat-third-party-role` is 8 (LGU – recipient) and whose `code` holds the unit's",
        "identifier.",
      ].join("\n"),
    },
    values: [
      {
        code: "1",
        name: {
          en: "Customer is a Subordinate Local Government Unit",
          pl: "Nabywca jest jednostką samorządu terytorialnego",
        },
      },
      {
        code: "2",
        name: {
          en: "Customer is not a Subordinate Local Government Unit",
          pl: "Nabywca nie jest jednostką samorządu terytorialnego",
        },
      },
    ],
  },
  {
    key: EXT_KEY_GROUP_VAT,
    name: { en: "Group VAT member flag", pl: "Flaga członka grupy podatkowej (P_23)" },
    desc: {
      en: [
        "Whether the customer belongs to a VAT group (grupa VAT, GV), a set of related entities",
        "registered together as a single VAT taxpayer. Kept in `customer.ext` and never set",
        "automatically; 2 (not a member) is the default.",
        "",
        "With 1, the customer must also list among its `identities` one whose",
        "`pl-favat-third-party-role` is 10 (GV member – recipient) and whose `code` identifies the",
        "member.",
      ].join("\n"),
    },
    values: [
      {
        code: "1",
        name: { en: "Customer is a Group VAT member", pl: "Nabywca jest członkiem grupy podatkowej" },
      },
      {
        code: "2",
        name: { en: "Customer is not a Group VAT member", pl: "Nabywca nie jest członkiem grupy podatkowej" },
      },
    ],
  },
  {
    key: EXT_KEY_THIRD_PARTY_ROLE,
    name: { en: "Third party role", pl: "Rola trzeciej strony (RolaPodmiotu)" },
    desc: {
      en: [
        "The part an additional entity plays in the transaction, set on that entity's identity",
        "(`identities[].ext` of the customer, the supplier or another party), next to a `code`",
        "that identifies it. Never set automatically.",
        "",
        "Role 8 must accompany a customer with `pl-favat-jst` 1, and role 10 one with",
        "`pl-favat-group-vat` 1; role 5 names whoever issues the invoice for the taxpayer. The",
        "remaining roles cover factors, recipients, payers, employees and the like.",
      ].join("\n"),
    },
    values: [
      {
        code: "1",
        name: { en: "Factor", pl: "Faktor" },
        desc: { en: "A factoring company whose details are given on the invoice." },
      },
      {
        code: "2",
        name: { en: "Recipient", pl: "Odbiorca" },
        desc: {
          en: "An internal unit, branch or division of the buyer that is not a buyer in its own right under the VAT Act.",
        },
      },
      {
        code: "3",
        name: { en: "Original entity", pl: "Podmiot pierwotny" },
        desc: {
          en: "An entity since taken over or transformed that made the original supply; not for the case of art. 106j(2)(3) of the VAT Act, whose details go in the Podmiot1K section instead.",
        },
      },
      {
        code: "4",
        name: { en: "Additional Purchaser", pl: "Dodatkowy nabywca" },
        desc: { en: "A further buyer, besides the one given as the customer." },
      },
      {
        code: "5",
        name: { en: "Invoice Issuer", pl: "Wystawca faktury" },
        desc: { en: "An entity that issues the invoice on the taxpayer's behalf." },
      },
      {
        code: "6",
        name: { en: "Payer", pl: "Zapłacający" },
        desc: { en: "An entity that pays the amount due in place of the buyer." },
      },
      {
        code: "7",
        name: {
          en: "Local Government Unit (LGU) - issuer",
          pl: "Jednostka samorządu terytorialnego (JST) - wystawca",
        },
      },
      {
        code: "8",
        name: {
          en: "Local Government Unit (LGU) - recipient",
          pl: "Jednostka samorządu terytorialnego (JST) - odbiorca",
        },
        desc: { en: "A local government unit that receives the goods or services (see `pl-favat-jst`)." },
      },
      { code: "9", name: { en: "GV member - issuer", pl: "Członek grupy podatkowej - wystawca" } },
      { code: "10", name: { en: "GV member - recipient", pl: "Członek grupy podatkowej - odbiorca" } },
      { code: "11", name: { en: "Employee", pl: "Pracownik" } },
    ],
  },
  {
    key: EXT_KEY_EFFECTIVE_DATE,
    name: { en: "Effective date code", pl: "Kod daty wejścia w życie (OkresFaKorygowanej)" },
    desc: {
      en: [
        "For credit notes, the date from which the correction counts for VAT purposes, kept in",
        "`tax.ext`. Optional and never set automatically: 1 means the original invoice's date, 2 the",
        "credit note's own date, and 3 some other date, or different dates for different lines.",
      ].join("\n"),
    },
    values: [
      {
        code: "1",
        name: { en: "Original", pl: "Pierwotna" },
        desc: {
          en: "The correction counts from the date the original invoice was recorded.",
          pl: "Korekta rozliczana w okresie, w którym ujęto fakturę pierwotną.",
        },
      },
      {
        code: "2",
        name: { en: "Correction", pl: "Korygująca" },
        desc: {
          en: "The correction counts from its own date.",
          pl: "Korekta rozliczana w okresie, w którym ujęto fakturę korygującą.",
        },
      },
      {
        code: "3",
        name: { en: "Other", pl: "Inna" },
        desc: {
          en: "The correction counts from some other date, or from different dates for different lines.",
          pl: "Korekta rozliczana w innym terminie, także gdy poszczególne pozycje mają różne daty.",
        },
      },
    ],
  },
];
