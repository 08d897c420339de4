/**
 * The words a page is made of, one table per language. English has every
 * key; another language may leave one out, and the page then falls back to
 * the English word rather than to nothing.
 */
export interface Labels {
  /** Document titles, by kind and type. */
  titles: {
    invoice: string;
    simplifiedInvoice: string;
    proforma: string;
    corrective: string;
    creditNote: string;
    debitNote: string;
    otherInvoice: string;
    purchaseOrder: string;
    salesOrder: string;
    quote: string;
    deliveryAdvice: string;
    deliveryNote: string;
    waybill: string;
    goodsReceipt: string;
    paymentRequest: string;
    paymentAdvice: string;
    paymentReceipt: string;
    statusResponse: string;
    statusUpdate: string;
    systemStatus: string;
    message: string;
    party: string;
    document: string;
  };
  header: {
    issueDate: string;
    operationDate: string;
    valueDate: string;
    currency: string;
    exchangeRate: string;
    preceding: string;
    reason: string;
    orderReference: string;
    period: string;
    purchaseOrder: string;
    salesOrder: string;
    contract: string;
    project: string;
    receivingAdvice: string;
    despatchAdvice: string;
    tender: string;
    accountingCost: string;
    deliveryDate: string;
    despatchDate: string;
    receiveDate: string;
    tracking: string;
    reference: string;
  };
  roles: {
    supplier: string;
    customer: string;
    payee: string;
    payer: string;
    seller: string;
    buyer: string;
    issuer: string;
    receiver: string;
    despatcher: string;
    courier: string;
    party: string;
  };
  party: {
    taxId: string;
    email: string;
    telephone: string;
    website: string;
    contact: string;
  };
  lines: {
    caption: string;
    index: string;
    item: string;
    quantity: string;
    price: string;
    discounts: string;
    charges: string;
    taxes: string;
    total: string;
    reference: string;
    period: string;
  };
  /** The document-level discounts and charges table. */
  adjustments: {
    caption: string;
    kind: string;
    reason: string;
    percent: string;
    amount: string;
    discount: string;
    charge: string;
  };
  taxes: {
    caption: string;
    category: string;
    rate: string;
    base: string;
    amount: string;
    surcharge: string;
    retained: string;
  };
  /** Names of common tax keys and rates, for lines and breakdowns without a percentage. */
  taxKeys: Record<string, string>;
  totals: {
    heading: string;
    sum: string;
    discount: string;
    charge: string;
    taxIncluded: string;
    total: string;
    totalWithTax: string;
    retainedTax: string;
    rounding: string;
    payable: string;
    advance: string;
    due: string;
  };
  payment: {
    heading: string;
    terms: string;
    dueDates: string;
    instructions: string;
    advances: string;
    methods: string;
    iban: string;
    bic: string;
    account: string;
    accountHolder: string;
    card: string;
    cardHolder: string;
    mandate: string;
    creditor: string;
    debitedAccount: string;
    reference: string;
  };
  /** Names of GOBL's payment terms keys. */
  termKeys: Record<string, string>;
  /** Names of GOBL's payment means keys. */
  meansKeys: Record<string, string>;
  /** The bill/payment lines table. */
  paid: {
    caption: string;
    document: string;
    date: string;
    description: string;
    payable: string;
    advances: string;
    amount: string;
    due: string;
    total: string;
  };
  /** The bill/status lines table. */
  status: {
    caption: string;
    document: string;
    state: string;
    date: string;
    details: string;
  };
  /** Names of the states a status line gives. */
  statusKeys: Record<string, string>;
  sections: {
    notes: string;
    legal: string;
    stamps: string;
    codes: string;
    content: string;
  };
  footer: {
    uuid: string;
    digest: string;
  };
  /** Units of measure by GOBL key (`h`, `day`, `kg`...); others are shown as given. */
  units: Record<string, string>;
}

/** A language's table: any key may be left out, and English stands in. */
export type PartialLabels = { [K in keyof Labels]?: Partial<Labels[K]> };
