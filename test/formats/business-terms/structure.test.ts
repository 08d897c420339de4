/**
 * The extractor's UBL binding checked against Peppol BIS's UBL syntax
 * (reference/en16931/peppol/structure/syntax), which labels each element
 * with the business terms it carries: every term the binding reads from an
 * element is one Peppol labels it with, and every element or attribute
 * Peppol labels with a term is read by the binding for that term.
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { readXMLTree, type XMLElement } from "../../../engine/xml-rules/tree.ts";
import { HAS_SHARED, SKIP_NO_SHARED, sharedPath } from "../../support/shared.ts";
import { ublBinding, type GroupDef } from "./extract.ts";

const STRUCTURE = sharedPath("reference/en16931/peppol/structure/syntax");

const childrenNamed = (el: XMLElement, local: string) => el.children.filter((c) => c.local === local);

/** Peppol's structure flattened: "cac:PaymentMeans/cbc:PaymentMeansCode/@name" → its business terms. */
function peppolTerms(file: string): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  const visit = (el: XMLElement, path: string[]): void => {
    for (const child of el.children) {
      if (child.local === "Include") {
        visit({ children: [readXMLTree(readFileSync(join(dirname(file), child.text.trim()), "utf8"))] } as unknown as XMLElement, path);
        continue;
      }
      if (child.local !== "Element" && child.local !== "Attribute") continue;
      const term = childrenNamed(child, "Term")[0]!.text.trim();
      const here = child.local === "Attribute" ? [...path.slice(0, -1), `${path[path.length - 1]}/@${term}`] : [...path, term];
      const terms = childrenNamed(child, "Reference")
        .filter((r) => r.attributes.some((a) => a.local === "type" && a.value === "BUSINESS_TERM"))
        .flatMap((r) => r.text.split(",").map((t) => t.trim()))
        .filter(Boolean);
      out.set(here.join("/"), new Set(terms));
      visit(child, here);
    }
  };
  visit(childrenNamed(readXMLTree(readFileSync(file, "utf8")), "Document")[0]!, []);
  return out;
}

/** The binding flattened the same way: every path it reads a term (or a group) from. */
function bindingTerms(root: GroupDef): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  const add = (path: string, term: string) => {
    let terms = out.get(path);
    if (!terms) out.set(path, (terms = new Set()));
    terms.add(term);
  };
  const join = (base: string, path: string) => (path === "." ? base : base ? `${base}/${path}` : path);
  const visit = (group: GroupDef, base: string): void => {
    for (const field of group.fields) {
      const path = join(base, field.path);
      add(path, field.term);
      for (const [attribute, term] of Object.entries(field.attributes ?? {})) add(`${path}/@${attribute}`, term);
    }
    for (const sub of group.groups ?? []) {
      const path = join(base, sub.path);
      if (sub.group) add(path, sub.group);
      visit(sub, path);
    }
  };
  visit(root, "");
  return out;
}

/**
 * Where the binding reads a term Peppol does not label: the note's subject
 * code (a "#CODE#" prefix of the note, the XRechnung convention; Peppol's
 * UBL has no BT-21), a credit note's project reference (a document
 * reference of type 50, which Peppol's credit note lacks), the scheme and
 * list identifiers Peppol leaves unlabelled, and groups Peppol labels one
 * level up (on the party, not its cac:Party) or not at all.
 */
const NOT_IN_PEPPOL = new Set([
  "cbc:Note BT-21",
  "cac:AdditionalDocumentReference/cbc:ID BT-11",
  "cac:AdditionalDocumentReference/cbc:ID/@schemeID BT-18-1",
  "cac:AccountingSupplierParty/cac:Party/cac:PartyIdentification/cbc:ID/@schemeID BT-29-1",
  "cac:AccountingSupplierParty/cac:Party/cac:PartyLegalEntity/cbc:CompanyID/@schemeID BT-30-1",
  "cac:AccountingSupplierParty/cac:Party/cbc:EndpointID/@schemeID BT-34-1",
  "cac:AccountingCustomerParty/cac:Party/cac:PartyIdentification/cbc:ID/@schemeID BT-46-1",
  "cac:AccountingCustomerParty/cac:Party/cac:PartyLegalEntity/cbc:CompanyID/@schemeID BT-47-1",
  "cac:AccountingCustomerParty/cac:Party/cbc:EndpointID/@schemeID BT-49-1",
  "cac:PayeeParty/cac:PartyIdentification/cbc:ID/@schemeID BT-60-1",
  "cac:PayeeParty/cac:PartyLegalEntity/cbc:CompanyID/@schemeID BT-61-1",
  "cac:Delivery/cac:DeliveryLocation/cbc:ID/@schemeID BT-71-1",
  "cac:AdditionalDocumentReference/cac:Attachment/cbc:EmbeddedDocumentBinaryObject/@mimeCode BT-125-1",
  "cac:AdditionalDocumentReference/cac:Attachment/cbc:EmbeddedDocumentBinaryObject/@filename BT-125-2",
  "LINE/cac:DocumentReference/cbc:ID/@schemeID BT-128-1",
  "LINE/cac:Price/cbc:BaseQuantity/@unitCode BT-150",
  "LINE/cac:Item/cac:StandardItemIdentification/cbc:ID/@schemeID BT-157-1",
  "LINE/cac:Item/cac:CommodityClassification/cbc:ItemClassificationCode/@listID BT-158-1",
  "LINE/cac:Item/cac:CommodityClassification/cbc:ItemClassificationCode/@listVersionID BT-158-2",
  "cbc:Note BG-1",
  "cac:BillingReference/cac:InvoiceDocumentReference BG-3",
  "cac:AccountingSupplierParty/cac:Party BG-4",
  "cac:AccountingCustomerParty/cac:Party BG-7",
  "cac:PaymentMeans/cac:PayeeFinancialAccount BG-17",
  "cac:PaymentMeans/cac:CardAccount BG-18",
  "cac:PaymentMeans/cac:PaymentMandate BG-19",
  "LINE/cac:Item/cac:ClassifiedTaxCategory BG-30",
]);

/**
 * Peppol's labels the binding reads otherwise: the document type codes that
 * tell BT-18 and BT-128 apart (qualifiers, read as conditions), BG-20 and
 * BG-21 / BG-27 and BG-28 on one cac:AllowanceCharge (told apart by the
 * charge indicator, as the binding does), BG-18/BG-19 inside BG-16 (read
 * document-wide: the model has each once), and the groups the binding
 * reads one level down.
 */
const READ_OTHERWISE = new Set([
  "cac:AdditionalDocumentReference/cbc:DocumentTypeCode BT-18",
  "LINE/cac:DocumentReference/cbc:DocumentTypeCode BT-128",
  "cac:BillingReference BG-3",
  "cac:AccountingSupplierParty BG-4",
  "cac:AccountingCustomerParty BG-7",
  "cac:PaymentMeans/cac:PayeeFinancialAccount BG-17",
  "cac:PaymentMeans/cac:CardAccount BG-18",
  "cac:PaymentMeans/cac:PaymentMandate BG-19",
  "LINE/cac:Item/cac:ClassifiedTaxCategory BG-30",
]);

// Collected only with the reference material: the table of cases reads it.
if (HAS_SHARED) describe.each([
  ["Invoice", "ubl-invoice.xml", "cac:InvoiceLine"],
  ["CreditNote", "ubl-creditnote.xml", "cac:CreditNoteLine"],
] as const)("the UBL %s binding and Peppol's UBL syntax", (document, file, line) => {
  const peppol = peppolTerms(join(STRUCTURE, file));
  const binding = bindingTerms(ublBinding(document));
  const generic = (path: string) => path.replace(line, "LINE");

  it("every term the binding reads from an element is one Peppol labels that element with", () => {
    const unlabelled: string[] = [];
    for (const [path, terms] of binding)
      for (const term of terms) if (!peppol.get(path)?.has(term) && !NOT_IN_PEPPOL.has(`${generic(path)} ${term}`)) unlabelled.push(`${path} ${term}`);
    expect(unlabelled).toEqual([]);
  });

  it("every element Peppol labels with a term is read for that term", () => {
    const unread: string[] = [];
    for (const [path, terms] of peppol)
      for (const term of terms) {
        if (binding.get(path)?.has(term) || READ_OTHERWISE.has(`${generic(path)} ${term}`)) continue;
        // One cac:AllowanceCharge for two groups: the binding reads each by its charge indicator, under the same path.
        if (/^BG-2[0178]$/.test(term) && binding.get(path)?.size) continue;
        unread.push(`${path} ${term}`);
      }
    expect(unread).toEqual([]);
  });
});

if (!HAS_SHARED) it.skip(`the UBL binding against Peppol's UBL syntax: ${SKIP_NO_SHARED}`, () => {});
