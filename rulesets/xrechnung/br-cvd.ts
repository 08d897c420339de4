/**
 * BR-DE-CVD and BR-TMP-CVD: the rules of XRechnung's profile for the Clean
 * Vehicles Directive (documents whose BT-24 claims it): contract and tender
 * references, and at least one line classifying a vehicle (scheme CVD) with
 * its "cva" attribute, for UBL and CII.
 */
import { attributeValue, normalizeSpace, type RuleDef, type XMLNode } from "../../engine/index.ts";
import { cii, ubl } from "../common/syntax.ts";
import { nonBlank } from "./checks.ts";
import { CVA_CODES, CVD_CLASSIFICATION_SCHEMES, CVD_VEHICLE_CATEGORIES } from "./codes.ts";
import { ciiContexts as C, ublContexts as U } from "./contexts.ts";

/** UBL: an item's classification codes under scheme CVD (listID exactly "CVD"). */
const ublCvdCodes = (item: XMLNode) => ubl.elements(item, "cac:CommodityClassification/cbc:ItemClassificationCode").filter((c) => attributeValue(c, "listID") === "CVD");
/** UBL: an item's attributes named exactly "cva". */
const ublCvaAttributes = (item: XMLNode) => ubl.elements(item, "cac:AdditionalItemProperty").filter((p) => ubl.values(p, "cbc:Name").includes("cva"));
/** CII: a product's classification codes under scheme CVD. */
const ciiCvdCodes = (product: XMLNode) => cii.elements(product, "ram:DesignatedProductClassification/ram:ClassCode").filter((c) => attributeValue(c, "listID") === "CVD");
/** CII: a product's characteristics described exactly "cva". */
const ciiCvaCharacteristics = (product: XMLNode) =>
  cii.elements(product, "ram:ApplicableProductCharacteristic").filter((p) => cii.values(p, "ram:Description").includes("cva"));

export const brCvdRules: RuleDef[] = [
  {
    id: "BR-DE-CVD-01",
    flag: "fatal",
    terms: ["BT-12"],
    description: "BR-DE-CVD-01: a CVD invoice must give the contract reference (BT-12).",
    bindings: {
      ubl: { context: U.cvdDocument, test: (n) => nonBlank(ubl, n, "cac:ContractDocumentReference/cbc:ID") },
      cii: { context: C.cvdAgreement, test: (n) => nonBlank(cii, n, "ram:ContractReferencedDocument/ram:IssuerAssignedID") },
    },
  },
  {
    id: "BR-DE-CVD-02",
    flag: "fatal",
    terms: ["BT-17"],
    description: "BR-DE-CVD-02: a CVD invoice must give the tender or lot reference (BT-17).",
    bindings: {
      ubl: { context: U.cvdDocument, test: (n) => nonBlank(ubl, n, "cac:OriginatorDocumentReference/cbc:ID") },
      cii: {
        context: C.cvdAgreement,
        test: (n) =>
          cii
            .elements(n, "ram:AdditionalReferencedDocument")
            .some((d) => normalizeSpace(cii.first(d, "ram:TypeCode")) === "50" && normalizeSpace(cii.first(d, "ram:IssuerAssignedID")) !== ""),
      },
    },
  },
  {
    id: "BR-DE-CVD-03",
    flag: "fatal",
    terms: ["BG-25", "BT-158", "BT-160"],
    description: "BR-DE-CVD-03: a CVD invoice must have at least one line (BG-25) whose item is classified under scheme CVD (BT-158) and has an attribute named cva (BT-160).",
    bindings: {
      ubl: {
        context: U.cvdDocument,
        test: (n) =>
          [...ubl.elements(n, "cac:InvoiceLine/cac:Item"), ...ubl.elements(n, "cac:CreditNoteLine/cac:Item")].some(
            (item) => ublCvdCodes(item).length > 0 && ubl.values(item, "cac:AdditionalItemProperty/cbc:Name").includes("cva"),
          ),
      },
      cii: {
        context: C.cvdTransaction,
        test: (n) =>
          cii
            .elements(n, "ram:IncludedSupplyChainTradeLineItem/ram:SpecifiedTradeProduct")
            .some((p) => ciiCvdCodes(p).length > 0 && cii.values(p, "ram:ApplicableProductCharacteristic/ram:Description").includes("cva")),
      },
    },
  },
  {
    id: "BR-DE-CVD-04",
    flag: "fatal",
    terms: ["BT-158"],
    description: "BR-DE-CVD-04: an item classification identifier under scheme CVD (BT-158) must be a vehicle category (M1, M2, M3, N1, N2, N3).",
    bindings: {
      ubl: { context: U.cvdClassification, test: (n) => normalizeSpace(attributeValue(n, "listID")) !== "CVD" || CVD_VEHICLE_CATEGORIES.has(normalizeSpace(ubl.first(n, "."))) },
      cii: { context: C.cvdClassification, test: (n) => normalizeSpace(attributeValue(n, "listID")) !== "CVD" || CVD_VEHICLE_CATEGORIES.has(normalizeSpace(cii.first(n, "."))) },
    },
  },
  {
    id: "BR-DE-CVD-05",
    flag: "fatal",
    terms: ["BT-160", "BT-161"],
    description: "BR-DE-CVD-05: an item attribute named cva (BT-160) must have the value clean, zero-emission or other (BT-161).",
    bindings: {
      ubl: { context: U.cvdAttribute, test: (n) => CVA_CODES.has(normalizeSpace(ubl.first(n, "cbc:Value"))) },
      cii: { context: C.cvdCharacteristic, test: (n) => CVA_CODES.has(normalizeSpace(cii.first(n, "ram:Value"))) },
    },
  },
  {
    id: "BR-DE-CVD-06-a",
    flag: "fatal",
    terms: ["BT-158", "BT-160"],
    description: "BR-DE-CVD-06-a: a line whose item is classified under scheme CVD (BT-158) must have exactly one item attribute named cva (BT-160).",
    bindings: {
      ubl: { context: U.cvdItem, test: (n) => ublCvdCodes(n).length === 0 || ublCvaAttributes(n).length === 1 },
      cii: { context: C.cvdProduct, test: (n) => ciiCvdCodes(n).length === 0 || ciiCvaCharacteristics(n).length === 1 },
    },
  },
  {
    id: "BR-DE-CVD-06-b",
    flag: "fatal",
    terms: ["BT-158", "BT-160"],
    description: "BR-DE-CVD-06-b: a line with an item attribute named cva (BT-160) must have exactly one item classification under scheme CVD (BT-158).",
    bindings: {
      ubl: { context: U.cvdItem, test: (n) => ublCvaAttributes(n).length === 0 || ublCvdCodes(n).length === 1 },
      cii: { context: C.cvdProduct, test: (n) => ciiCvaCharacteristics(n).length === 0 || ciiCvdCodes(n).length === 1 },
    },
  },
  {
    id: "BR-TMP-CVD-01",
    flag: "fatal",
    terms: ["BT-158"],
    description: "BR-TMP-CVD-01: the scheme of an item classification identifier (BT-158) in a CVD invoice must be CVD or a UNTDID 7143 code.",
    bindings: {
      ubl: { context: U.cvdClassification, test: (n) => CVD_CLASSIFICATION_SCHEMES.has(normalizeSpace(attributeValue(n, "listID"))) },
      cii: { context: C.cvdClassification, test: (n) => CVD_CLASSIFICATION_SCHEMES.has(normalizeSpace(attributeValue(n, "listID"))) },
    },
  },
];
