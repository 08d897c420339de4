/** The key documents enable the addon with (GOBL: `mx-cfdi` family, version 4). */
export const ADDON_KEY = "mx-cfdi-v4";

/** The extensions the addon defines, named after the CFDI fields they fill. */
export const EXT_KEY_ISSUE_PLACE = "mx-cfdi-issue-place"; // LugarExpedicion
export const EXT_KEY_FISCAL_REGIME = "mx-cfdi-fiscal-regime"; // RegimenFiscal
export const EXT_KEY_USE = "mx-cfdi-use"; // UsoCFDI
export const EXT_KEY_PROD_SERV = "mx-cfdi-prod-serv"; // ClaveProdServ
export const EXT_KEY_REL_TYPE = "mx-cfdi-rel-type"; // TipoRelacion
export const EXT_KEY_DOC_TYPE = "mx-cfdi-doc-type"; // TipoDeComprobante
export const EXT_KEY_TAX_TYPE = "mx-cfdi-tax-type"; // Impuesto
export const EXT_KEY_PAYMENT_MEANS = "mx-cfdi-payment-means"; // FormaPago
export const EXT_KEY_PAYMENT_METHOD = "mx-cfdi-payment-method"; // MetodoPago
export const EXT_KEY_GLOBAL_PERIOD = "mx-cfdi-global-period"; // InformacionGlobal/Periodicidad
export const EXT_KEY_GLOBAL_MONTH = "mx-cfdi-global-month"; // InformacionGlobal/Meses
export const EXT_KEY_GLOBAL_YEAR = "mx-cfdi-global-year"; // InformacionGlobal/Año

/** Codes the addon's rules and normalisers set or ask for. */
export const DOC_TYPE_INVOICE = "I";
export const DOC_TYPE_CREDIT_NOTE = "E";
export const DOC_TYPE_PAYMENT = "P";
export const REL_TYPE_CREDIT_NOTE = "01";
export const REL_TYPE_SUBSTITUTION = "04";
export const PAYMENT_METHOD_PUE = "PUE"; // paid in one go
export const PAYMENT_METHOD_PPD = "PPD"; // paid in instalments or later
export const PAYMENT_MEANS_TO_DEFINE = "99";
export const USE_PAYMENTS = "CP01";

/** The invoice tag of a global (B2C) CFDI, which has no customer. */
export const TAG_GLOBAL = "global";

/** The stamp of a stamped CFDI's folio fiscal (GOBL's MX regime). */
export const STAMP_SAT_UUID = "sat-uuid";

/** A post code: five digits (the place of issue, a Mexican customer's address). */
export const POST_CODE_PATTERN = "^[0-9]{5}$";

/** The prefix of the addon's rule codes (GOBL keys them by the addon family). */
export const RULE_PREFIX = "GOBL-MX-CFDI-";
