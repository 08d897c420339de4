/**
 * What FacturaE refuses, and how: a document it cannot carry is a 4xx naming
 * the fields to add (codes and `$.doc…` paths), never a 500; reading
 * FacturaE is refused plainly (the format is written only).
 */
import { describe, expect, it } from "vitest";
import { createEngine, isBizdocError, statusOf } from "../../../index.ts";
import { facturaeFormat } from "../../../formats/facturae/index.ts";

const engine = createEngine();

const invoice = (overrides: Record<string, unknown> = {}) => ({
  $schema: "https://gobl.org/draft-0/bill/invoice",
  $regime: "ES",
  code: "F-001",
  issue_date: "2025-01-15",
  supplier: { name: "Provide One S.L.", tax_id: { country: "ES", code: "B98602642" }, addresses: [{ street: "Calle Pradillo", num: "42", locality: "Madrid", region: "Madrid", code: "28002", country: "ES" }] },
  customer: { name: "Sample Consumer S.L.", tax_id: { country: "ES", code: "A28017895" }, addresses: [{ street: "Calle Mayor", num: "1", locality: "Madrid", region: "Madrid", code: "28013", country: "ES" }] },
  lines: [{ quantity: "2", item: { name: "Development services", price: "90.00" }, taxes: [{ cat: "VAT", rate: "general" }] }],
  ...overrides,
});

async function refusal(data: unknown) {
  try {
    await engine.toXML(data, { format: "facturae" });
  } catch (error) {
    if (!isBizdocError(error)) throw error;
    return error;
  }
  throw new Error("written, where a refusal was expected");
}

describe("FacturaE: writing", () => {
  it("writes a plain Spanish invoice, adding the es-facturae-v3 addon it requires", async () => {
    const { xml, profile } = await engine.toXML(invoice(), { format: "facturae" });
    expect(profile).toBe("facturae");
    expect(xml).toContain("<InvoiceIssuerType>EM</InvoiceIssuerType>");
    expect(xml).toContain("<InvoiceDocumentType>FC</InvoiceDocumentType>");
    expect(xml).not.toContain("ThirdParty");
  });

  it("refuses an invoice without a customer, naming the field (422)", async () => {
    const error = await refusal(invoice({ customer: undefined }));
    expect(statusOf(error.key)).toBe(422);
    expect(error.faults.flatMap((f) => f.properties)).toContain("$.doc.customer");
    expect(error.faults.every((f) => f.code && f.properties.every((p) => p.startsWith("$.doc")))).toBe(true);
  });

  it("refuses parties without the address parts FacturaE requires, naming each", async () => {
    const error = await refusal(
      invoice({ customer: { name: "Sample Consumer S.L.", tax_id: { country: "ES", code: "A28017895" }, addresses: [{ street: "Calle Mayor", locality: "Madrid", country: "ES" }] } }),
    );
    expect(statusOf(error.key)).toBe(422);
    const paths = error.faults.flatMap((f) => f.properties);
    expect(paths).toEqual(expect.arrayContaining(["$.doc.customer.addresses[0].code", "$.doc.customer.addresses[0].region"]));
  });

  it("refuses a customer without a tax number and due dates without payment means", async () => {
    const error = await refusal(
      invoice({
        customer: { name: "Foreign Buyer Ltd", addresses: [{ street: "High Street", num: "1", locality: "London", region: "London", code: "N1", country: "GB" }] },
        payment: { terms: { due_dates: [{ date: "2025-02-15", percent: "100%" }] } },
      }),
    );
    expect(statusOf(error.key)).toBeLessThan(500);
    const paths = error.faults.flatMap((f) => f.properties);
    expect(paths).toEqual(expect.arrayContaining(["$.doc.customer.tax_id", "$.doc.payment.instructions"]));
  });
});

describe("FacturaE: reading is not offered", () => {
  it("recognizes FacturaE 3.2.2 files (whose signatures it verifies) and nothing else", () => {
    expect(facturaeFormat.recognizes({ localName: "Facturae", namespace: "http://www.facturae.gob.es/formato/Versiones/Facturaev3_2_2.xml" } as never)).toBe(true);
    expect(facturaeFormat.recognizes({ localName: "Facturae", namespace: "http://www.facturae.es/Facturae/2009/v3.2/Facturae" } as never)).toBe(false);
    expect(facturaeFormat.recognizes({ localName: "Invoice", namespace: "http://www.facturae.gob.es/formato/Versiones/Facturaev3_2_2.xml" } as never)).toBe(false);
  });

  it("refuses to read a FacturaE it recognises, 400 input, saying it is written only", async () => {
    const xml = '<?xml version="1.0"?><fe:Facturae xmlns:fe="http://www.facturae.gob.es/formato/Versiones/Facturaev3_2_2.xml"/>';
    const error = await engine.fromXML(xml).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(isBizdocError(error) && error.key).toBe("input");
    expect((error as Error).message).toMatch(/written, not read/);
  });

  it("refuses to read FacturaE, 400 input, saying it is written only", async () => {
    const xml = '<?xml version="1.0"?><fe:Facturae xmlns:fe="http://www.facturae.gob.es/formato/Versiones/Facturaev3_2_2.xml"/>';
    const error = await engine.fromXML(xml, { format: "facturae" }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(isBizdocError(error) && error.key).toBe("input");
    expect((error as Error).message).toMatch(/written, not read/);
  });
});
