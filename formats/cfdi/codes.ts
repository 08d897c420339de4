/**
 * The fixed values of CFDI 4.0 (Mexico's SAT e-invoice) and its complements,
 * and the mx-cfdi-v4 addon's extension keys, as gobl.mx.cfdi uses them.
 * Codes read from XML are looked up in Maps, never as keys of plain objects.
 */

export const CFDI_NAMESPACE = "http://www.sat.gob.mx/cfd/4";
export const CFDI_SCHEMA_LOCATION = "http://www.sat.gob.mx/sitio_internet/cfd/4/cfdv40.xsd";
export const XSI_NAMESPACE = "http://www.w3.org/2001/XMLSchema-instance";
export const CFDI_VERSION = "4.0";
export const ROOT_NAME = "Comprobante";

export const PAGOS_NAMESPACE = "http://www.sat.gob.mx/Pagos20";
export const PAGOS_SCHEMA_LOCATION = "http://www.sat.gob.mx/sitio_internet/cfd/Pagos/Pagos20.xsd";
export const PAGOS_VERSION = "2.0";

export const VALES_NAMESPACE = "http://www.sat.gob.mx/valesdedespensa";
export const VALES_SCHEMA_LOCATION = "http://www.sat.gob.mx/sitio_internet/cfd/valesdedespensa/valesdedespensa.xsd";
export const VALES_VERSION = "1.0";
export const VALES_OPERATION = "monedero electrónico";

export const ECC_NAMESPACE = "http://www.sat.gob.mx/EstadoDeCuentaCombustible12";
export const ECC_SCHEMA_LOCATION = "http://www.sat.gob.mx/sitio_internet/cfd/EstadoDeCuentaCombustible/ecc12.xsd";
export const ECC_VERSION = "1.2";
export const ECC_OPERATION = "Tarjeta";

export const TFD_NAMESPACE = "http://www.sat.gob.mx/TimbreFiscalDigital";

export const MABE_NAMESPACE = "https://recepcionfe.mabempresa.com/cfd/addenda/v1";
export const MABE_SCHEMA_LOCATION = "https://recepcionfe.mabempresa.com/cfd/addenda/v1/mabev1.xsd";

/** The addon whose codes CFDI carries. */
export const CFDI_ADDON = "mx-cfdi-v4";

/** The addon's extension keys (gobl.mx.cfdi's addon/extensions.go). */
export const EXT = {
  issuePlace: "mx-cfdi-issue-place",
  fiscalRegime: "mx-cfdi-fiscal-regime",
  use: "mx-cfdi-use",
  prodServ: "mx-cfdi-prod-serv",
  relType: "mx-cfdi-rel-type",
  docType: "mx-cfdi-doc-type",
  paymentMeans: "mx-cfdi-payment-means",
  paymentMethod: "mx-cfdi-payment-method",
  globalPeriod: "mx-cfdi-global-period",
  globalMonth: "mx-cfdi-global-month",
  globalYear: "mx-cfdi-global-year",
} as const;

/** The addon's tag of a global invoice (a summary of sales to the general public). */
export const TAG_GLOBAL = "global";

/**
 * The issuer's seal and certificate are the stamping service's (PAC) to add:
 * as gobl.mx.cfdi, Sello and Certificado are written empty and the
 * certificate number as twenty zeros.
 */
export const UNSIGNED_CERTIFICATE_NUMBER = "00000000000000000000";
/** Exportacion: "01", not an export (the only value GOBL's converter writes). */
export const EXPORT_NOT_APPLICABLE = "01";

export const PAYMENT_METHOD_SINGLE = "PUE";
export const PAYMENT_METHOD_INSTALMENTS = "PPD";
export const PAYMENT_MEANS_TO_DEFINE = "99";
export const USE_WITHOUT_TAX_EFFECTS = "S01";
export const USE_PAYMENTS = "CP01";

/** The RFCs of the general public and of a foreign customer (GOBL's mx regime). */
export const RFC_GENERIC = "XAXX010101000";
export const RFC_FOREIGN = "XEXX010101000";
export const GENERIC_CUSTOMER_NAME = "PÚBLICO EN GENERAL";
/** RegimenFiscal 616: without tax obligations. */
export const REGIME_WITHOUT_OBLIGATIONS = "616";

export const DEFAULT_UNIT = "ZZ";
export const DEFAULT_PROD_SERV = "01010101";

export const FACTOR_RATE = "Tasa";
export const FACTOR_QUOTA = "Cuota";
export const FACTOR_EXEMPT = "Exento";

export const NOT_SUBJECT_TO_TAX = "01";
export const SUBJECT_TO_TAX = "02";

/** SAT's c_Impuesto codes. */
export const SAT_ISR = "001";
export const SAT_VAT = "002";
export const SAT_IEPS = "003";

export const CATEGORY_VAT = "VAT";
export const CATEGORY_RVAT = "RVAT";
export const CATEGORY_IEPS = "IEPS";
export const CATEGORY_RIEPS = "RIEPS";
export const CATEGORY_ISR = "ISR";

/** GOBL's tax categories by SAT's c_Impuesto. */
export const SAT_TAX_OF_CATEGORY: ReadonlyMap<string, string> = new Map([
  [CATEGORY_ISR, SAT_ISR],
  [CATEGORY_VAT, SAT_VAT],
  [CATEGORY_RVAT, SAT_VAT],
  [CATEGORY_IEPS, SAT_IEPS],
  [CATEGORY_RIEPS, SAT_IEPS],
]);

/** The categories retained from the customer's payment (GOBL's mx regime). */
export const RETAINED_CATEGORIES: ReadonlySet<string> = new Set([CATEGORY_RVAT, CATEGORY_RIEPS, CATEGORY_ISR]);

/** A transferred tax's category by its c_Impuesto (ISR is never transferred). */
export const TRANSFERRED_CATEGORY_OF_SAT: ReadonlyMap<string, string> = new Map([
  [SAT_VAT, CATEGORY_VAT],
  [SAT_IEPS, CATEGORY_IEPS],
]);

/** A retained tax's category by its c_Impuesto. */
export const RETAINED_CATEGORY_OF_SAT: ReadonlyMap<string, string> = new Map([
  [SAT_ISR, CATEGORY_ISR],
  [SAT_VAT, CATEGORY_RVAT],
  [SAT_IEPS, CATEGORY_RIEPS],
]);

/** The fixed concept of a payment receipt (type P), as SAT's fill-in guide sets it. */
export const PAYMENT_CONCEPT = {
  ClaveProdServ: "84111506",
  Cantidad: "1",
  ClaveUnidad: "ACT",
  Descripcion: "Pago",
  ValorUnitario: "0",
  Importe: "0",
  ObjetoImp: NOT_SUBJECT_TO_TAX,
} as const;
/** A payment receipt's currency: none. */
export const PAYMENT_CURRENCY = "XXX";

/** GOBL's stamp providers for a stamped CFDI (the mx regime's and the addon's). */
export const STAMP = {
  uuid: "sat-uuid",
  signature: "cfdi-sig",
  serial: "cfdi-serial",
  satSignature: "sat-sig",
  satSerial: "sat-serial",
  satTimestamp: "sat-timestamp",
  satChain: "sat-chain",
  providerRFC: "sat-provider-rfc",
  satURL: "sat-url",
} as const;

export const SAT_VERIFY_URL = "https://verificacfdi.facturaelectronica.sat.gob.mx/default.aspx";
