import type { Definition } from "../../../engine/index.ts";

/** Invoice tax extension: the FatturaPA transmission format. */
export const EXT_KEY_FORMAT = "it-sdi-format";

/** Invoice tax extension: the FatturaPA document type (TipoDocumento). */
export const EXT_KEY_DOC_TYPE = "it-sdi-document-type";

/** Supplier extension: the fiscal regime (RegimeFiscale). */
export const EXT_KEY_FISCAL_REGIME = "it-sdi-fiscal-regime";

/** VAT combo extension: the nature (Natura) of VAT-free lines. */
export const EXT_KEY_EXEMPT = "it-sdi-exempt";

/** Retained tax combo extension: the payment reason (CausalePagamento). */
export const EXT_KEY_RETAINED = "it-sdi-retained";

/** Payment instructions and advances extension: the payment means (ModalitaPagamento). */
export const EXT_KEY_PAYMENT_MEANS = "it-sdi-payment-means";

/** VAT combo extension: when the VAT becomes due (EsigibilitaIVA). */
export const EXT_KEY_VAT_LIABILITY = "it-sdi-vat-liability";

/** Fund contribution charge extension: the pension fund (TipoCassa). */
export const EXT_KEY_FUND_TYPE = "it-sdi-fund-type";

/** Supplier registration extension: whether the company is in liquidation (StatoLiquidazione). */
export const EXT_KEY_LIQUIDATION_STATE = "it-sdi-liquidation-state";

/** Supplier registration extension: one shareholder or several (SocioUnico). */
export const EXT_KEY_SHAREHOLDER_STATE = "it-sdi-shareholder-state";

/** The FatturaPA code lists, as extensions. */
export const extensions: Definition[] = [
  {
    key: EXT_KEY_FORMAT,
    name: { en: "SDI Transmission Format", it: "Formato Trasmissione SDI" },
    desc: {
      en: [
        "FatturaPA transmission format (FormatoTrasmissione). `FPR12`, for private parties, applies",
        "unless another value is set; invoices to public administration bodies use `FPA12`, which the",
        "`b2g` tag selects.",
      ].join("\n"),
    },
    values: [
      { code: "FPA12", name: { en: "Public Administration", it: "Pubblica Amministrazione" } },
      { code: "FPR12", name: { en: "Private Parties (default)", it: "Soggetti Privati (predefinito)" } },
    ],
  },
  {
    key: EXT_KEY_DOC_TYPE,
    name: { en: "SDI Document Type", it: "Tipo Documento SDI" },
    desc: {
      en: [
        "FatturaPA document type (TipoDocumento) declared to SDI; it decides which checks SDI applies",
        "to the document. Normally derived from the invoice type and tags, see the scenarios.",
      ].join("\n"),
    },
    values: [
      { code: "TD01", name: { en: "Regular Invoice", it: "Fattura" } },
      {
        code: "TD02",
        name: { en: "Advance or down payment on invoice", it: "Acconto / anticipo su fattura" },
      },
      {
        code: "TD03",
        name: { en: "Advance or down payment on freelance invoice", it: "Acconto / anticipo su parcella" },
      },
      { code: "TD04", name: { en: "Credit Note", it: "Nota di credito" } },
      { code: "TD05", name: { en: "Debit Note", it: "Nota di debito" } },
      { code: "TD06", name: { en: "Freelancer invoice with retained taxes", it: "Parcella" } },
      { code: "TD07", name: { en: "Simplified Invoice", it: "Fattura Semplificata" } },
      { code: "TD08", name: { en: "Simplified Credit Note", it: "Nota di credito semplificata" } },
      { code: "TD09", name: { en: "Simplified Debit Note", it: "Nota di debito semplificata" } },
      { code: "TD16", name: { en: "Reverse charge", it: "Integrazione fattura reverse charge interno" } },
      {
        code: "TD17",
        name: { en: "Self-billed Import", it: "Integrazione/autofattura per acquisto servizi da estero" },
      },
      {
        code: "TD18",
        name: { en: "Self-billed EU Goods Import", it: "Integrazione per acquisto beni intracomunitari" },
      },
      {
        code: "TD19",
        name: {
          en: "Self-billed Goods Import",
          it: "Integrazione/autofattura per acquisto beni ex art.17 c.2 DPR 633/72",
        },
      },
      {
        code: "TD20",
        name: {
          en: "Self-billed Regularization",
          it: "Autofattura per regolarizzazione e integrazione delle fatture - art.6 c.8 d.lgs.471/97 o art.46 c.5 D.L.331/93",
        },
      },
      {
        code: "TD21",
        name: { en: "Self-billed invoice when ceiling exceeded", it: "Autofattura per splafonamento" },
      },
      {
        code: "TD22",
        name: { en: "Self-billed for goods extracted from VAT warehouse", it: "Estrazione beni da Deposito IVA" },
      },
      {
        code: "TD23",
        name: {
          en: "Self-billed for goods extracted from VAT warehouse with VAT payment",
          it: "Estrazione beni da Deposito IVA con versamento IVA",
        },
      },
      {
        code: "TD24",
        name: {
          en: "Deferred invoice ex art.21, c.4, lett. a) DPR 633/72",
          it: "Fattura differita - art.21 c.4 lett. a",
        },
      },
      {
        code: "TD25",
        name: {
          en: "Deferred invoice ex art.21, c.4, third period lett. b) DPR 633/72",
          it: "Fattura differita - art.21 c.4 terzo periodo lett. b",
        },
      },
      {
        code: "TD26",
        name: {
          en: "Sale of depreciable assets and for internal transfers (ex art.36 DPR 633/72",
          it: "Cessione di beni ammortizzabili e per passaggi interni - art.36 DPR 633/72",
        },
      },
      {
        code: "TD27",
        name: {
          en: "Self-billed for self consumption or for free transfer without recourse",
          it: "Fattura per autoconsumo o per cessioni gratuite senza rivalsa",
        },
      },
      {
        code: "TD28",
        name: {
          en: "Purchases from San Marino with VAT (paper invoice)",
          it: "Acquisti da San Marino con IVA (fattura cartacea)",
        },
      },
    ],
  },
  {
    key: EXT_KEY_FISCAL_REGIME,
    name: { en: "Fiscal Regime Code", it: "Codice Regime Fiscale" },
    values: [
      { code: "RF01", name: { en: "Ordinary", it: "Regime Ordinario" } },
      {
        code: "RF02",
        name: {
          en: "Minimum taxpayers (Art. 1, section 96-117, Italian Law 244/07)",
          it: "Regime dei contribuenti minimi (art. 1,c.96-117, L. 244/2007)",
        },
      },
      {
        code: "RF04",
        name: {
          en: "Agriculture and connected activities and fishing (Arts. 34 and 34-bis, Italian Presidential Decree 633/72)",
          it: "Agricoltura e attività connesse e pesca (artt. 34 e 34-bis, D.P.R. 633/1972)",
        },
      },
      {
        code: "RF05",
        name: {
          en: "Sale of salts and tobaccos (Art. 74, section 1, Italian Presidential Decree 633/72)",
          it: "Vendita sali e tabacchi (art. 74, c.1, D.P.R. 633/1972)",
        },
      },
      {
        code: "RF06",
        name: {
          en: "Match sales (Art. 74, section 1, Italian Presidential Decree 633/72)",
          it: "Commercio dei fiammiferi (art. 74, c.1, D.P.R. 633/1972)",
        },
      },
      {
        code: "RF07",
        name: {
          en: "Publishing (Art. 74, section 1, Italian Presidential Decree 633/72)",
          it: "Editoria (art. 74, c.1, D.P.R. 633/1972)",
        },
      },
      {
        code: "RF08",
        name: {
          en: "Management of public telephone services (Art. 74, section 1, Italian Presidential Decree 633/72)",
          it: "Gestione di servizi di telefonia pubblica (art. 74, c.1, D.P.R. 633/1972)",
        },
      },
      {
        code: "RF09",
        name: {
          en: "Resale of public transport and parking documents (Art. 74, section 1, Italian Presidential Decree 633/72)",
          it: "Rivendita di documenti di trasporto pubblico e di sosta (art. 74, c.1, D.P.R. 633/1972)",
        },
      },
      {
        code: "RF10",
        name: {
          en: "Entertainment, gaming and other activities referred to by the tariff attached to Italian Presidential Decree 640/72 (Art. 74, section 6, Italian Presidential Decree 633/72)",
          it: "Intrattenimenti, giochi e altre attività di cui alla tariffa allegata al D.P.R. 640/72 (art. 74, c.6, D.P.R. 633/1972)",
        },
      },
      {
        code: "RF11",
        name: {
          en: "Travel and tourism agencies (Art. 74-ter, Italian Presidential Decree 633/72)",
          it: "Agenzie di viaggi e turismo (art. 74-ter, D.P.R. 633/1972)",
        },
      },
      {
        code: "RF12",
        name: {
          en: "Farmhouse accommodation/restaurants (Art. 5, section 2, Italian law 413/91)",
          it: "Agriturismo (art. 5, c.2, L. 413/1991)",
        },
      },
      {
        code: "RF13",
        name: {
          en: "Door-to-door sales (Art. 25-bis, section 6, Italian Presidential Decree 600/73)",
          it: "Vendite a domicilio (art. 25-bis, c.6, D.P.R. 600/1973)",
        },
      },
      {
        code: "RF14",
        name: {
          en: "Resale of used goods, artworks, antiques or collector's items (Art. 36, Italian Decree Law 41/95)",
          it: "Rivendita di beni usati, di oggetti d’arte, d’antiquariato o da collezione (art. 36, D.L. 41/1995)",
        },
      },
      {
        code: "RF15",
        name: {
          en: "Artwork, antiques or collector's items auction agencies (Art. 40-bis, Italian Decree Law 41/95)",
          it: "Agenzie di vendite all’asta di oggetti d’arte, antiquariato o da collezione (art. 40-bis, D.L. 41/1995)",
        },
      },
      {
        code: "RF16",
        name: {
          en: "VAT paid in cash by P.A. (Art. 6, section 5, Italian Presidential Decree 633/72)",
          it: "IVA per cassa P.A. (art. 6, c.5, D.P.R. 633/1972)",
        },
      },
      {
        code: "RF17",
        name: {
          en: "VAT paid in cash by subjects with business turnover below Euro 200,000 (Art. 7, Italian Decree Law 185/2008)",
          it: "IVA per cassa (art. 32-bis, D.L. 83/2012)",
        },
      },
      {
        code: "RF19",
        name: { en: "Flat rate (Art. 1, section 54-89, Italian Law 190/2014)", it: "Regime forfettario" },
      },
      { code: "RF18", name: { en: "Other", it: "Altro" } },
    ],
  },
  {
    key: EXT_KEY_EXEMPT,
    name: { en: "Exemption Code", it: "Natura Esenzione" },
    values: [
      {
        code: "N1",
        name: { en: "Excluded pursuant to Art. 15, DPR 633/72", it: "Escluse ex. art. 15 del D.P.R. 633/1972" },
      },
      {
        code: "N2.1",
        name: { en: "Not subject pursuant to Art. 7, DPR 633/72", it: "Non soggette ex. art. 7 del D.P.R. 633/72" },
      },
      { code: "N2.2", name: { en: "Not subject - other", it: "Non soggette - altri casi" } },
      { code: "N3.1", name: { en: "Not taxable - exports", it: "Non imponibili - esportazioni" } },
      {
        code: "N3.2",
        name: { en: "Not taxable - intra-community supplies", it: "Non imponibili - cessioni intracomunitarie" },
      },
      {
        code: "N3.3",
        name: { en: "Not taxable - transfers to San Marino", it: "Non imponibili - cessioni verso San Marino" },
      },
      {
        code: "N3.4",
        name: {
          en: "Not taxable - export supplies of goods and services",
          it: "Non Imponibili - operazioni assimilate alle cessioni all'esportazione",
        },
      },
      {
        code: "N3.5",
        name: { en: "Not taxable - declaration of intent", it: "Non imponibili - dichiarazioni d'intento" },
      },
      {
        code: "N3.6",
        name: {
          en: "Not taxable - other",
          it: "Non imponibili - altre operazioni che non concorrono alla formazione del plafond",
        },
      },
      { code: "N4", name: { en: "Exempt", it: "Esenti" } },
      {
        code: "N5",
        name: { en: "Margin regime / VAT not exposed", it: "Regime del margine/IVA non esposta in fattura" },
      },
      {
        code: "N6.1",
        name: {
          en: "Reverse charge - Transfer of scrap and of other recyclable materials",
          it: "Inversione contabile - cessione di rottami e altri materiali di recupero",
        },
      },
      {
        code: "N6.2",
        name: {
          en: "Reverse charge - Transfer of gold and pure silver pursuant to law 7/2000 as well as used jewelery to OPO",
          it: "Inversione contabile - cessione di oro e argento ai sensi della legge 7/2000 nonché di oreficeria usata ad OPO",
        },
      },
      {
        code: "N6.3",
        name: {
          en: "Reverse charge - Construction subcontracting",
          it: "Inversione contabile - subappalto nel settore edile",
        },
      },
      {
        code: "N6.4",
        name: { en: "Reverse charge - Transfer of buildings", it: "Inversione contabile - cessione di fabbricati" },
      },
      {
        code: "N6.5",
        name: {
          en: "Reverse charge - Transfer of mobile phones",
          it: "Inversione contabile - cessione di telefoni cellulari",
        },
      },
      {
        code: "N6.6",
        name: {
          en: "Reverse charge - Transfer of electronic products",
          it: "Inversione contabile - cessione di prodotti elettronici",
        },
      },
      {
        code: "N6.7",
        name: {
          en: "Reverse charge - provisions in the construction and related sectors",
          it: "Inversione contabile - prestazioni comparto edile e settori connessi",
        },
      },
      {
        code: "N6.8",
        name: {
          en: "Reverse charge - transactions in the energy sector",
          it: "Inversione contabile - operazioni settore energetico",
        },
      },
      { code: "N6.9", name: { en: "Reverse charge - other cases", it: "Inversione contabile - altri casi" } },
      {
        code: "N7",
        name: {
          en: "VAT paid in other EU countries (telecommunications, tele-broadcasting and electronic services provision pursuant to Art. 7 -octies letter a, b, art. 74-sexies Italian Presidential Decree 633/72)",
          it: "IVA assolta in altro stato UE (prestazione di servizi di telecomunicazioni, tele-radiodiffusione ed elettronici ex art. 7-octies lett. a, b, art. 74-sexies DPR 633/72)",
        },
      },
    ],
  },
  {
    key: EXT_KEY_RETAINED,
    name: { en: "Retained Tax Payment Reason Code", it: "Causale Pagamento Ritenuta" },
    values: [
      {
        code: "A",
        name: {
          en: "Self-employment services falling within the exercise of habitual art or profession",
          it: "Prestazioni di lavoro autonomo rientranti nell'esercizio di arte o professione abituale;",
        },
      },
      {
        code: "B",
        name: {
          en: "Economic use of intellectual works, industrial patents, and processes, formulas or information related to experiences gained in the industrial, commercial or scientific field, by the author or inventor",
          it: "Utilizzazione economica, da parte dell'autore o dell'inventore, di opere dell'ingegno, di brevetti industriali e di processi, formule o informazioni relativi ad esperienze acquisite in campo industriale, commerciale o scientifico;",
        },
      },
      {
        code: "C",
        name: {
          en: "Profits deriving from contracts of association in participation and from contracts of co-interest, when the contribution consists exclusively of the provision of labor",
          it: "Utili derivanti da contratti di associazione in partecipazione e da contratti di cointeressenza, quando l'apporto è costituito esclusivamente dalla prestazione di lavoro;",
        },
      },
      {
        code: "D",
        name: {
          en: "Profits due to the promoting partners and founding partners of capital companies",
          it: "Utili spettanti ai soci promotori ed ai soci fondatori delle società di capitali;",
        },
      },
      {
        code: "E",
        name: {
          en: "Bills of exchange protests levied by municipal secretaries",
          it: "Levata di protesti cambiari da parte dei segretari comunali;",
        },
      },
      {
        code: "F",
        name: {
          en: "Allowances paid to honorary justices of the peace and honorary deputy prosecutors",
          it: "Indennità corrisposte ai giudici onorari di pace e ai vice procuratori onorari;",
        },
      },
      {
        code: "G",
        name: {
          en: "Allowances paid for the cessation of professional sports activities",
          it: "Indennità corrisposte per la cessazione di attività sportiva professionale",
        },
      },
      {
        code: "H",
        name: {
          en: "Allowances paid for the termination of agency relationships of individuals and partnerships, excluding amounts accrued up to December 31, 2003, already allocated for competence and taxed as business income",
          it: "Indennità corrisposte per la cessazione dei rapporti di agenzia delle persone fisiche e delle società di persone con esclusione delle somme maturate entro il 31 dicembre 2003, già imputate per competenza e tassate come reddito d'impresa",
        },
      },
      {
        code: "I",
        name: {
          en: "Allowances paid for the cessation of notarial functions",
          it: "Indennità corrisposte per la cessazione da funzioni notarili",
        },
      },
      {
        code: "J",
        name: {
          en: "Fees paid to occasional truffle collectors not identified for value-added tax purposes, in relation to the sale of truffles",
          it: "Compensi corrisposti ai raccoglitori occasionali di tartufi non identificati ai fini dell'imposta sul valore aggiunto, in relazione alla cessione di tartufi",
        },
      },
      {
        code: "K",
        name: {
          en: "Universal civil service checks referred to in Article 16 of Legislative Decree no. 40 of March 6, 2017",
          it: "Assegni di servizio civile universale di cui all'art.16 del d.lgs. n. 40 del 6 marzo 2017",
        },
      },
      {
        code: "L",
        name: {
          en: "Income deriving from the economic use of intellectual works, industrial patents, and processes, formulas, and information related to experiences gained in the industrial, commercial or scientific field, which are received by those entitled free of charge (e.g. heirs and legatees of the author and inventor)",
          it: "Redditi derivanti dall'utilizzazione economica di opere dell'ingegno, di brevetti industriali e di processi, formule e informazioni relativi a esperienze acquisite in campo industriale, commerciale o scientifico, che sono percepiti dagli aventi causa a titolo gratuito (ad es. eredi e legatari dell'autore e inventore)",
        },
      },
      {
        code: "L1",
        name: {
          en: "Income deriving from the economic use of intellectual works, industrial patents, and processes, formulas, and information related to experiences gained in the industrial, commercial or scientific field, which are received by subjects who have purchased the rights to their use for valuable consideration",
          it: "Redditi derivanti dall'utilizzazione economica di opere dell'ingegno, di brevetti industriali e di processi, formule e informazioni relativi a esperienze acquisite in campo industriale, commerciale o scientifico, che sono percepiti da soggetti che abbiano acquistato a titolo oneroso i diritti alla loro utilizzazione",
        },
      },
      {
        code: "M",
        name: {
          en: "Self-employment services not carried out habitually",
          it: "Prestazioni di lavoro autonomo non esercitate abitualmente",
        },
      },
      {
        code: "M1",
        name: {
          en: "Income deriving from the assumption of obligations to do, not to do, or to allow",
          it: "Redditi derivanti dall'assunzione di obblighi di fare, di non fare o permettere",
        },
      },
      {
        code: "M2",
        name: {
          en: "Self-employment services not carried out habitually for which there is an obligation to register with the Separate ENPAPI Management",
          it: "Prestazioni di lavoro autonomo non esercitate abitualmente per le quali sussiste l'obbligo di iscrizione alla gestione separata enpapi",
        },
      },
      {
        code: "N",
        name: {
          en: "Travel allowances, flat-rate reimbursement of expenses, prizes, and fees paid: - in the direct exercise of amateur sports activities; - in relation to coordinated and continuous collaboration relationships of an administrative-managerial nature, not professional, provided in favor of amateur sports companies and associations, and choirs, bands, and amateur theater groups by the director and technical collaborators",
          it: "Indennità di trasferta, rimborso forfetario di spese, premi e compensi erogati: - nell'esercizio diretto di attività sportive dilettantistiche; - in relazione a rapporti di collaborazione coordinata e continuativa di carattere amministrativo-gestionale di natura non professionale resi a favore di società e associazioni sportive dilettantistiche e di cori, bande e filodrammatiche da parte del direttore e dei collaboratori tecnici;",
        },
      },
      {
        code: "O",
        name: {
          en: "Self-employment services not carried out habitually, for which there is no obligation to register with the separate management (Circ. INPS n. 104/2001)",
          it: "Prestazioni di lavoro autonomo non esercitate abitualmente, per le quali non sussiste l'obbligo di iscrizione alla gestione separata (circ. inps n. 104/2001)",
        },
      },
      {
        code: "O1",
        name: {
          en: "Income deriving from the assumption of obligations to do, not to do, or to allow, for which there is no obligation to register with the separate management (Circ. INPS n. 104/2001)",
          it: "Redditi derivanti dall'assunzione di obblighi di fare, di non fare o permettere, per le quali non sussiste l'obbligo di iscrizione alla gestione separata (circ. inps n. 104/2001)",
        },
      },
      {
        code: "P",
        name: {
          en: "Fees paid to non-resident subjects without a permanent establishment for the use or concession of use of industrial, commercial or scientific equipment located in the State's territory or to Swiss companies or permanent establishments of Swiss companies meeting the requirements of Article 15, paragraph 2 of the Agreement between the European Community and the Swiss Confederation of October 26, 2004 (published in G.U.C.E. of December 29, 2004, no. L385/30)",
          it: "Compensi corrisposti a soggetti non residenti privi di stabile organizzazione per l'uso o la concessione in uso di attrezzature industriali, commerciali o scientifiche che si trovano nel territorio dello stato ovvero a società svizzere o stabili organizzazioni di società svizzere che possiedono i requisiti di cui all'art. 15, comma 2 dell'accordo tra la comunità europea e la confederazione svizzera del 26 ottobre 2004 (pubblicato in g.u.c.e. del 29 dicembre 2004 n. l385/30)",
        },
      },
      {
        code: "Q",
        name: {
          en: "Commissions paid to a single-mandate agent or commercial representative",
          it: "Provvigioni corrisposte ad agente o rappresentante di commercio monomandatario",
        },
      },
      {
        code: "R",
        name: {
          en: "Commissions paid to a multi-mandate agent or commercial representative",
          it: "Provvigioni corrisposte ad agente o rappresentante di commercio plurimandatario",
        },
      },
      {
        code: "S",
        name: { en: "Commissions paid to a commission agent", it: "Provvigioni corrisposte a commissionario" },
      },
      { code: "T", name: { en: "Commissions paid to a broker", it: "Provvigioni corrisposte a mediatore" } },
      {
        code: "U",
        name: {
          en: "Commissions paid to a business finder",
          it: "Provvigioni corrisposte a procacciatore di affari",
        },
      },
      {
        code: "V",
        name: {
          en: "Commissions paid to a home sales agent; commissions paid to an agent for door-to-door and street sales of daily newspapers and periodicals (Law of February 25, 1987, no. 67)",
          it: "Provvigioni corrisposte a incaricato per le vendite a domicilio; provvigioni corrisposte a incaricato per la vendita porta a porta e per la vendita ambulante di giornali quotidiani e periodici (l. 25 febbraio 1987, n. 67);",
        },
      },
      {
        code: "V1",
        name: {
          en: "Income deriving from non-habitual commercial activities (e.g. commissions paid for occasional services to agents or commercial representatives, brokers, business finders)",
          it: "Redditi derivanti da attività commerciali non esercitate abitualmente (ad esempio, provvigioni corrisposte per prestazioni occasionali ad agente o rappresentante di commercio, mediatore, procacciatore d'affari);",
        },
      },
      {
        code: "V2",
        name: {
          en: "Income from non-habitual services provided by direct home sales agents",
          it: "Redditi derivanti dalle prestazioni non esercitate abitualmente rese dagli incaricati alla vendita diretta a domicilio;",
        },
      },
      {
        code: "W",
        name: {
          en: "Considerations paid in 2021 for services related to subcontracting contracts to which the provisions contained in Article 25-ter of Presidential Decree no. 600 of September 29, 1973, have been applied",
          it: "Corrispettivi erogati nel 2021 per prestazioni relative a contratti d'appalto cui si sono resi applicabili le disposizioni contenute nell'art. 25-ter del d.p.r. n. 600 del 29 settembre 1973;",
        },
      },
      {
        code: "X",
        name: {
          en: "Fees paid in 2004 by resident companies or entities or by permanent establishments of foreign companies referred to in Article 26-quater, paragraph 1, letters a) and b) of Presidential Decree 600 of September 29, 1973, to companies or permanent establishments of companies located in another EU Member State meeting the requirements of the aforementioned Article 26-quater of Presidential Decree 600 of September 29, 1973, for which a refund of the withholding tax was made in 2006 pursuant to Article 4 of Legislative Decree no. 143 of May 30, 2005",
          it: "Canoni corrisposti nel 2004 da società o enti residenti ovvero da stabili organizzazioni di società estere di cui all'art. 26-quater, comma 1, lett. a) e b) del d.p.r. 600 del 29 settembre 1973, a società o stabili organizzazioni di società, situate in altro stato membro dell'unione europea in presenza dei requisiti di cui al citato art. 26-quater, del d.p.r. 600 del 29 settembre 1973, per i quali è stato effettuato, nell'anno 2006, il rimborso della ritenuta ai sensi dell'art. 4 del d.lgs. 30 maggio 2005 n. 143;",
        },
      },
      {
        code: "Y",
        name: {
          en: "Fees paid from January 1, 2005, to July 26, 2005, by resident companies or entities or by permanent establishments of foreign companies referred to in Article 26-quater, paragraph 1, letters a) and b) of Presidential Decree no. 600 of September 29, 1973, to companies or permanent establishments of companies located in another EU Member State meeting the requirements of the aforementioned Article 26-quater of Presidential Decree 600 of September 29, 1973, for which a refund of the withholding tax was made in 2006 pursuant to Article 4 of Legislative Decree no. 143 of May 30, 2005",
          it: "Canoni corrisposti dal 1° gennaio 2005 al 26 luglio 2005 da società o enti residenti ovvero da stabili organizzazioni di società estere di cui all'art. 26-quater, comma 1, lett. a) e b) del d.p.r. n. 600 del 29 settembre 1973, a società o stabili organizzazioni di società, situate in altro stato membro dell'unione europea in presenza dei requisiti di cui al citato art. 26-quater, del d.p.r. n. 600 del 29 settembre 1973, per i quali è stato effettuato, nell'anno 2006, il rimborso della ritenuta ai sensi dell'art. 4 del d.lgs. 30 maggio 2005 n. 143;",
        },
      },
      {
        code: "ZO",
        name: { en: "Different title from the previous ones", it: "Titolo diverso dai precedenti;" },
      },
    ],
  },
  {
    key: EXT_KEY_PAYMENT_MEANS,
    name: { en: "Payment Means", it: "Modalità di Pagamento" },
    values: [
      { code: "MP01", name: { en: "Cash", it: "Contanti" } },
      { code: "MP02", name: { en: "Check", it: "Assegno" } },
      { code: "MP03", name: { en: "Banker's Draft", it: "Assegno circolare" } },
      { code: "MP04", name: { en: "Cash at Treasury", it: "Contanti presso Tesoreria" } },
      { code: "MP05", name: { en: "Bank Transfer", it: "Bonifico" } },
      { code: "Mp06", name: { en: "Promissory Note", it: "Vaglia cambiario" } },
      { code: "MP07", name: { en: "Bank payment slip", it: "Bollettino bancario" } },
      { code: "MP08", name: { en: "Payment card", it: "Carta di pagamento" } },
      { code: "MP09", name: { en: "Direct Debit (RID)", it: "RID" } },
      { code: "MP10", name: { en: "Utilities Direct Debit (RID utenze)", it: "RID utenze" } },
      { code: "MP11", name: { en: "Fast Direct Debit (RID veloce)", it: "RID veloce" } },
      { code: "MP12", name: { en: "Direct Debit (RIBA)", it: "RIBA" } },
      { code: "MP13", name: { en: "Debit Transfer (MAV)", it: "MAV" } },
      { code: "MP14", name: { en: "Tax Receipt", it: "Quietanza erario" } },
      {
        code: "MP15",
        name: { en: "Transfer on special account", it: "Giroconto su conti di contabilità speciale" },
      },
      { code: "MP16", name: { en: "Direct Debit", it: "Domiciliazione Bancaria" } },
      { code: "MP17", name: { en: "Direct Debit Post Office", it: "Domiciliazione Postale" } },
      { code: "MP18", name: { en: "Post Office Cheque", it: "Bollettino di c/c postale" } },
      { code: "MP19", name: { en: "SEPA Direct Debit", it: "SEPA Direct Debit" } },
      { code: "MP20", name: { en: "SEPA Core Direct Debit", it: "SEPA Direct Debit Core" } },
      { code: "MP21", name: { en: "SEPA B2B Direct Debit", it: "SEPA Direct Debit B2B" } },
      { code: "MP22", name: { en: "Deductible Netting", it: "Trattenuta su somme già riscosse" } },
      { code: "MP23", name: { en: "PagoPA", it: "PagoPA" } },
    ],
  },
  {
    key: EXT_KEY_VAT_LIABILITY,
    name: { en: "VAT Liability", it: "Esigibilità dell'IVA" },
    values: [
      { code: "I", name: { en: "Immediate", it: "Immediata" } },
      { code: "D", name: { en: "Deferred", it: "Differita" } },
      { code: "S", name: { en: "Split Payment", it: "Scissione dei pagamenti" } },
    ],
  },
  {
    key: EXT_KEY_FUND_TYPE,
    name: { en: "Fund Type", it: "Tipo Cassa" },
    values: [
      {
        code: "TC01",
        name: {
          en: "National Pension and Welfare Fund for Lawyers and Solicitors",
          it: "Cassa nazionale di previdenza e assistenza forense",
        },
      },
      {
        code: "TC02",
        name: { en: "Pension fund for accountants", it: "Cassa di previdenza dottori commercialisti" },
      },
      {
        code: "TC03",
        name: { en: "Pension and welfare fund for surveyors", it: "Cassa di previdenza e assistenza geometri" },
      },
      {
        code: "TC04",
        name: {
          en: "National pension and welfare fund for self-employed engineers and architects",
          it: "Cassa nazionale di previdenza e assistenza per gli ingegneri e gli architetti liberi professionisti",
        },
      },
      { code: "TC05", name: { en: "National fund for solicitors", it: "Cassa nazionale del notariato" } },
      {
        code: "TC06",
        name: {
          en: "National pension and welfare fund for bookkeepers and commercial experts",
          it: "Cassa nazionale di previdenza e assistenza ragionieri e periti commerciali",
        },
      },
      {
        code: "TC07",
        name: {
          en: "National welfare board for sales agents and representatives (ENASARCO)",
          it: "Ente nazionale assistenza agenti e rappresentanti di commercio (ENASARCO)",
        },
      },
      {
        code: "TC08",
        name: {
          en: "National pension and welfare board for employment consultants (ENPACL)",
          it: "Ente nazionale di previdenza e assistenza consulenti del lavoro (ENPACL)",
        },
      },
      {
        code: "TC09",
        name: {
          en: "National pension and welfare board for doctors (ENPAM)",
          it: "Ente nazionale di previdenza e assistenza medici (ENPAM)",
        },
      },
      {
        code: "TC10",
        name: {
          en: "National pension and welfare board for pharmacists (ENPAF)",
          it: "Ente nazionale di previdenza e assistenza farmacisti (ENPAF)",
        },
      },
      {
        code: "TC11",
        name: {
          en: "National pension and welfare board for veterinary physicians (ENPAV)",
          it: "Ente nazionale di previdenza e assistenza veterinari (ENPAV)",
        },
      },
      {
        code: "TC12",
        name: {
          en: "National pension and welfare board for agricultural employees (ENPAIA)",
          it: "Ente nazionale di previdenza e assistenza per i periti industriali e i periti industriali laureati (ENPAIA)",
        },
      },
      {
        code: "TC13",
        name: {
          en: "Pension fund for employees of shipping companies and maritime agencies",
          it: "Cassa di previdenza per l'assicurazione degli impiegati presso le aziende di navigazione ed i consorzi di armatori per il lavoro portuale",
        },
      },
      {
        code: "TC14",
        name: {
          en: "National pension institute for Italian journalists (INPGI)",
          it: "Istituto nazionale di previdenza dei giornalisti italiani (INPGI)",
        },
      },
      {
        code: "TC15",
        name: {
          en: "National welfare board for orphans of Italian doctors (ONAOSI)",
          it: "Opera nazionale per l'assistenza degli orfani dei sanitari italiani (ONAOSI)",
        },
      },
      {
        code: "TC16",
        name: {
          en: "Autonomous supplementary welfare fund for Italian journalists (CASAGIT)",
          it: "Cassa autonoma di assistenza integrativa dei giornalisti italiani (CASAGIT)",
        },
      },
      {
        code: "TC17",
        name: {
          en: "Pension board for industrial experts and graduate industrial experts (EPPI)",
          it: "Ente di previdenza periti industriali e periti industriali laureati (EPPI)",
        },
      },
      {
        code: "TC18",
        name: {
          en: "National multi-category pension and welfare board (EPAP)",
          it: "Ente di previdenza e assistenza pluricategoriale (EPAP)",
        },
      },
      {
        code: "TC19",
        name: {
          en: "National pension and welfare board for biologists (ENPAB)",
          it: "Ente nazionale di previdenza e assistenza biologi (ENPAB)",
        },
      },
      {
        code: "TC20",
        name: {
          en: "National pension and welfare board for the nursing profession (ENPAPI)",
          it: "Ente nazionale di previdenza e assistenza professione infermieristica (ENPAPI)",
        },
      },
      {
        code: "TC21",
        name: {
          en: "National pension and welfare board for psychologists (ENPAP)",
          it: "Ente nazionale di previdenza e assistenza psicologi (ENPAP)",
        },
      },
      {
        code: "TC22",
        name: {
          en: "National Social Security Institute (INPS)",
          it: "Istituto nazionale della previdenza sociale (INPS)",
        },
      },
    ],
  },
  {
    key: EXT_KEY_LIQUIDATION_STATE,
    name: { en: "Liquidation State", it: "Stato di Liquidazione" },
    desc: {
      en: "Whether the company is being wound up; written as StatoLiquidazione in the company register (IscrizioneREA) block of FatturaPA.",
    },
    values: [
      { code: "LS", name: { en: "In liquidation", it: "In liquidazione" } },
      { code: "LN", name: { en: "Not in liquidation", it: "Non in liquidazione" } },
    ],
  },
  {
    key: EXT_KEY_SHAREHOLDER_STATE,
    name: { en: "Shareholder State", it: "Stato di Socio" },
    desc: {
      en: "Whether the company has a single shareholder or several; written as SocioUnico in the company register (IscrizioneREA) block of FatturaPA.",
    },
    values: [
      { code: "SU", name: { en: "Sole shareholder", it: "Socio unico" } },
      { code: "SM", name: { en: "Multiple shareholders", it: "Più soci" } },
    ],
  },
];
