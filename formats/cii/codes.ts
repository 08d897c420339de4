/**
 * The code lists CII shares with GOBL: UNTDID 1001 document types, UNTDID
 * 2475 tax point codes and the tax identity schemes (units and payment means
 * are those of formats/common/codes.ts). Facts taken from GOBL and gobl.cii.
 */
import { inEuropeanUnion, isoCountryOf } from "../../engine/index.ts";

export { PAYMENT_MEANS_BY_CODE, uneceUnit, unitFromUNECE } from "../common/codes.ts";

/** UNTDID 1001 invoice type codes read into GOBL invoice types (and tags); anything else is "other". */
export const INVOICE_TYPE_BY_CODE: ReadonlyMap<string, { type: string; tag?: string }> = new Map([
  ["325", { type: "proforma" }],
  ["380", { type: "standard" }],
  ["381", { type: "credit-note" }],
  ["383", { type: "debit-note" }],
  ["384", { type: "corrective" }],
  ["389", { type: "standard", tag: "self-billed" }],
  ["326", { type: "standard", tag: "partial" }],
]);

/** GOBL tax points and their UNTDID 2475 codes (BT-8). */
export const TAX_POINT_CODES: ReadonlyMap<string, string> = new Map([
  ["issue", "5"],
  ["delivery", "29"],
  ["payment", "72"],
]);

/** Countries whose GOBL regime taxes under GST rather than VAT (the scheme of their tax IDs). */
const GST_COUNTRIES = new Set(["CA", "IN", "SG"]);
/** Countries whose GOBL regime taxes under VAT. */
const VAT_COUNTRIES = new Set([
  "AE", "AT", "BE", "CH", "DE", "DK", "EL", "GR", "ES", "FI", "FR", "GB", "IE", "IT", "MX", "NL", "NO", "PL", "PT", "SA", "SE",
]);

/**
 * The schemeID of a party's tax registration: "VA" for VAT (EN 16931's
 * code), otherwise the tax scheme itself (an explicit one, or the regime's).
 * Every EU member's tax ID is a VAT number, whether or not a regime of ours
 * covers the country: gobl.cii's list alone leaves LU, HU, CZ, RO and others
 * without a scheme, which BR-S-02 and BR-AE-02 then refuse. `charged` is the
 * scheme the invoice itself charges when the tax ID is of the invoice's own
 * regime and that regime names no scheme of its own (Argentina, Colombia:
 * their invoices charge VAT, so their sellers' tax IDs are VAT numbers).
 */
export function taxRegistrationScheme(country: string | undefined, scheme: string | undefined, charged?: string): string {
  const vat = country !== undefined && (VAT_COUNTRIES.has(country) || inEuropeanUnion(isoCountryOf(country)));
  const resolved = scheme || (vat ? "VAT" : country && GST_COUNTRIES.has(country) ? "GST" : (charged ?? ""));
  return resolved === "VAT" ? "VA" : resolved;
}

/** The tax registration scheme that carries a VAT identifier (BT-31/BT-48). */
export const VAT_REGISTRATION_SCHEME = "VA";
/** The tax registration scheme of a local tax number (BT-32). */
export const FISCAL_REGISTRATION_SCHEME = "FC";
/** The URIUniversalCommunication scheme of an e-mail address. */
export const EMAIL_SCHEME = "EM";
/** The date format CII dates use: YYYYMMDD. */
export const DATE_FORMAT_102 = "102";

/** AdditionalReferencedDocument type codes (UNTDID 1001). */
export const ADDITIONAL_DOCUMENT = {
  tender: "50",
  invoicedObject: "130",
  attachment: "916",
} as const;

/**
 * The name the D16B schema requires of a procuring project (BT-11 has only
 * an identifier): the value the official CII test suites give it when the
 * project has no description of its own.
 */
export const PROJECT_NAME_PLACEHOLDER = "Project reference";
