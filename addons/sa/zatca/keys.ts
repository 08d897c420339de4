/** The key documents enable the addon with. */
export const ADDON_KEY = "sa-zatca-v1";

/** The extension the addon defines: the ZATCA invoice transaction type (KSA-2). */
export const EXT_KEY_INVOICE_TYPE = "sa-zatca-invoice-type";

/** Catalogue extensions the addon reads. */
export const EXT_KEY_VATEX = "cef-vatex";
export const EXT_KEY_TAX_CATEGORY = "untdid-tax-category";
export const EXT_KEY_DOCUMENT_TYPE = "untdid-document-type";

/** The invoice tags the addon adds, besides GOBL's `simplified`, `export` and `self-billed`. */
export const TAG_SUMMARY = "summary";
export const TAG_THIRD_PARTY = "third-party";
export const TAG_NOMINAL = "nominal";
export const TAG_EXPORT = "export";
export const TAG_SIMPLIFIED = "simplified";
export const TAG_SELF_BILLED = "self-billed";
