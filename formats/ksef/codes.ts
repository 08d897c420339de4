/**
 * FA(3)'s fixed texts and code lists (the Ministry of Finance's e-invoice
 * structure for KSeF, schemat_FA(3)_v1-0E): the namespace, the form code of
 * the header, and the codes the writer turns GOBL's model into. The reader
 * imports the same names, so they stay stable.
 */

export const NAMESPACE = "http://crd.gov.pl/wzor/2025/06/25/13775/";
export const NAMESPACE_XSI = "http://www.w3.org/2001/XMLSchema-instance";
export const NAMESPACE_XSD = "http://www.w3.org/2001/XMLSchema";
export const ROOT_NAME = "Faktura";

/** Naglowek/KodFormularza: its text and its two attributes. */
export const FORM_CODE = "FA";
export const KodFormularza = { kodSystemowy: "FA (3)", wersjaSchemy: "1-0E" } as const;
export const SYSTEM_CODE = KodFormularza.kodSystemowy;
export const SCHEMA_VERSION = KodFormularza.wersjaSchemy;
/** Naglowek/WariantFormularza. */
export const FORM_VARIANT = "3";
/** Naglowek/SystemInfo: the system that made the file. */
export const SYSTEM_INFO = "bizdoc";
/**
 * The earliest DataWytworzeniaFa the schema accepts: FA(3) files cannot
 * claim to have been made before the structure was published.
 */
export const EARLIEST_CREATION = "2025-09-01";

/** The schema's yes/no flags (etd:TWybor1_2) and its lone "yes" (etd:TWybor1). */
export const YES = "1";
export const NO = "2";

/** The country whose tax number (NIP) Podmiot1 must have, and whose currency P_14_xW is in. */
export const HOME_COUNTRY = "PL";
export const HOME_CURRENCY = "PLN";

/** RodzajFaktury codes (the addon's `pl-favat-invoice-type`). */
export const INVOICE_KIND_REGULAR = "VAT";
export const INVOICE_KIND_ADVANCE = "ZAL";
export const INVOICE_KIND_SETTLEMENT = "ROZ";
export const INVOICE_KIND_SIMPLIFIED = "UPR";
export const INVOICE_KINDS: ReadonlySet<string> = new Set(["VAT", "KOR", "ZAL", "ROZ", "UPR", "KOR_ZAL", "KOR_ROZ"]);
/** The kinds that correct an earlier invoice: they carry DaneFaKorygowanej and state differences. */
export const CORRECTION_KINDS: ReadonlySet<string> = new Set(["KOR", "KOR_ZAL", "KOR_ROZ"]);

/**
 * What each KSeF tax category (`pl-favat-tax-category`) is written as: the
 * net (P_13_x) and tax (P_14_x) fields of the sums, the tax in złoty for a
 * foreign-currency invoice (P_14_xW), and the rate code of its lines (P_12)
 * by the combo's percent (or the fixed code of a category without a rate).
 */
export interface TaxCategoryFields {
  net: string;
  tax?: string;
  taxInPLN?: string;
  /** P_12 by percent ("23.0%" → "23"), for the categories with rates. */
  rates?: ReadonlyMap<string, string>;
  /** P_12 of a category without a rate. */
  rateCode?: string;
  /** OSS lines state their foreign rate as a percentage (P_12_XII) instead of a code. */
  foreignRate?: boolean;
}

const percentCodes = (...codes: string[]): ReadonlyMap<string, string> => new Map(codes.map((code) => [code, code]));

export const TAX_CATEGORY_FIELDS: ReadonlyMap<string, TaxCategoryFields> = new Map<string, TaxCategoryFields>([
  ["1", { net: "P_13_1", tax: "P_14_1", taxInPLN: "P_14_1W", rates: percentCodes("23", "22") }],
  ["2", { net: "P_13_2", tax: "P_14_2", taxInPLN: "P_14_2W", rates: percentCodes("8", "7") }],
  ["3", { net: "P_13_3", tax: "P_14_3", taxInPLN: "P_14_3W", rates: percentCodes("5") }],
  // The taxi flat rate: the 4% (formerly 3%) lump sum.
  ["4", { net: "P_13_4", tax: "P_14_4", taxInPLN: "P_14_4W", rates: percentCodes("4", "3") }],
  // One Stop Shop: the rate is the other member state's.
  ["5", { net: "P_13_5", tax: "P_14_5", foreignRate: true }],
  ["6.1", { net: "P_13_6_1", rateCode: "0 KR" }],
  ["6.2", { net: "P_13_6_2", rateCode: "0 WDT" }],
  ["6.3", { net: "P_13_6_3", rateCode: "0 EX" }],
  ["7", { net: "P_13_7", rateCode: "zw" }],
  ["8", { net: "P_13_8", rateCode: "np I" }],
  ["9", { net: "P_13_9", rateCode: "np II" }],
  ["10", { net: "P_13_10", rateCode: "oo" }],
  // Margin schemes state no rate on their lines.
  ["11", { net: "P_13_11" }],
]);

/** The order of the sums in Fa (the schema's sequence). */
export const TAX_CATEGORY_ORDER = ["1", "2", "3", "4", "5", "6.1", "6.2", "6.3", "7", "8", "9", "10", "11"];

/** The categories of supplies to other EU businesses, whose seller states the PL prefix of its VAT-EU number. */
export const EU_SUPPLY_CATEGORIES: ReadonlySet<string> = new Set(["5", "6.2", "9"]);

/** Zwolnienie: the element holding the legal basis of an exemption, by `pl-favat-exemption`. */
export const EXEMPTION_BASIS: ReadonlyMap<string, string> = new Map([
  ["A", "P_19A"],
  ["B", "P_19B"],
  ["C", "P_19C"],
]);

/** PMarzy: the element naming the margin scheme, by `pl-favat-margin-scheme`. */
export const MARGIN_SCHEMES: ReadonlyMap<string, string> = new Map([
  ["2", "P_PMarzy_2"],
  ["3.1", "P_PMarzy_3_1"],
  ["3.2", "P_PMarzy_3_2"],
  ["3.3", "P_PMarzy_3_3"],
]);

/** EU member states as KodUE writes them: Greece is EL in VAT numbers. */
export const EU_VAT_PREFIX: ReadonlyMap<string, string> = new Map([["GR", "EL"]]);

/**
 * Podmiot3/Rola of a party the document holds besides supplier and customer,
 * when its identities do not name one (`pl-favat-third-party-role`).
 */
export const ROLE_FACTOR = "1";
export const ROLE_RECIPIENT = "2";
export const ROLE_ADDITIONAL_BUYER = "4";
export const ROLE_ISSUER = "5";
export const ROLE_PAYER = "6";
export const THIRD_PARTY_ROLES: ReadonlySet<string> = new Set(["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11"]);

/** TypKorekty codes (`pl-favat-effective-date`). */
export const CORRECTION_EFFECTS: ReadonlySet<string> = new Set(["1", "2", "3"]);

/** TFormaPlatnosci codes (`pl-favat-payment-means`). */
export const PAYMENT_FORMS: ReadonlySet<string> = new Set(["1", "2", "3", "4", "5", "6", "7"]);

/**
 * What KSeF accepts of a file (weryfikacja-faktury.md): at most 1,000,000
 * bytes without attachments, at most 10,000 lines (the schema's FaWiersz).
 */
export const MAX_FILE_BYTES = 1_000_000;
export const MAX_LINES = 10_000;

/** The schema's text lengths: TZnakowy, TZnakowy512, TZnakowy50, TNumerTelefonu, TTekstowy. */
export const TEXT_256 = 256;
export const TEXT_512 = 512;
export const TEXT_50 = 50;
export const TELEPHONE_MAX = 16;
export const FOOTER_TEXT_MAX = 3500;
/** Stopka holds at most three Informacje. */
export const MAX_FOOTER_NOTES = 3;
/** DaneKontaktowe is repeated at most three times per party. */
export const MAX_CONTACTS = 3;

/**
 * What FA(3) states that GOBL's model has no field for, kept by the reader
 * in the `meta` of the invoice, line, party or payment instructions it
 * belongs to, so that the writer states it again.
 */
/** Fa/P_1M: the place of issue (the invoice's meta). */
export const META_PLACE_OF_ISSUE = "ksef-place-of-issue";
/** FaWiersz/P_8A: a unit not in GOBL's list (the item's meta). */
export const META_UNIT = "ksef-unit";
/** FaWiersz/NrWierszaFa: a line's number when it is not its position (a correction's before and after rows share one; the item's meta, GOBL's line having none). */
export const META_LINE_NUMBER = "ksef-line-number";
/** Podmiot1/PrefiksPodatnika: the seller's VAT-EU prefix, when stated without EU supplies (the supplier's meta). */
export const META_VAT_PREFIX = "ksef-vat-prefix";
/** A Polish party identified by its VAT-EU number (KodUE PL, NrVatUE) rather than its NIP: "NrVatUE" (the party's meta). */
export const META_IDENTIFIED_BY = "ksef-identified-by";
export const IDENTIFIED_BY_VAT_EU = "NrVatUE";
/** RachunekBankowy/OpisRachunku and RachunekWlasnyBanku, by the account's position from 1 (the instructions' meta). */
export const META_ACCOUNT_DESCRIPTION = "ksef-account-description";
export const META_OWN_BANK_ACCOUNT = "ksef-own-bank-account";

/** The note codes the reader gives FA(3)'s texts that are not notes of GOBL's: each is written back in its element. */
export const NOTE_FOOTER = "StopkaFaktury";
export const NOTE_DELIVERY_TERMS = "WarunkiDostawy";
export const NOTE_CORRECTED_PERIOD = "OkresFaKorygowanej";
export const NOTE_BEFORE_CORRECTION = "StanPrzed";
export const NOTE_PROCEDURE = "Procedura";
/** Adnotacje/P_23's "yes" (the simplified triangular procedure), which GOBL has no flag for. */
export const NOTE_TRIANGULAR = "P_23";

/** Item identity types of FaWiersz's goods codes, and the line's unique identifier (UU_ID). */
export const ITEM_CODE_GTU = "GTU";
export const LINE_UNIQUE_ID = "UU_ID";
/** The registers of Stopka/Rejestry, kept as the supplier's identities of these types. */
export const REGISTRY_TYPES = ["KRS", "REGON", "BDO"] as const;
/** The labels of party identities FA(3) states in elements of their own (NrKlienta, IDNabywcy, NrEORI, Udzial). */
export const PARTY_NUMBER_LABELS = ["NrEORI", "NrKlienta", "IDNabywcy", "Udzial"] as const;
/** The identity types the reader gives a party's other-country number (NrID) and internal ID (IDWew). */
export const IDENTITY_OTHER_ID = "NrID";
export const IDENTITY_INTERNAL_ID = "IDWew";
/** The label of the party's correspondence address (AdresKoresp). */
export const CORRESPONDENCE_ADDRESS = "AdresKoresp";
/** FaWiersz/Procedura (TOznaczenieProcedury). */
export const PROCEDURES: ReadonlySet<string> = new Set(["WSTO_EE", "IED", "TT_D", "I_42", "I_63", "B_SPV", "B_SPV_DOSTAWA", "B_MPV_PROWIZJA"]);
