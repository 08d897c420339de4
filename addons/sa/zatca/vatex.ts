/**
 * The Saudi VATEX exemption reasons of the CEF catalogue (`cef-vatex`), with
 * the English names GOBL's catalogue gives them, and the ones ZATCA allows
 * for each UNTDID tax category (BR-KSA-CL-04).
 */
export const SA_VATEX_NAMES: ReadonlyMap<string, string> = new Map([
  ["VATEX-SA-29", "Financial services mentioned in Article 29 of the VAT Regulations"],
  ["VATEX-SA-29-7", "Life insurance services mentioned in Article 29 of the VAT Regulations"],
  ["VATEX-SA-30", "Real estate transactions mentioned in Article 30 of the VAT Regulations"],
  ["VATEX-SA-32", "Export of goods"],
  ["VATEX-SA-33", "Export of services"],
  ["VATEX-SA-34-1", "The international transport of goods"],
  ["VATEX-SA-34-2", "International transport of passengers"],
  ["VATEX-SA-34-3", "Services directly connected and incidental to a supply of international passenger transport"],
  ["VATEX-SA-34-4", "Supply of a qualifying means of transport"],
  ["VATEX-SA-34-5", "Any services relating to goods or passenger transportation, as defined in Article 25 of the VAT Regulations"],
  ["VATEX-SA-35", "Medicines and medical equipment"],
  ["VATEX-SA-36", "Qualifying metals"],
  ["VATEX-SA-EDU", "Private education to citizen"],
  ["VATEX-SA-HEA", "Private healthcare to citizen"],
  ["VATEX-SA-MLTRY", "Supply of qualified military goods"],
  ["VATEX-SA-OOS", "Reason is free text, to be provided by the taxpayer on a case-by-case basis"],
]);

/** UNTDID 5305 categories ZATCA accepts (BR-KSA-18). */
export const CATEGORY_STANDARD = "S";
export const CATEGORY_ZERO = "Z";
export const CATEGORY_EXEMPT = "E";
export const CATEGORY_OUTSIDE_SCOPE = "O";
export const ZATCA_CATEGORIES: readonly string[] = [CATEGORY_STANDARD, CATEGORY_ZERO, CATEGORY_EXEMPT, CATEGORY_OUTSIDE_SCOPE];

/** The exemption reasons allowed for each category that takes one. */
export const VATEX_BY_CATEGORY: ReadonlyMap<string, readonly string[]> = new Map([
  [CATEGORY_EXEMPT, ["VATEX-SA-29", "VATEX-SA-29-7", "VATEX-SA-30"]],
  [CATEGORY_ZERO, [
    "VATEX-SA-32",
    "VATEX-SA-33",
    "VATEX-SA-34-1",
    "VATEX-SA-34-2",
    "VATEX-SA-34-3",
    "VATEX-SA-34-4",
    "VATEX-SA-34-5",
    "VATEX-SA-35",
    "VATEX-SA-36",
    "VATEX-SA-EDU",
    "VATEX-SA-HEA",
    "VATEX-SA-MLTRY",
  ]],
  [CATEGORY_OUTSIDE_SCOPE, ["VATEX-SA-OOS"]],
]);

/** Exemptions that are for citizens only, whose customer must show a national ID (BR-KSA-49). */
export const CITIZEN_EXEMPTIONS: readonly string[] = ["VATEX-SA-EDU", "VATEX-SA-HEA"];
