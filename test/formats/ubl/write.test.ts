/**
 * The tricky parts of writing UBL, with expectations from gobl.ubl's Go
 * tests (party_test.go, payment_test.go) and its mapping rules.
 */
import { describe, expect, it } from "vitest";
import { createEngine } from "../../../index.ts";
import { ublFormat } from "../../../formats/ubl/index.ts";
import { writeTaxCategory } from "../../../formats/ubl/write/tax-category.ts";
import { attr, child, children, readXML, type ReadElement, textAt } from "../../../formats/ubl/xml.ts";
import { HAS_SHARED, SKIP_NO_SHARED } from "../../support/shared.ts";
import { readJSON, UBL_REFERENCE_DIR } from "./reference-cases.ts";
import { writeUBL } from "../../support/formats.ts";

const engine = createEngine();
const en16931 = ublFormat.profiles.find((p) => p.key === "en16931")!;
const peppol = ublFormat.profiles.find((p) => p.key === "peppol")!;

type Doc = Record<string, any>;

/** A gobl.ubl input invoice, changed by `edit`, built by the engine and written as UBL. */
async function write(input: string, edit: (doc: Doc) => void = () => {}, profile = en16931): Promise<ReadElement> {
  const envelope = readJSON(`${UBL_REFERENCE_DIR}/convert/${input}`) as Doc;
  edit(envelope.doc);
  const built = await engine.build(envelope);
  return readXML(writeUBL(built as never, profile)).root;
}

const party = (root: ReadElement, role: string) => child(child(root, role), "Party");

describe("tax categories", () => {
  it("gives outside-scope (O) categories no percent, and other categories without a rate 0 (gobl.ubl makeTaxCategory)", () => {
    const outside = writeTaxCategory("cac:TaxCategory", { cat: "VAT", key: "outside-scope", ext: { "untdid-tax-category": "O" } });
    expect(outside.children?.map((c) => c?.name).filter(Boolean)).toEqual(["cbc:ID", "cac:TaxScheme"]);
    const exempt = writeTaxCategory("cac:TaxCategory", { cat: "VAT", key: "exempt", ext: { "untdid-tax-category": "E" } });
    expect(exempt.children?.find((c) => c?.name === "cbc:Percent")?.text).toBe("0");
    const standard = writeTaxCategory("cac:TaxCategory", { cat: "VAT", percent: "19%", ext: { "untdid-tax-category": "S" } });
    expect(standard.children?.find((c) => c?.name === "cbc:Percent")?.text).toBe("19");
  });
});

describe.skipIf(!HAS_SHARED)("writing reference invoices", () => {
  it("writes a credit note as a UBL CreditNote with credit note lines and its due date in the payment means", async () => {
    const root = await write("peppol/credit-note-peppol.json", () => {}, peppol);
    expect(root.name).toBe("CreditNote");
    expect(root.attrs.xmlns).toBe("urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2");
    expect(textAt(root, "CreditNoteTypeCode")).toBe("381");
    expect(child(root, "InvoiceTypeCode")).toBeUndefined();
    expect(child(root, "DueDate")).toBeUndefined();
    expect(textAt(root, "PaymentMeans", "PaymentDueDate")).toBeDefined();
    expect(children(root, "CreditNoteLine").length).toBeGreaterThan(0);
    expect(child(children(root, "CreditNoteLine")[0], "CreditedQuantity")).toBeDefined();
    expect(children(root, "InvoiceLine")).toEqual([]);
  });

  it("writes a standard invoice as a UBL Invoice with its due date in the header (TestNewPayment self-billed-invoice)", async () => {
    const root = await write("peppol-self-billed/self-billed-invoice.json", () => {}, ublFormat.profiles.find((p) => p.key === "peppol-self-billed")!);
    expect(root.name).toBe("Invoice");
    expect(textAt(root, "DueDate")).toBe("2013-07-20");
    expect(textAt(root, "PayeeParty", "PartyName", "Name")).toBe("Ebeneser Scrooge AS");
    expect(textAt(root, "PaymentMeans", "PaymentMeansCode")).toBe("30");
    expect(textAt(root, "PaymentMeans", "PaymentID")).toBe("0003434323213231");
    expect(textAt(root, "PaymentMeans", "PayeeFinancialAccount", "ID")).toBe("NO9386011117947");
    expect(textAt(root, "PaymentMeans", "PayeeFinancialAccount", "FinancialInstitutionBranch", "ID")).toBe("DNBANOKK");
  });

  it("writes an e-mail inbox as an EndpointID with scheme EM (TestNewParty)", async () => {
    const root = await write("invoice-complete.json");
    const endpoint = child(party(root, "AccountingSupplierParty"), "EndpointID");
    expect(endpoint?.text).toBe("inbox@example.com");
    expect(attr(endpoint, "schemeID")).toBe("EM");
  });

  it("writes identity ISO scheme IDs on party identifications and the payee (TestNewParty)", async () => {
    const root = await write("invoice-complete.json", (doc) => {
      doc.supplier.identities = [{ code: "TEST-001", ext: { "iso-scheme-id": "0088" } }];
      doc.payment.payee = { name: "Test Payee", identities: [{ code: "PAYEE-001", scope: "legal", ext: { "iso-scheme-id": "0088" } }] };
    });
    const id = child(child(party(root, "AccountingSupplierParty"), "PartyIdentification"), "ID");
    expect(id?.text).toBe("TEST-001");
    expect(attr(id, "schemeID")).toBe("0088");
    const payee = child(root, "PayeeParty");
    expect(attr(child(child(payee, "PartyIdentification"), "ID"), "schemeID")).toBe("0088");
    const companyID = child(child(payee, "PartyLegalEntity"), "CompanyID");
    expect(companyID?.text).toBe("PAYEE-001");
    expect(attr(companyID, "schemeID")).toBe("0088");
  });

  it("adds the MVA suffix to Norwegian VAT numbers (TestNewParty)", async () => {
    const root = await write("invoice-complete.json", (doc) => {
      doc.supplier.tax_id = { country: "NO", code: "923456783" };
    });
    expect(textAt(party(root, "AccountingSupplierParty"), "PartyTaxScheme", "CompanyID")).toBe("NO923456783MVA");
  });

  it("writes a direct debit without a mandate reference with no mandate ID, its debited account in the mandate (BT-91; gobl.ubl: in the payment means)", async () => {
    const root = await write("invoice-minimal.json", (doc) => {
      doc.payment.instructions = { key: "direct-debit", direct_debit: { account: "0667" }, ext: { "untdid-payment-means": "49" } };
    });
    const means = child(root, "PaymentMeans");
    expect(child(child(means, "PaymentMandate"), "ID")).toBeUndefined();
    expect(textAt(means, "PaymentMandate", "PayerFinancialAccount", "ID")).toBe("0667");
    expect(child(means, "PayerFinancialAccount")).toBeUndefined();
  });

  it("writes a direct debit mandate reference (TestNewPayment)", async () => {
    const root = await write("invoice-minimal.json", (doc) => {
      doc.payment.instructions = { key: "direct-debit", direct_debit: { ref: "MANDATE-123", account: "0667" }, ext: { "untdid-payment-means": "49" } };
    });
    expect(textAt(root, "PaymentMeans", "PaymentMandate", "ID")).toBe("MANDATE-123");
  });

  it("writes a card with the NA network ID the schema requires (TestNewPayment)", async () => {
    const root = await write("invoice-minimal.json", (doc) => {
      doc.payment.instructions = { key: "card", card: { last4: "0312" }, ext: { "untdid-payment-means": "48" } };
    });
    const card = child(child(root, "PaymentMeans"), "CardAccount");
    expect(card?.children.map((c) => [c.name, c.text])).toEqual([
      ["PrimaryAccountNumberID", "0312"],
      ["NetworkID", "NA"],
    ]);
  });

  it("refuses payment instructions without a UNTDID payment means code (TestNewPayment)", async () => {
    const envelope = (await engine.build(readJSON(`${UBL_REFERENCE_DIR}/convert/invoice-minimal.json`))) as Doc;
    delete envelope.doc.payment.instructions.ext;
    expect(() => writeUBL(envelope as never, en16931)).toThrow(/untdid-payment-means/);
  });

  it("joins the notes into one under Peppol, keeps them apart under EN 16931, with #CODE# text subjects", async () => {
    // The EN 16931 addon gives a general note the text subject AAI (GOBL eu-en16931-v2017).
    const notes = [{ text: "First" }, { key: "general", text: "Second" }];
    const peppolRoot = await write("invoice-minimal.json", (doc) => (doc.notes = notes), peppol);
    expect(children(peppolRoot, "Note").map((n) => n.text)).toEqual(["First\n\n#AAI#Second"]);
    const enRoot = await write("invoice-minimal.json", (doc) => (doc.notes = notes));
    expect(children(enRoot, "Note").map((n) => n.text)).toEqual(["First", "#AAI#Second"]);
  });

  it("refuses a document that is not an invoice", () => {
    const envelope = { $schema: "https://gobl.org/draft-0/envelope", head: {}, doc: { $schema: "https://gobl.org/draft-0/note/message" } };
    expect(() => writeUBL(envelope as never, en16931)).toThrow(/invoice/);
  });
});

if (!HAS_SHARED) console.warn(SKIP_NO_SHARED);
