/**
 * Code lists both XML formats share with GOBL: UN/ECE units (Rec. 20/21)
 * and UNTDID 4461 payment means (facts from GOBL's org/unit.go and its
 * converters). Codes read from XML are looked up in Maps, never as keys of
 * plain objects, so a code such as "constructor" finds nothing.
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
  ["unit", "XUN"],
];

/** GOBL unit keys by themselves, for writing. */
const UNECE_BY_UNIT: ReadonlyMap<string, string> = new Map(UNIT_UNECE);

/** The first GOBL unit of each UN/ECE code (units without a code left out), for reading. */
const UNIT_BY_UNECE: ReadonlyMap<string, string> = new Map(
  UNIT_UNECE.filter(([, unece]) => unece !== "")
    .reverse()
    .map(([unit, unece]) => [unece, unit]),
);

const UNECE_CODE = /^[A-Z0-9]{2,3}$/;

/** The UN/ECE code of a GOBL unit: itself when already a code, "ZZ" (mutually defined) when unknown, "" when none. */
export function uneceUnit(unit: string | undefined): string {
  if (!unit) return "";
  if (UNECE_CODE.test(unit)) return unit;
  return UNECE_BY_UNIT.get(unit) ?? "ZZ";
}

/** The GOBL unit of a UN/ECE code: the first GOBL unit with that code, else the code itself. */
export function unitFromUNECE(code: string): string {
  return UNIT_BY_UNECE.get(code) ?? code;
}

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
