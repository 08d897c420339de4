/**
 * The code lists Peppol BIS Billing 3.0.19 checks against, as its own rules
 * state them (they can differ from CEN's lists of the same name: Peppol
 * restricts some and updates others on its own schedule).
 */

const codes = (list: string): ReadonlySet<string> => new Set(list.split(" "));

/** ISO 4217 currency codes (PEPPOL-EN16931-CL007). */
export const CURRENCY_CODES = codes(
  "AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BOV BRL BSD BTN BWP BYN BZD CAD CDF CHE CHF CHW CLF CLP CNY COP COU CRC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL GHS GIP GMD GNF GTQ GYD HKD HNL HTG HUF IDR ILS INR IQD IRR ISK JMD JOD JPY KES KGS KHR KMF KPW KRW KWD KYD KZT LAK LBP LKR LRD LSL LYD MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MXV MYR MZN NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR RON RSD RUB RWF SAR SBD SCR SDG SEK SGD SHP SLE SOS SRD SSP STN SVC SYP SZL THB TJS TMT TND TOP TRY TTD TWD TZS UAH UGX USD USN UYI UYU UYW UZS VED VES VND VUV WST XAF XAG XAU XBA XBB XBC XBD XCD XDR XOF XPD XPF XPT XSU XTS XUA YER ZAR ZMW ZWG XXX",
);

/** MIME codes allowed for attachments, a subset of IANA's (PEPPOL-EN16931-CL001). */
export const MIME_CODES = codes(
  "application/pdf image/png image/jpeg text/csv application/vnd.openxmlformats-officedocument.spreadsheetml.sheet application/vnd.oasis.opendocument.spreadsheet",
);

/** UNCL 2005 subset: invoice period description codes (PEPPOL-EN16931-CL006). */
export const PERIOD_DESCRIPTION_CODES = codes("3 35 432");

/** UNCL 5189 subset: allowance reason codes (PEPPOL-EN16931-CL002). */
export const ALLOWANCE_REASON_CODES = codes("41 42 60 62 63 64 65 66 67 68 70 71 88 95 100 102 103 104 105");

/** UNCL 7161: charge reason codes (PEPPOL-EN16931-CL003). */
export const CHARGE_REASON_CODES = codes(
  "AA AAA AAC AAD AAE AAF AAH AAI AAS AAT AAV AAY AAZ ABA ABB ABC ABD ABF ABK ABL ABN ABR ABS ABT ABU ACF ACG ACH ACI ACJ ACK ACL ACM ACS ADC ADE ADJ ADK ADL ADM ADN ADO ADP ADQ ADR ADT ADW ADY ADZ AEA AEB AEC AED AEF AEH AEI AEJ AEK AEL AEM AEN AEO AEP AES AET AEU AEV AEW AEX AEY AEZ AJ AU CA CAB CAD CAE CAF CAI CAJ CAK CAL CAM CAN CAO CAP CAQ CAR CAS CAT CAU CAV CAW CAX CAY CAZ CD CG CS CT DAB DAC DAD DAF DAG DAH DAI DAJ DAK DAL DAM DAN DAO DAP DAQ DL EG EP ER FAA FAB FAC FC FH FI GAA HAA HD HH IAA IAB ID IF IR IS KO L1 LA LAA LAB LF MAE MI ML NAA OA PA PAA PC PL PRV RAB RAC RAD RAF RE RF RH RV SA SAA SAD SAE SAI SG SH SM SU TAB TAC TT TV V1 V2 WH XAA YY ZZZ",
);

/** Electronic address identifier schemes Peppol accepts (PEPPOL-EN16931-CL008). */
export const ENDPOINT_SCHEMES = codes(
  "0002 0007 0009 0037 0060 0088 0096 0097 0106 0130 0135 0142 0151 0177 0183 0184 0188 0190 0191 0192 0193 0195 0196 0198 0199 0200 0201 0202 0204 0208 0209 0210 0211 0212 0213 0215 0216 0218 0221 0230 0235 9910 9913 9914 9915 9918 9919 9920 9922 9923 9924 9925 9926 9927 9928 9929 9930 9931 9932 9933 9934 9935 9936 9937 9938 9939 9940 9941 9942 9943 9944 9945 9946 9947 9948 9949 9950 9951 9952 9953 9957 9959 0147 0154 0158 0170 0194 0203 0205 0217 0225 0240",
);

/** UNCL 1001 invoice type codes of the billing profile 01 (PEPPOL-EN16931-P0100, UBL). */
export const PROFILE_01_INVOICE_TYPES = codes("71 80 82 84 102 218 219 326 331 380 382 383 384 386 388 393 395 553 575 623 780 817 870 875 876 877");

/** UNCL 1001 credit note type codes of the billing profile 01 (PEPPOL-EN16931-P0101, UBL). */
export const PROFILE_01_CREDIT_NOTE_TYPES = codes("381 396 81 83 532");

/** The document type codes of the billing profile 01 in CII, invoices and credit notes alike (PEPPOL-EN16931-P0100). */
export const PROFILE_01_CII_TYPES = codes("71 102 218 219 326 331 382 553 817 870 875 876 877 380 383 384 386 388 393 82 80 84 395 575 623 780 381 396 81 83 532");

/** VAT exemption reason codes (VATEX) that fix the VAT category (PEPPOL-EN16931-P0104 … P0111). */
export const EXEMPTION_CATEGORY: ReadonlyMap<string, { rule: string; category: string }> = new Map([
  ["VATEX-EU-G", { rule: "PEPPOL-EN16931-P0104", category: "G" }],
  ["VATEX-EU-O", { rule: "PEPPOL-EN16931-P0105", category: "O" }],
  ["VATEX-EU-IC", { rule: "PEPPOL-EN16931-P0106", category: "K" }],
  ["VATEX-EU-AE", { rule: "PEPPOL-EN16931-P0107", category: "AE" }],
  ["VATEX-EU-D", { rule: "PEPPOL-EN16931-P0108", category: "E" }],
  ["VATEX-EU-F", { rule: "PEPPOL-EN16931-P0109", category: "E" }],
  ["VATEX-EU-I", { rule: "PEPPOL-EN16931-P0110", category: "E" }],
  ["VATEX-EU-J", { rule: "PEPPOL-EN16931-P0111", category: "E" }],
]);

/**
 * Payment means codes Danish suppliers may use towards Danish customers
 * (DK-R-005), space-framed: the official rule looks the code up as a
 * substring of this text, so a code is tested as " <code> " within it.
 */
export const DK_PAYMENT_MEANS_TEXT = " 1 10 31 42 48 49 50 58 59 93 97 ";

/** Payment means codes Dutch suppliers may use towards Dutch customers (NL-R-008). */
export const NL_PAYMENT_MEANS = codes("30 48 49 57 58 59");

/** Greek document types, the fourth segment of a Greek invoice number (GR-R-001-5). */
export const GREEK_DOCUMENT_TYPES = codes("1.1 1.6 2.1 2.4 5.1 5.2");

/** VAT category codes that require the seller's VAT or tax number or a tax representative (DE-R-016). */
export const DE_VAT_CATEGORIES = codes("S Z E AE K G L M");

/** Document type codes German rules expect (DE-R-017). */
export const DE_DOCUMENT_TYPES = codes("326 380 384 389 381 875 876 877");

/** UNSPSC versions Danish suppliers should classify items with (DK-R-003). */
export const DK_UNSPSC_VERSIONS = codes("19.05.01 19.0501 26.08.01 26.0801");
