/**
 * What the CFDI writer refuses: a document CFDI has no Comprobante for is
 * a 400; what a document holds that CFDI has no place for, or lacks that
 * it requires, is one 422 naming every field (at its `$.doc…` path),
 * never a 500 nor XML SAT's schema would refuse. Starts from gobl.mx.cfdi's
 * built envelopes.
 */
import { describe, expect, it } from "vitest";
import { isBizdocError, type Fault } from "../../../index.ts";
import { HAS_SHARED, SKIP_NO_SHARED } from "../../support/shared.ts";
import { convertCases, readJSON } from "./cases.ts";
import { writeCFDI } from "./engine.ts";

function envelope(name: string): Record<string, any> {
  return readJSON(convertCases().find((c) => c.id === `convert/${name}`)!.input);
}

function refusal(env: unknown): { status: number; faults: Fault[]; message: string } {
  try {
    writeCFDI(env);
  } catch (error) {
    if (!isBizdocError(error)) throw error;
    return { status: error.status, faults: error.faults, message: error.message };
  }
  throw new Error("not refused");
}

const paths = (faults: Fault[]) => faults.map((f) => f.properties[0]);

describe.skipIf(!HAS_SHARED)("CFDI writer refusals", () => {
  it("refuses a document that is neither an invoice nor a payment (400)", () => {
    const env = envelope("invoice-b2b-bare");
    env.doc.$schema = "https://gobl.org/draft-0/bill/order";
    const refused = refusal(env);
    expect(refused.status).toBe(400);
    expect(paths(refused.faults)).toEqual(["$.doc.$schema"]);
  });

  it("refuses document charges and self-billing together, each at its path (422)", () => {
    const env = envelope("invoice-b2b-bare");
    env.doc.charges = [{ i: 1, amount: "10.00" }];
    env.doc.$tags = ["self-billed"];
    const refused = refusal(env);
    expect(refused.status).toBe(422);
    expect(paths(refused.faults)).toEqual(["$.doc.charges", "$.doc.$tags"]);
    expect(refused.faults.every((f) => f.code === "BIZDOC-CFDI-UNSUPPORTED")).toBe(true);
  });

  it("refuses a preceding document without its fiscal folio, rather than an empty CfdiRelacionados (422)", () => {
    const env = envelope("credit-note");
    env.doc.preceding[0].stamps = [];
    const refused = refusal(env);
    expect(refused.status).toBe(422);
    expect(paths(refused.faults)).toContain("$.doc.preceding[0].stamps");
    expect(refused.faults[0]!.code).toBe("BIZDOC-CFDI-REQUIRED");
  });

  it("refuses a complement CFDI does not carry (422)", () => {
    const env = envelope("food-vouchers");
    env.doc.complements[0].$schema = "https://gobl.org/draft-0/regimes/mx/unknown";
    expect(paths(refusal(env).faults)).toEqual(["$.doc.complements[0].$schema"]);
  });

  it("refuses a Mabe addenda whose identities are missing, naming each (422)", () => {
    const env = envelope("addenda-mabe-full");
    env.doc.ordering.identities = [];
    env.doc.lines[0].item.identities = [];
    const refused = refusal(env);
    expect(refused.status).toBe(422);
    expect(paths(refused.faults)).toEqual(["$.doc.ordering.identities", "$.doc.ordering.identities", "$.doc.lines[0].item.identities"]);
  });

  it("refuses a payment with two methods: Pagos states one Pago (422)", () => {
    const env = envelope("payment-basic");
    env.doc.methods = [env.doc.methods[0], env.doc.methods[0]];
    expect(paths(refusal(env).faults)).toEqual(["$.doc.methods"]);
  });

  it("writes the seal and certificate empty and the certificate number as zeros, for the stamping service (as gobl.mx.cfdi)", () => {
    const xml = writeCFDI(envelope("invoice-b2b-bare"));
    expect(xml).toContain('Sello=""');
    expect(xml).toContain('Certificado=""');
    expect(xml).toContain('NoCertificado="00000000000000000000"');
    expect(xml).not.toContain("TimbreFiscalDigital");
  });
});

it.skipIf(HAS_SHARED)("CFDI writer refusals", () => {
  console.warn(SKIP_NO_SHARED);
});
