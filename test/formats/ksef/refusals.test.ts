/**
 * What the FA(3) writer refuses: a document FA(3) cannot carry is a 422
 * whose faults (BIZDOC-KSEF-REQUIRED, BIZDOC-KSEF-UNSUPPORTED) name the
 * document's fields, all at once; reading is a 400 until it is wired; and
 * FA(3) XML is recognised by its root and namespace.
 */
import { describe, expect, it } from "vitest";
import { isBizdocError, type Fault } from "../../../index.ts";
import { ksefFormat } from "../../../formats/ksef/index.ts";
import { NAMESPACE } from "../../../formats/ksef/codes.ts";
import { baseInvoice } from "./documents.ts";
import { ksefEngine } from "./engine.ts";

const engine = ksefEngine();

async function refusal(document: Record<string, unknown>): Promise<{ status: number; faults: Fault[]; message: string }> {
  try {
    await engine.toXML(await engine.build(document), { format: "ksef" });
  } catch (error) {
    if (!isBizdocError(error)) throw error;
    return { status: error.status, faults: error.faults, message: error.message };
  }
  throw new Error("not refused");
}

/** The faults of a writer's refusal, as [code, first property] pairs. */
const named = (faults: Fault[]) => faults.map((f) => [f.code, f.properties[0]]);

describe("KSeF FA(3) refusals", () => {
  it("refuses a seller without a Polish tax number, naming it", async () => {
    const refused = await refusal(
      baseInvoice({ currency: "PLN", exchange_rates: [{ from: "PLN", to: "EUR", amount: "0.2349" }], supplier: { name: "Fensterbau Müller GmbH", tax_id: { country: "DE", code: "111111125" }, addresses: [{ street: "Hauptstraße", num: "5", locality: "Berlin", code: "10115", country: "DE" }] } }),
    );
    expect(refused.status).toBe(422);
    // Germany's general rate (19%) is no Polish rate either: both are named.
    expect(named(refused.faults)).toEqual([
      ["BIZDOC-KSEF-UNSUPPORTED", "$.doc.lines[0].taxes[0].percent"],
      ["BIZDOC-KSEF-UNSUPPORTED", "$.doc.supplier.tax_id.country"],
    ]);
  });

  it("refuses a rate FA(3) has no code for in its tax category, naming the line's tax", async () => {
    // Category 4 is the taxi flat rate (4%, formerly 3%): 8% is not one of its rates.
    const document = baseInvoice();
    document.lines[1].taxes = [{ cat: "VAT", percent: "8%", ext: { "pl-favat-tax-category": "4" } }];
    const refused = await refusal(document);
    expect(refused.status).toBe(422);
    expect(named(refused.faults)).toEqual([["BIZDOC-KSEF-UNSUPPORTED", "$.doc.lines[1].taxes[0].percent"]]);
  });

  it("refuses exempt supplies without the basis of the exemption", async () => {
    const document = baseInvoice();
    document.lines[0].taxes = [{ cat: "VAT", key: "exempt" }];
    const refused = await refusal(document);
    expect(named(refused.faults)).toEqual([["BIZDOC-KSEF-REQUIRED", "$.doc.tax.ext.pl-favat-exemption"]]);
  });

  it("refuses a corrected invoice's KSeF number that is not one", async () => {
    const refused = await refusal(
      baseInvoice({ type: "credit-note", preceding: [{ type: "standard", code: "FV-1", issue_date: "2026-01-10", stamps: [{ prv: "favat-ksef-number", val: "KSEF-123" }] }] }),
    );
    expect(named(refused.faults)).toEqual([["BIZDOC-KSEF-UNSUPPORTED", "$.doc.preceding[0].stamps[0].val"]]);
  });

  it("refuses texts longer than FA(3) takes, and names each of them at once", async () => {
    const document = baseInvoice();
    document.lines[0].item.name = "Okno ".repeat(110);
    document.supplier.telephones = [{ num: "+48 91 123 45 67 wew. 120" }];
    const refused = await refusal(document);
    expect(named(refused.faults)).toEqual(
      expect.arrayContaining([
        ["BIZDOC-KSEF-UNSUPPORTED", "$.doc.lines[0].item.name"],
        ["BIZDOC-KSEF-UNSUPPORTED", "$.doc.supplier.telephones[0].num"],
      ]),
    );
    expect(refused.faults).toHaveLength(2);
  });

  it("refuses characters KSeF does not accept, naming the field that holds one", async () => {
    const document = baseInvoice();
    document.lines[0].item.name = "Okno\u0086PCV";
    const refused = await refusal(document);
    expect(refused.status).toBe(422);
    expect(refused.faults.flatMap((f) => f.properties)).toContain("$.doc.lines[0].item.name");
  });

  it("names only document fields in every fault", async () => {
    const document = baseInvoice({ currency: "PLN", exchange_rates: [{ from: "PLN", to: "EUR", amount: "0.2349" }], supplier: { name: "X", tax_id: { country: "DE", code: "111111125" }, addresses: [{ street: "Hauptstraße", locality: "Berlin", country: "DE" }] } });
    document.lines[0].taxes = [{ cat: "VAT", key: "exempt" }];
    const refused = await refusal(document);
    expect(refused.faults.length).toBeGreaterThanOrEqual(2);
    for (const fault of refused.faults) expect(fault.properties.every((p) => p.startsWith("$.doc")), JSON.stringify(fault)).toBe(true);
  });

  it("refuses, 400 naming the element, an FA(3) file without its header or one in no namespace", () => {
    const refused = (xml: string) => {
      try {
        ksefFormat.fromXML(xml, { regime: () => undefined });
      } catch (error) {
        return error;
      }
      return undefined;
    };
    const empty = refused(`<Faktura xmlns="${NAMESPACE}"/>`);
    expect(isBizdocError(empty) && empty.status).toBe(400);
    expect((empty as Error).message).toMatch(/Naglowek/);
    const bare = refused("<Faktura/>");
    expect(isBizdocError(bare) && bare.status).toBe(400);
    expect((bare as Error).message).toMatch(/namespace/);
  });

  it("recognises FA(3) by its root element and namespace only", () => {
    expect(ksefFormat.recognizes({ name: "Faktura", localName: "Faktura", namespace: NAMESPACE })).toBe(true);
    expect(ksefFormat.recognizes({ name: "fa:Faktura", localName: "Faktura", namespace: NAMESPACE })).toBe(true);
    // FA(2)'s namespace is another structure.
    expect(ksefFormat.recognizes({ name: "Faktura", localName: "Faktura", namespace: "http://crd.gov.pl/wzor/2023/06/29/12648/" })).toBe(false);
    expect(ksefFormat.recognizes({ name: "Invoice", localName: "Invoice", namespace: NAMESPACE })).toBe(false);
  });
});
