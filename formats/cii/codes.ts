/**
 * The code lists CII shares with GOBL: UN/ECE units (Rec. 20/21), UNTDID
 * 1001 document types, UNTDID 4461 payment means, UNTDID 2475 tax point
 * codes and the tax identity schemes. Facts taken from GOBL and gobl.cii.
 */

/** GOBL unit keys and their UN/ECE codes, in GOBL's order (the first match wins when reading). */
const UNIT_UNECE: ReadonlyArray<readonly [unit: string, unece: string]> = [
  ["mg", "MGM"],
  ["cg", "CGM"],
  ["g", "GRM"],
  ["kg", "KGM"],
  ["t", "TNE"],
  ["mm", "MMT"],
  ["cm", "CMT"],
  ["dm", "DMT"],
  ["m", "MTR"],
  ["lm", "LM"],
  ["km", "KMT"],
  ["in", "INH"],
  ["ft", "FOT"],
  ["lft", "LF"],
  ["mm2", "MMK"],
  ["cm2", "CMK"],
  ["dm2", "DMK"],
  ["m2", "MTK"],
  ["ac", "ACR"],
  ["ha", "HAR"],
  ["mm3", "MMQ"],
  ["cm3", "CMQ"],
  ["dm3", "DMQ"],
  ["m3", "MTQ"],
  ["ml", "MLT"],
  ["cl", "CLT"],
  ["dl", "DLT"],
  ["l", "LTR"],
  ["kl", "K6"],
  ["w", "WTT"],
  ["kw", "KWT"],
  ["kwh", "KWH"],
  ["rate", "A9"],
  ["yr", "ANN"],
  ["mon", "MON"],
  ["wk", "WEE"],
  ["day", "DAY"],
  ["s", "SEC"],
  ["h", "HUR"],
  ["min", "MIN"],
  ["piece", "H87"],
  ["item", "EA"],
  ["pair", "PR"],
  ["dozen", "DZN"],
  ["assortment", "AS"],
  ["service", "E48"],
  ["job", "E51"],
  ["activity", "ACT"],
  ["trip", "E54"],
  ["group", "10"],
  ["outfit", "11"],
  ["kit", "KT"],
  ["basebox", "BB"],
  ["pk", "AB"],
  ["one", "C62"],
  ["bag", "XBG"],
  ["box", "XBX"],
  ["bin", "XBI"],
  ["can", "XCA"],
  ["tub", "XTB"],
  ["case", "XCS"],
  ["tray", "XDS"],
  ["portion", ""],
  ["set", "SET"],
  ["roll", "XRO"],
  ["carton", "XCT"],
  ["cylinder", "XCY"],
  ["barrel", "XBA"],
  ["jerrican", "XJY"],
  ["carboy", "XCO"],
  ["demijohn", "XDJ"],
  ["bottle", "XBO"],
  ["6pack", ""],
  ["canister", "XCI"],
  ["pkg", "XPK"],
  ["pkt", "XPA"],
  ["bunch", "XBH"],
  ["bdl", "XBE"],
  ["blk", "XOK"],
  ["tetrabrik", ""],
  ["pallet", "XPX"],
  ["reel", "XRL"],
  ["sack", "XSA"],
  ["sheet", "XST"],
  ["envelope", "XEN"],
  ["lot", "XLT"],
  ["unit", "XUN"],];

const UNECE_CODE = /^[A-Z0-9]{2,3}$/;

/** The UN/ECE code of a GOBL unit: itself when already a code, "ZZ" (mutually defined) when unknown, "" when none. */
export function uneceUnit(unit: string | undefined): string {
  if (!unit) return "";
  if (UNECE_CODE.test(unit)) return unit;
  const found = UNIT_UNECE.find(([key]) => key === unit);
  return found ? found[1] : "ZZ";
}

/** The GOBL unit of a UN/ECE code: the first GOBL unit with that code, else the code itself. */
export function unitFromUNECE(code: string): string {
  if (code === "") return "";
  const found = UNIT_UNECE.find(([, unece]) => unece === code);
  return found ? found[0] : code;
}

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

/** UNTDID 4461 payment means codes read into GOBL payment means keys; anything else is "any". */
export const PAYMENT_MEANS_BY_CODE: ReadonlyMap<string, string> = new Map([
  ["10", "cash"],
  ["20", "cheque"],
  ["30", "credit-transfer"],
  ["42", "debit-transfer"],
  ["48", "card"],
  ["49", "direct-debit"],
  ["58", "credit-transfer+sepa"],
  ["59", "direct-debit+sepa"],
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
 */
export function taxRegistrationScheme(country: string | undefined, scheme: string | undefined): string {
  const resolved = scheme || (country && VAT_COUNTRIES.has(country) ? "VAT" : country && GST_COUNTRIES.has(country) ? "GST" : "");
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
