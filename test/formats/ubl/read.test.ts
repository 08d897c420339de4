/**
 * Reading UBL: refusals of malformed and hostile XML, and the tricky
 * mappings, with expectations from gobl.ubl's Go tests
 * (payment_parse_test.go, invoice_parse_test.go) and the reference data.
 */
import { describe, expect, it } from "vitest";
import { BizdocError } from "../../../engine/index.ts";
import { ublFormat } from "../../../formats/ubl/index.ts";
import { HAS_SHARED, SKIP_NO_SHARED } from "../../support/shared.ts";
import { readText, UBL_REFERENCE_DIR } from "./reference-cases.ts";
import { readUBL, recognizedBy } from "../../support/formats.ts";

type Doc = Record<string, any>;

const INVOICE_NS = "urn:oasis:names:specification:ubl:schema:xsd:Invoice-2";
const CBC_NS = "urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2";

function inputError(xml: string): BizdocError {
  try {
    readUBL(xml);
  } catch (error) {
    expect(error).toBeInstanceOf(BizdocError);
    expect((error as BizdocError).key).toBe("input");
    return error as BizdocError;
  }
  throw new Error("fromXML accepted the XML");
}

describe("refusing malformed and hostile XML", () => {
  it("refuses text that is not XML", () => {
    expect(inputError("this is not XML").message).toMatch(/not well-formed|root/);
    expect(inputError("<Invoice><cbc:ID>1</Invoice>").message).toMatch(/not well-formed/);
    expect(inputError("").message).toMatch(/empty/);
  });

  it("refuses a DOCTYPE, so no entity can expand (billion laughs)", () => {
    const xml = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]><Invoice xmlns="${INVOICE_NS}">&lol2;</Invoice>`;
    expect(inputError(xml).message).toMatch(/DOCTYPE/);
  });

  it("refuses a root that is not a UBL Invoice or CreditNote", () => {
    expect(inputError(`<Order xmlns="urn:oasis:names:specification:ubl:schema:xsd:Order-2"/>`).message).toMatch(/not a UBL invoice/);
    expect(inputError(`<Invoice xmlns="urn:example:not-ubl"/>`).message).toMatch(/not a UBL invoice/);
    expect(inputError(`<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"/>`).message).toMatch(/not a UBL invoice/);
  });

  it("refuses deeply nested XML before parsing it", () => {
    const depth = 100_000;
    const xml = `<Invoice xmlns="${INVOICE_NS}">${"<a>".repeat(depth)}${"</a>".repeat(depth)}</Invoice>`;
    expect(inputError(xml).message).toMatch(/deeper than 64/);
  });

  it("refuses element names that are JavaScript prototype keys", () => {
    for (const name of ["constructor", "__proto__"]) {
      const error = inputError(`<Invoice xmlns="${INVOICE_NS}"><${name}><polluted>yes</polluted></${name}></Invoice>`);
      // Well-formed XML: the refusal says why it cannot be read instead.
      expect(error.message).toMatch(/could not be read: .*reserved/);
      expect(error.message).not.toMatch(/not well-formed/);
    }
    expect(({} as Doc).polluted).toBeUndefined();
  });

  it("reads hostile property names without polluting prototypes", () => {
    const xml = `<Invoice xmlns="${INVOICE_NS}" xmlns:cbc="${CBC_NS}" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2">
      <cbc:ID>1</cbc:ID>
      <cac:InvoiceLine><cbc:ID>1</cbc:ID><cac:Item><cbc:Name>A</cbc:Name>
        <cac:AdditionalItemProperty><cbc:Name>__proto__</cbc:Name><cbc:Value>yes</cbc:Value></cac:AdditionalItemProperty>
      </cac:Item><cac:Price><cbc:PriceAmount currencyID="EUR">1</cbc:PriceAmount></cac:Price></cac:InvoiceLine>
    </Invoice>`;
    const { document } = readUBL(xml);
    expect(({} as Doc).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty("polluted");
    expect((document as Doc).lines[0].item.meta).toEqual({ proto: "yes" });
  });

  it("recognizes UBL invoices and credit notes by their root, and nothing else", () => {
    expect(recognizedBy(ublFormat, `<Invoice xmlns="${INVOICE_NS}"/>`)).toBe(true);
    expect(recognizedBy(ublFormat, `<x:CreditNote xmlns:x="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"/>`)).toBe(true);
    expect(recognizedBy(ublFormat, `<Invoice/>`)).toBe(false);
    expect(recognizedBy(ublFormat, `<CreditNote xmlns="${INVOICE_NS}"/>`)).toBe(false);
    expect(recognizedBy(ublFormat, "not xml")).toBe(false);
  });
});

describe.skipIf(!HAS_SHARED)("reading reference UBL documents", () => {
  const parse = (path: string) => readUBL(readText(`${UBL_REFERENCE_DIR}/parse/${path}`));

  it("reads credit transfer instructions (TestParsePaymentInstructions)", () => {
    const instructions = (parse("en16931/ubl-example2.xml").document as Doc).payment.instructions;
    expect(instructions.key).toBe("credit-transfer");
    expect(instructions.ref).toBe("0003434323213231");
    expect(instructions.credit_transfer).toEqual([{ iban: "NO9386011117947", bic: "DNBANOKK" }]);
  });

  it("reads the text inside an element wrapped where text belongs, as GOBL's XML decoder does", () => {
    const xml = readText(`${UBL_REFERENCE_DIR}/parse/en16931/ubl-example2.xml`);
    const wrapped = xml.replace("<cbc:PaymentID>0003434323213231</cbc:PaymentID>", "<cbc:PaymentID>\n  <cbc:ID>0003434323213231</cbc:ID>\n</cbc:PaymentID>");
    expect(wrapped).not.toBe(xml);
    expect((readUBL(wrapped).document as Doc).payment.instructions.ref).toBe("0003434323213231");
  });

  it("reads direct debit instructions (TestParsePaymentInstructions)", () => {
    const instructions = (parse("en16931/ubl-example5.xml").document as Doc).payment.instructions;
    expect(instructions.key).toBe("direct-debit");
    expect(instructions.ref).toBe("Payref1");
    expect(instructions.direct_debit.ref).toBe("123456");
    expect(instructions.direct_debit.account).toBe("DK1212341234123412");
  });

  it("reads an IBAN-only account and a BIC (TestParsePaymentInstructions)", () => {
    const example7 = (parse("en16931/ubl-example7.xml").document as Doc).payment.instructions;
    expect(example7.credit_transfer[0]).toMatchObject({ iban: "SE1212341234123412", bic: "SEXDABCD" });
    const example8 = (parse("en16931/ubl-example8.xml").document as Doc).payment.instructions;
    expect(example8.ref).toBe("1100512149");
    expect(example8.credit_transfer[0].iban).toBe("NL28RBOS0420242228");
  });

  it("reads the invoice type and its tags from the type code (TestParseInvoiceTypes)", () => {
    const cases: [string, string, string[] | undefined][] = [
      ["peppol/base-example.xml", "standard", undefined],
      ["peppol/base-creditnote-correction.xml", "credit-note", undefined],
      ["peppol/proforma-invoice.xml", "proforma", undefined],
      ["peppol/self-billed-invoice.xml", "standard", ["self-billed"]],
      ["peppol/partial-invoice.xml", "standard", ["partial"]],
      ["peppol/self-billed-creditnote.xml", "credit-note", ["self-billed"]],
    ];
    for (const [path, type, tags] of cases) {
      const doc = parse(path).document as Doc;
      expect(doc.type, path).toBe(type);
      expect(doc.$tags, path).toEqual(tags);
    }
  });

  it("gives the addons of the profile the document names", () => {
    expect((parse("peppol/base-example.xml").document as Doc).$addons).toEqual(["eu-en16931-v2017"]);
    expect((parse("france-cius/b2b-reg.xml").document as Doc).$addons).toEqual(["fr-ctc-flow2-v1"]);
  });

  it("states the XML's own totals, by GOBL totals field", () => {
    // ubl-example1.xml's LegalMonetaryTotal and first TaxTotal.
    expect(parse("en16931/ubl-example1.xml").statedTotals).toEqual({
      sum: "229.60",
      total: "229.60",
      total_with_tax: "250.33",
      payable: "250.33",
      tax: "20.73",
    });
  });

  it("states a prepaid amount as the advance, and the payable amount as what is due", () => {
    // ubl-example2.xml: PrepaidAmount 1000.00, PayableAmount 801.78.
    const stated = parse("en16931/ubl-example2.xml").statedTotals!;
    expect(stated.advance).toBe("1000.00");
    expect(stated.due).toBe("801.78");
    expect(stated.payable).toBeUndefined();
  });
});

if (!HAS_SHARED) console.warn(SKIP_NO_SHARED);
