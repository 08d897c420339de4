/**
 * UBL-DT: constraints of the UBL binding on data types: amounts have at most
 * two decimals, binary objects name their type and file, and the attributes
 * of UBL's data types that EN 16931 gives no business term should not be
 * used (checked on the document element, where CEN reports them).
 */
import { elementsOf, hasAttribute, perElement, stringValue, type RuleDef, type XMLElement } from "../../engine/index.ts";
import { isCbc } from "../common/syntax.ts";
import { atMostTwoDecimals } from "./br-dec.ts";
import { ublSyntaxContexts } from "./contexts-ubl-syntax.ts";

/** Attributes (without namespace) no element should have, anywhere in the document, by the rule that forbids each. */
const FORBIDDEN_ATTRIBUTES: ReadonlyMap<string, string> = new Map([
  ["schemeName", "UBL-DT-08"],
  ["schemeAgencyName", "UBL-DT-09"],
  ["schemeDataURI", "UBL-DT-10"],
  ["schemeURI", "UBL-DT-11"],
  ["format", "UBL-DT-12"],
  ["unitCodeListIdentifier", "UBL-DT-13"],
  ["unitCodeListAgencyIdentifier", "UBL-DT-14"],
  ["unitCodeListAgencyName", "UBL-DT-15"],
  ["listAgencyName", "UBL-DT-16"],
  ["listName", "UBL-DT-17"],
  ["languageID", "UBL-DT-19"],
  ["listURI", "UBL-DT-20"],
  ["listSchemeURI", "UBL-DT-21"],
  ["languageLocaleID", "UBL-DT-22"],
  ["uri", "UBL-DT-23"],
  ["currencyCodeListVersionID", "UBL-DT-24"],
  ["characterSetCode", "UBL-DT-25"],
  ["encodingCode", "UBL-DT-26"],
  ["schemeAgencyID", "UBL-DT-27"],
  ["listAgencyID", "UBL-DT-28"],
]);

/** UBL-DT-18 forbids the name attribute except on a payment means code, where it is the payment means text (BT-82). */
const NAME_RULE = "UBL-DT-18";

/** The attribute rules a document breaks, found in one walk of its elements. */
const brokenAttributeRules = perElement((root): ReadonlySet<string> => {
  const broken = new Set<string>();
  for (const el of elementsOf(root)) {
    for (const attr of el.attributes) {
      if (attr.ns !== "") continue;
      const rule = FORBIDDEN_ATTRIBUTES.get(attr.local);
      if (rule) broken.add(rule);
      else if (attr.local === "name" && !isCbc(el, "PaymentMeansCode")) broken.add(NAME_RULE);
    }
  }
  return broken;
});

const attributeRule = (id: string, description: string, terms: readonly string[] = []): RuleDef => ({
  id,
  flag: "warning",
  terms,
  description: `${id}: ${description}`,
  bindings: { ubl: { context: ublSyntaxContexts.document, test: (n) => !brokenAttributeRules(n as XMLElement).has(id) } },
});

const rules: RuleDef[] = [
  {
    id: "UBL-DT-01",
    flag: "fatal",
    terms: [],
    description: "UBL-DT-01: an amount (any element named …Amount, other than prices and the amounts of an item price discount) has at most two digits after its decimal point.",
    bindings: { ubl: { context: ublSyntaxContexts.amount, test: (n) => atMostTwoDecimals(stringValue(n)) } },
  },
  {
    id: "UBL-DT-06",
    flag: "fatal",
    terms: ["BT-125"],
    description: "UBL-DT-06: an attached document (BT-125, a …BinaryObject element) must state its MIME code (BT-125-1) in the attribute mimeCode.",
    bindings: { ubl: { context: ublSyntaxContexts.binaryObject, test: (n) => hasAttribute(n, "mimeCode") } },
  },
  {
    id: "UBL-DT-07",
    flag: "fatal",
    terms: ["BT-125"],
    description: "UBL-DT-07: an attached document (BT-125, a …BinaryObject element) must state its file name (BT-125-2) in the attribute filename.",
    bindings: { ubl: { context: ublSyntaxContexts.binaryObject, test: (n) => hasAttribute(n, "filename") } },
  },
  ...[...FORBIDDEN_ATTRIBUTES].map(([attribute, id]) =>
    attributeRule(id, `no element of an invoice should have the attribute ${attribute}, which carries no business term of EN 16931.`),
  ),
  attributeRule(
    NAME_RULE,
    "no element of an invoice should have the attribute name, which carries no business term of EN 16931, except a payment means code, where it is the payment means text (BT-82).",
    ["BT-82"],
  ),
];

export const ublDtRules: RuleDef[] = rules.sort((a, b) => a.id.localeCompare(b.id));
