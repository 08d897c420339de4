/**
 * Code lists the UBL mapping needs (facts from GOBL: org/unit.go, and
 * gobl.ubl's invoice mapping).
 */

/** GOBL unit keys and their UN/ECE Recommendation 20/21 codes. */
const UNIT_UNECE: Record<string, string> = {
  mg: "MGM", cg: "CGM", g: "GRM", kg: "KGM", t: "TNE",
  mm: "MMT", cm: "CMT", dm: "DMT", m: "MTR", lm: "LM", km: "KMT", in: "INH", ft: "FOT", lft: "LF",
  mm2: "MMK", cm2: "CMK", dm2: "DMK", m2: "MTK", ac: "ACR", ha: "HAR",
  mm3: "MMQ", cm3: "CMQ", dm3: "DMQ", m3: "MTQ",
  ml: "MLT", cl: "CLT", dl: "DLT", l: "LTR", kl: "K6",
  w: "WTT", kw: "KWT", kwh: "KWH",
  rate: "A9", yr: "ANN", mon: "MON", wk: "WEE", day: "DAY", s: "SEC", h: "HUR", min: "MIN",
  piece: "H87", item: "EA", pair: "PR", dozen: "DZN", assortment: "AS", service: "E48", job: "E51",
  activity: "ACT", trip: "E54", group: "10", outfit: "11", kit: "KT", basebox: "BB", pk: "AB", one: "C62",
  bag: "XBG", box: "XBX", bin: "XBI", can: "XCA", tub: "XTB", case: "XCS", tray: "XDS", portion: "",
  set: "SET", roll: "XRO", carton: "XCT", cylinder: "XCY", barrel: "XBA", jerrican: "XJY", carboy: "XCO",
  demijohn: "XDJ", bottle: "XBO", "6pack": "", canister: "XCI", pkg: "XPK", pkt: "XPA", bunch: "XBH",
  bdl: "XBE", blk: "XOK", tetrabrik: "", pallet: "XPX", reel: "XRL", sack: "XSA", sheet: "XST",
  envelope: "XEN", lot: "XLT", unit: "XUN",
};

const UNECE_CODE = /^[A-Z0-9]{2,3}$/;

/** The UN/ECE code of a GOBL unit: a code stays as is, a known key maps, anything else is ZZ (mutually defined). */
export function uneceUnit(unit: string | undefined): string {
  if (!unit) return "";
  if (UNECE_CODE.test(unit)) return unit;
  return Object.prototype.hasOwnProperty.call(UNIT_UNECE, unit) ? UNIT_UNECE[unit]! : "ZZ";
}

/** The GOBL unit for a UN/ECE code: the first key defined with it, else the code itself. */
export function goblUnit(code: string): string {
  for (const [unit, unece] of Object.entries(UNIT_UNECE)) if (unece === code) return unit;
  return code;
}

/** GOBL tax point keys and their UNTDID 2005 codes (cac:InvoicePeriod/cbc:DescriptionCode). */
export const TAX_POINT_CODES: Record<string, string> = { issue: "3", delivery: "35", payment: "432" };

/** UNTDID 1001 document type codes and the GOBL invoice type each reads as (anything else is `other`). */
export const INVOICE_TYPES: Record<string, string> = {
  "325": "proforma",
  "380": "standard",
  "381": "credit-note",
  "383": "debit-note",
  "384": "corrective",
  "388": "standard",
  "389": "standard",
  "326": "standard",
  "261": "credit-note",
};

/** Document type codes that also carry a GOBL tag. */
export const INVOICE_TYPE_TAGS: Record<string, string[]> = {
  "389": ["self-billed"],
  "326": ["partial"],
  "261": ["self-billed"],
};

/** The EAS scheme for an e-mail endpoint. */
export const EMAIL_SCHEME = "EM";

/** A percentage as UBL writes it: GOBL's text without the percent sign. */
export function percentNumber(percent: string): string {
  return percent.endsWith("%") ? percent.slice(0, -1) : percent;
}
