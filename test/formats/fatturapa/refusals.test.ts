/**
 * What the FatturaPA format refuses, in the one error shape: a document it
 * cannot carry is a 422 naming the document's fields (`$.doc…`), XML it
 * cannot read a 400; and a FatturaPA file is recognised without naming the
 * format.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { isBizdocError } from "../../../index.ts";
import { HAS_SHARED } from "../../support/shared.ts";
import { convertCases, readCases } from "./cases.ts";
import { fatturapaEngine } from "./engine.ts";

const engine = fatturapaEngine();

async function refusal(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (error) {
    if (!isBizdocError(error)) throw error;
    return { status: error.status, faults: error.faults, message: error.message };
  }
  throw new Error("not refused");
}

const SPANISH_INVOICE = {
  $schema: "https://gobl.org/draft-0/bill/invoice",
  code: "SAMPLE-001",
  issue_date: "2025-01-15",
  supplier: { name: "Provide One S.L.", tax_id: { country: "ES", code: "B98602642" }, addresses: [{ street: "Calle Pradillo 42", locality: "Madrid", code: "28002", country: "ES" }] },
  customer: { name: "Sample Consumer S.L.", tax_id: { country: "ES", code: "A28017895" } },
  lines: [{ quantity: "1", item: { name: "Development services", price: "90.00" }, taxes: [{ cat: "VAT", rate: "general" }] }],
};

const NS = "http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2";

describe("FatturaPA refusals", () => {
  it("refuses a document without what the it-sdi-v1 addon needs, naming its fields (422)", async () => {
    const refused = await refusal(() => engine.toXML(SPANISH_INVOICE, { format: "fatturapa" }));
    expect(refused.status).toBe(422);
    expect(refused.faults.length).toBeGreaterThan(0);
    for (const fault of refused.faults) {
      expect(fault.properties?.every((p) => p.startsWith("$.doc")), JSON.stringify(fault)).toBe(true);
    }
  });

  it.skipIf(!HAS_SHARED)("refuses an FPA12 document under the private profile, naming its transmission format (422)", async () => {
    const b2g = convertCases().find((c) => c.id === "convert/invoice-b2g")!;
    const refused = await refusal(() => engine.toXML(JSON.parse(readFileSync(b2g.input, "utf8")), { format: "fatturapa", profile: "fpr12" }));
    expect(refused.status).toBe(422);
    expect(refused.faults).toEqual([expect.objectContaining({ code: "BIZDOC-FORMAT-PROFILE", properties: ["$.doc.tax.ext.it-sdi-format"] })]);
  });

  it("refuses XML it cannot read with a 400", async () => {
    const cases = [
      `<p:FatturaElettronica xmlns:p="${NS}" versione="FPR12"><FatturaElettronicaHeader>`,
      `<p:FatturaElettronica xmlns:p="${NS}" versione="FPR12"><FatturaElettronicaHeader/></p:FatturaElettronica>`,
      `<p:FatturaElettronica xmlns:p="${NS}" versione="FPR12"><FatturaElettronicaHeader/><FatturaElettronicaBody><DatiGenerali><DatiGeneraliDocumento><TipoDocumento>TD01</TipoDocumento><Divisa>EUR</Divisa><Data>2023-02-30</Data><Numero>1</Numero></DatiGeneraliDocumento></DatiGenerali></FatturaElettronicaBody></p:FatturaElettronica>`,
      `<p:FatturaElettronica xmlns:p="${NS}" versione="FPR12"><FatturaElettronicaHeader/><FatturaElettronicaBody><DatiBeniServizi><DettaglioLinee><NumeroLinea>1</NumeroLinea><Descrizione>x</Descrizione><PrezzoUnitario>1,50</PrezzoUnitario><PrezzoTotale>1.50</PrezzoTotale><AliquotaIVA>22.00</AliquotaIVA></DettaglioLinee></DatiBeniServizi></FatturaElettronicaBody></p:FatturaElettronica>`,
      `<p:FatturaElettronica xmlns:p="urn:not-fatturapa"><FatturaElettronicaHeader/></p:FatturaElettronica>`,
    ];
    for (const xml of cases) {
      const refused = await refusal(() => engine.fromXML(xml, { format: "fatturapa", validate: false }));
      expect(refused.status, `${xml.slice(0, 80)}: ${refused.message}`).toBe(400);
    }
  });

  it.skipIf(!HAS_SHARED)("recognises FatturaPA XML without the format named, and remembers its profile", async () => {
    const b2g = readCases().find((c) => c.id === "read/invoice-b2g")!;
    const envelope = await engine.fromXML(readFileSync(b2g.input, "utf8"), { validate: false });
    expect(envelope.head.meta?.["xml-format"]).toBe("fatturapa");
    expect(envelope.head.meta?.["xml-profile"]).toBe("fpa12");
  });
});
