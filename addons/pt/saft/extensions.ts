import type { Definition } from "../../../engine/index.ts";

/** Keys of the extensions the SAF-T (PT) addon defines. */
export const EXT_KEY_EXEMPTION = "pt-saft-exemption";
export const EXT_KEY_TAX_RATE = "pt-saft-tax-rate";
export const EXT_KEY_PRODUCT_TYPE = "pt-saft-product-type";
export const EXT_KEY_PAYMENT_MEANS = "pt-saft-payment-means";
export const EXT_KEY_SOURCE = "pt-saft-source";
export const EXT_KEY_SOURCE_REF = "pt-saft-source-ref";
export const EXT_KEY_CASH_VAT = "pt-saft-cash-vat";
export const EXT_KEY_INVOICE_TYPE = "pt-saft-invoice-type";
export const EXT_KEY_WORK_TYPE = "pt-saft-work-type";
export const EXT_KEY_MOVEMENT_TYPE = "pt-saft-movement-type";
export const EXT_KEY_PAYMENT_TYPE = "pt-saft-payment-type";

/** The region extension of the `pt` regime (mainland, Azores, Madeira). */
export const EXT_KEY_REGION = "pt-region";

/** SAF-T tax rate codes. */
export const TAX_RATE_REDUCED = "RED";
export const TAX_RATE_INTERMEDIATE = "INT";
export const TAX_RATE_NORMAL = "NOR";
export const TAX_RATE_EXEMPT = "ISE";
export const TAX_RATE_OTHER = "OUT";

/** Product types. */
export const PRODUCT_TYPE_GOODS = "P";
export const PRODUCT_TYPE_SERVICE = "S";

/** Invoice types. */
export const INVOICE_TYPE_STANDARD = "FT";
export const INVOICE_TYPE_SIMPLIFIED = "FS";
export const INVOICE_TYPE_INVOICE_RECEIPT = "FR";
export const INVOICE_TYPE_DEBIT_NOTE = "ND";
export const INVOICE_TYPE_CREDIT_NOTE = "NC";

/** Movement (delivery) types. */
export const MOVEMENT_TYPE_DELIVERY_NOTE = "GR";
export const MOVEMENT_TYPE_WAYBILL = "GT";
export const MOVEMENT_TYPE_RETURN = "GD";

/** Work document types. */
export const WORK_TYPE_CONSIGNMENT_CREDIT = "CC";
export const WORK_TYPE_CONSIGNMENT_INVOICE = "FC";
export const WORK_TYPE_PURCHASE_ORDER = "NE";
export const WORK_TYPE_BUDGETS = "OR";
export const WORK_TYPE_PROFORMA = "PF";

/** Payment (receipt) types. */
export const PAYMENT_TYPE_CASH = "RC";
export const PAYMENT_TYPE_OTHER = "RG";

/** Where a document comes from. */
export const SOURCE_PRODUCED = "P";
export const SOURCE_INTEGRATED = "I";
export const SOURCE_MANUAL = "M";

type Value = { code: string; en: string; pt: string; desc?: string };
const values = (list: Value[]): Definition["values"] =>
  list.map((v) => ({ code: v.code, name: { en: v.en, pt: v.pt }, ...(v.desc ? { desc: { en: v.desc } } : {}) }));

/**
 * The exemption codes of the AT's table, with the legal reference each
 * stands for. The Portuguese name is what a line's exemption note says.
 */
export const EXEMPTION_VALUES: Value[] = [
  { code: "M01", en: "Article 16, No. 6, paragraphs a) to d) of the VAT code", pt: "Artigo 16.º, n.º 6, alíneas a) a d) do CIVA" },
  { code: "M02", en: "Article 6 of Decree-Law No. 198/90 of 19th June", pt: "Artigo 6.º do Decreto-Lei n.º 198/90, de 19 de junho" },
  { code: "M04", en: "Article 13 of the VAT code", pt: "Artigo 13.º do CIVA" },
  { code: "M05", en: "Article 14 of the VAT code", pt: "Artigo 14.º do CIVA" },
  { code: "M06", en: "Article 15 of the VAT code", pt: "Artigo 15.º do CIVA" },
  { code: "M07", en: "Article 9 of the VAT code", pt: "Artigo 9.º do CIVA" },
  { code: "M09", en: "Article 62 paragraph b) of the VAT code", pt: "Artigo 62.º alínea b) do CIVA" },
  { code: "M10", en: "Article 57 of the VAT code", pt: "Artigo 57.º do CIVA" },
  { code: "M11", en: "Decree-Law No. 346/85 of 23rd August", pt: "Decreto-Lei n.º 346/85, de 23 de agosto" },
  { code: "M12", en: "Decree-Law No. 221/85 of 3rd July", pt: "Decreto-Lei n.º 221/85, de 3 de julho" },
  { code: "M13", en: "Decree-Law No. 199/96 of 18th October", pt: "Decreto-Lei n.º 199/96, de 18 de outubro" },
  { code: "M14", en: "Decree-Law No. 199/96 of 18th October", pt: "Decreto-Lei n.º 199/96, de 18 de outubro" },
  { code: "M15", en: "Decree-Law No. 199/96 of 18th October", pt: "Decreto-Lei n.º 199/96, de 18 de outubro" },
  { code: "M16", en: "Article 14 of the RITI", pt: "Artigo 14.º do RITI" },
  { code: "M19", en: "Other exemptions", pt: "Outras isenções" },
  { code: "M20", en: "Article 59-D No. 2 of the VAT code", pt: "Artigo 59.º-D n.º 2 do CIVA" },
  { code: "M21", en: "Article 72 No. 4 of the VAT code", pt: "Artigo 72.º n.º 4 do CIVA" },
  { code: "M25", en: "Article 38 No. 1 paragraph a) of the VAT code", pt: "Artigo 38.º n.º 1 alínea a) do CIVA" },
  { code: "M26", en: "Law No. 17/2023 of 14th April", pt: "Lei n.º 17/2023, de 14 de abril" },
  { code: "M30", en: "Article 2 No. 1 paragraph i) of the VAT code", pt: "Artigo 2.º n.º 1 alínea i) do CIVA" },
  { code: "M31", en: "Article 2 No. 1 paragraph j) of the VAT code", pt: "Artigo 2.º n.º 1 alínea j) do CIVA" },
  { code: "M32", en: "Article 2 No. 1 paragraph l) of the VAT code", pt: "Artigo 2.º n.º 1 alínea l) do CIVA" },
  { code: "M33", en: "Article 2 No. 1 paragraph m) of the VAT code", pt: "Artigo 2.º n.º 1 alínea m) do CIVA" },
  { code: "M34", en: "Article 2 No. 1 paragraph n) of the VAT code", pt: "Artigo 2.º n.º 1 alínea n) do CIVA" },
  { code: "M40", en: "Article 6 No. 6 paragraph a) of the VAT code, to the contrary", pt: "Artigo 6.º n.º 6 alínea a) do CIVA, a contrário" },
  { code: "M41", en: "Article 8 No. 3 of the RITI", pt: "Artigo 8.º n.º 3 do RITI" },
  { code: "M42", en: "Decree-Law No. 21/2007 of 29th January", pt: "Decreto-Lei n.º 21/2007, de 29 de janeiro" },
  { code: "M43", en: "Decree-Law No. 362/99 of 16th September", pt: "Decreto-Lei n.º 362/99, de 16 de setembro" },
  { code: "M44", en: "Article 6.º of the CIVA – Specific rules", pt: "Artigo 6.º do CIVA – Regras específicas" },
  { code: "M45", en: "Art 58º-A of the CIVA (IVA - cross-border exemption regime)", pt: "Art 58º-A do CIVA (IVA - regime transfronteiriço de isenção)" },
  { code: "M46", en: "Decree-Law No. 19/2017, of February 14", pt: "Decreto-lei n.º 19/2017, de 14 de fevereiro" },
  { code: "M99", en: "Not subject to tax or not taxed", pt: "Não sujeito ou não tributado" },
];

/** The Portuguese text of an exemption code, or "" for a code not in the table. */
export function exemptionText(code: string): string {
  return EXEMPTION_VALUES.find((v) => v.code === code)?.pt ?? "";
}

const doc = (...lines: string[]): { en: string } => ({ en: lines.join("\n") });

/** The SAF-T codes the addon adds to documents, lines, items, taxes and payments. */
export const extensions: Definition[] = [
  {
    key: EXT_KEY_INVOICE_TYPE,
    name: { en: "Invoice Type", pt: "Tipo de Fatura" },
    desc: doc(
      "The SAF-T document type of a sales invoice (InvoiceType), in the invoice's `tax.ext`.",
      "Scenarios fill it in: a `standard` invoice is FT, FS when tagged `simplified` and FR when",
      "tagged `invoice-receipt` or already paid in full; a `debit-note` is ND and a `credit-note` NC.",
    ),
    values: values([
      { code: INVOICE_TYPE_STANDARD, en: "Standard Invoice", pt: "Fatura", desc: "Invoice under article 36 of the VAT code." },
      { code: INVOICE_TYPE_SIMPLIFIED, en: "Simplified Invoice", pt: "Fatura Simplificada", desc: "Simplified invoice under article 40 of the VAT code." },
      { code: INVOICE_TYPE_INVOICE_RECEIPT, en: "Invoice-Receipt", pt: "Fatura-Recibo", desc: "Invoice that also acknowledges its payment." },
      { code: INVOICE_TYPE_DEBIT_NOTE, en: "Debit Note", pt: "Nota de Débito" },
      { code: INVOICE_TYPE_CREDIT_NOTE, en: "Credit Note", pt: "Nota de Crédito" },
    ]),
  },
  {
    key: EXT_KEY_PAYMENT_TYPE,
    name: { en: "Payment Type", pt: "Tipo de Pagamento" },
    desc: doc(
      "The SAF-T receipt type (PaymentType) of a `bill/payment`, in its `ext`. Normalisation sets it:",
      "RC for a payment tagged `cash-vat`, RG for any other.",
    ),
    values: values([
      { code: PAYMENT_TYPE_CASH, en: "Receipt under the VAT Cash scheme", pt: "Recibo no âmbito do regime de IVA de Caixa" },
      { code: PAYMENT_TYPE_OTHER, en: "Other Receipt", pt: "Outro Recibo" },
    ]),
  },
  {
    key: EXT_KEY_TAX_RATE,
    name: { en: "Tax Rate Code", pt: "Código da Taxa de Imposto" },
    desc: doc(
      "The SAF-T tax rate code (TaxCode) of a VAT combo. Normalisation derives it from the combo's",
      "key and rate: `reduced` RED, `intermediate` INT, `general` NOR; exempt, zero, export,",
      "intra-community, reverse-charge and outside-scope keys ISE; a combo taxed outside Portugal OUT.",
    ),
    values: values([
      { code: TAX_RATE_REDUCED, en: "Reduced", pt: "Redução" },
      { code: TAX_RATE_INTERMEDIATE, en: "Intermediate", pt: "Intermédio" },
      { code: TAX_RATE_NORMAL, en: "Normal", pt: "Normal" },
      { code: TAX_RATE_EXEMPT, en: "Exempt", pt: "Isento" },
      { code: TAX_RATE_OTHER, en: "Other", pt: "Outro" },
    ]),
  },
  {
    key: EXT_KEY_EXEMPTION,
    name: { en: "Tax exemption reason code", pt: "Código do motivo de isenção de imposto" },
    desc: doc(
      "The AT's code (TaxExemptionCode) for why a VAT combo bears no tax; required when the tax",
      "rate code is ISE. Normalisation picks a default from the combo's key when none of that key's",
      "codes is given (M07 for exempt and zero, M05 for export, M16 for intra-community, M40 for",
      "reverse charge, M99 for outside scope), and adds to the line a legal note whose text is the",
      "code's legal reference (TaxExemptionReason).",
    ),
    sources: [
      {
        title: { en: "AT tax exemption codes", pt: "Códigos de motivo de isenção" },
        url: "https://info.portaldasfinancas.gov.pt/pt/apoio_contribuinte/Faturacao/Fatcorews/Documents/Tabela_Codigos_Motivo_Isencao.pdf",
        content_type: "application/pdf",
      },
    ],
    values: values(EXEMPTION_VALUES),
  },
  {
    key: EXT_KEY_PRODUCT_TYPE,
    name: { en: "Product Type", pt: "Tipo de Produto" },
    desc: doc(
      "The SAF-T ProductType of an item. When left out, an item whose unit is one used for services",
      "(or no unit, `item` or `one`) gets S, and any other item P.",
    ),
    values: values([
      { code: "P", en: "Goods", pt: "Produtos" },
      { code: "S", en: "Services", pt: "Serviços" },
      { code: "O", en: "Other", pt: "Outros", desc: "Such as postage charged, advances received or sales of assets." },
      { code: "E", en: "Excise Duties", pt: "Impostos Especiais", desc: "Special consumption taxes (IABA, ISP, IT...)." },
      { code: "I", en: "Taxes/Fees", pt: "Impostos/Taxas", desc: "Taxes, fees and levies other than VAT, stamp duty and excise duties." },
    ]),
  },
  {
    key: EXT_KEY_WORK_TYPE,
    name: { en: "Document Type", pt: "Tipo de documento" },
    desc: doc(
      "The SAF-T WorkType of a document issued for the customer to check goods or services before",
      "invoicing. In `tax.ext`: a proforma invoice gets PF, a purchase order NE and a quote OR;",
      "invoices may only use PF, FC and CC, orders any other code.",
    ),
    values: values([
      { code: "CM", en: "Table orders", pt: "Consultas de mesa" },
      { code: WORK_TYPE_CONSIGNMENT_CREDIT, en: "Consignment credit note", pt: "Credito de consignação" },
      { code: WORK_TYPE_CONSIGNMENT_INVOICE, en: "VAT-compliant consignment invoice (Article 38)", pt: "Fatura de consignação nos termos do art.º 38º do código do IVA" },
      { code: "FO", en: "Work orders", pt: "Folhas de obra" },
      { code: WORK_TYPE_PURCHASE_ORDER, en: "Purchase order", pt: "Nota de Encomenda" },
      { code: "OU", en: "Other documents", pt: "Outros" },
      { code: WORK_TYPE_BUDGETS, en: "Quotations", pt: "Orçamentos" },
      { code: WORK_TYPE_PROFORMA, en: "Pro forma invoice", pt: "Pró-forma" },
      { code: "DC", en: "Delivery verification documents", pt: "Documentos emitidos que sejam suscetíveis de apresentação ao cliente para conferência de mercadorias ou de prestação de serviços", desc: "Only for data up to 2017-06-30." },
      { code: "RP", en: "Premium Receipt", pt: "Prémio ou recibo de prémio" },
      { code: "RE", en: "Chargeback Receipt", pt: "Estorno ou recibo de estorno" },
      { code: "CS", en: "Co-insurers Allocation", pt: "Imputação a co-seguradoras" },
      { code: "LD", en: "Lead Co-insurer Allocation", pt: "Imputação a co-seguradora líder" },
      { code: "RA", en: "Accepted Reinsurance", pt: "Resseguro aceite" },
    ]),
  },
  {
    key: EXT_KEY_PAYMENT_MEANS,
    name: { en: "Payment Means", pt: "Meio de Pagamento" },
    desc: doc(
      "The SAF-T PaymentMechanism of payment instructions, advances and payment methods, derived",
      "from the means key: card CC, card+debit CD, credit and debit transfers and direct debit TB,",
      "cash NU, promissory note LC, netting CS, cheque CH, online DE, other OU (`other` keeps a code",
      "already given).",
    ),
    values: values([
      { code: "CC", en: "Credit card", pt: "Cartão crédito" },
      { code: "CD", en: "Debit card", pt: "Cartão débito" },
      { code: "CH", en: "Bank cheque", pt: "Cheque bancário" },
      { code: "CI", en: "International documentary credit", pt: "Letter of credit" },
      { code: "CO", en: "Gift cheque or card", pt: "Cheque ou cartão oferta" },
      { code: "CS", en: "Settlement of balances in current account", pt: "Compensação de saldos em conta corrente" },
      { code: "DE", en: "Electronic money", pt: "Dinheiro eletrónico" },
      { code: "LC", en: "Commercial bill", pt: "Letra comercial" },
      { code: "MB", en: "Multibanco payment references", pt: "Referências de pagamento para Multibanco" },
      { code: "NU", en: "Cash", pt: "Numerário" },
      { code: "OU", en: "Other", pt: "Outro" },
      { code: "PR", en: "Barter", pt: "Permuta de bens" },
      { code: "TB", en: "Bank transfer or direct debit", pt: "Transferência bancária ou débito direto autorizado" },
      { code: "TR", en: "Supplementary compensation", pt: "Títulos de compensação extrassalarial" },
    ]),
  },
  {
    key: EXT_KEY_SOURCE,
    name: { en: "Document Source", pt: "Origem do documento" },
    desc: doc(
      "Where the document comes from (SourceBilling / SourcePayment): P when this application",
      "produced it, the default; I when integrated from another application; M when recovered or",
      "issued manually.",
    ),
    values: values([
      { code: SOURCE_PRODUCED, en: "Produced", pt: "Produzido", desc: "Produced by this application." },
      { code: SOURCE_INTEGRATED, en: "Integrated", pt: "Integrado", desc: "Produced by another application and integrated." },
      { code: SOURCE_MANUAL, en: "Manual", pt: "Manual", desc: "Recovered or issued by hand." },
    ]),
  },
  {
    key: EXT_KEY_SOURCE_REF,
    name: { en: "Source Document Reference", pt: "Referência do documento de origem" },
    desc: doc(
      "The full reference of a document not produced by this application (source I or M), which",
      "the SAF-T appends to HashControl. For a manual document it reads `<type>M <series>/<number>`,",
      "for a recovered one `<type>D <type> <series>/<number>`, e.g. `FTM abc/00001` or",
      "`FTD FT SERIESA/123`.",
    ),
  },
  {
    key: EXT_KEY_MOVEMENT_TYPE,
    name: { en: "Movement Type", pt: "Tipo de documento" },
    desc: doc(
      "The SAF-T MovementType of a delivery document, in its `tax.ext`. When missing: a delivery",
      "tagged `return` gets GD, a `note` GR and a `waybill` GT; GA and GC must be given.",
    ),
    values: values([
      { code: MOVEMENT_TYPE_DELIVERY_NOTE, en: "Delivery note", pt: "Guia de remessa" },
      { code: MOVEMENT_TYPE_WAYBILL, en: "Waybill", pt: "Guia de transporte", desc: "Global waybills included." },
      { code: "GA", en: "Guide to the movement own fixed assets", pt: "Guia de movimentação de ativos fixos próprios" },
      { code: "GC", en: "Consignment note", pt: "Guia de consignação" },
      { code: MOVEMENT_TYPE_RETURN, en: "Returns slip or note", pt: "Guia ou nota de devolução" },
    ]),
  },
  {
    key: EXT_KEY_CASH_VAT,
    name: { en: "Cash VAT Scheme Indicator", pt: "Indicador de Regime de IVA de Caixa" },
    desc: doc(
      "Whether the issuer is under the Cash VAT scheme (CashVATSchemeIndicator), in the invoice's",
      "`tax.ext`: 1 for a standard invoice tagged `cash-vat`, 0 (the default) otherwise.",
    ),
    values: values([
      { code: "0", en: "No", pt: "Não", desc: "Not under the Cash VAT scheme." },
      { code: "1", en: "Yes", pt: "Sim", desc: "Under the Cash VAT scheme." },
    ]),
  },
];
