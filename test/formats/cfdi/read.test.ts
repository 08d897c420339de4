/**
 * What the CFDI reader refuses and reads: hostile or foreign XML is a 400
 * (entity declarations, a file over the size limit, another root, CFDI
 * 3.3's namespace, a payment receipt), values it cannot check are a 400
 * naming the attribute, never a 500; and a stamped CFDI's stamps are
 * gobl.mx.cfdi's (its stamps_test.go: the original chain, the verification URL).
 */
import { describe, expect, it } from "vitest";
import { cfdiFormat, cfdiStamps } from "../../../formats/cfdi/index.ts";
import { INVOICE_LIMITS, checkUntrustedXML, isBizdocError } from "../../../index.ts";
import { formatContext, recognizedBy } from "../../support/formats.ts";
import { cfdiEngine } from "./engine.ts";

const engine = cfdiEngine();

/** A small CFDI: one concept at 16% VAT (the shape of gobl.mx.cfdi's invoice-b2b-bare). */
function cfdi(overrides: { root?: string; concept?: string; complement?: string; namespace?: string } = {}): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<cfdi:Comprobante xmlns:cfdi="${overrides.namespace ?? "http://www.sat.gob.mx/cfd/4"}" Version="4.0" TipoDeComprobante="I" Serie="A" Folio="1" Fecha="2023-05-29T12:00:00" LugarExpedicion="26015" SubTotal="200.00" Total="232.00" Moneda="MXN" Exportacion="01" MetodoPago="PPD" FormaPago="99" Sello="" NoCertificado="00000000000000000000" Certificado="" ${overrides.root ?? ""}>
  <cfdi:Emisor Rfc="EKU9003173C9" Nombre="ESCUELA KEMPER URGATE" RegimenFiscal="601"/>
  <cfdi:Receptor Rfc="URE180429TM6" Nombre="UNIVERSIDAD ROBOTICA ESPAÑOLA" DomicilioFiscalReceptor="65000" RegimenFiscalReceptor="601" UsoCFDI="G01"/>
  <cfdi:Conceptos>
    <cfdi:Concepto ClaveProdServ="50211502" Cantidad="2" ClaveUnidad="H87" Descripcion="Cigarros" ValorUnitario="100.00" Importe="200.00" ObjetoImp="02" ${overrides.concept ?? ""}>
      <cfdi:Impuestos><cfdi:Traslados><cfdi:Traslado Base="200.0000" Importe="32.0000" Impuesto="002" TasaOCuota="0.160000" TipoFactor="Tasa"/></cfdi:Traslados></cfdi:Impuestos>
    </cfdi:Concepto>
  </cfdi:Conceptos>
  <cfdi:Impuestos TotalImpuestosTrasladados="32.00"><cfdi:Traslados><cfdi:Traslado Base="200.00" Importe="32.00" Impuesto="002" TasaOCuota="0.160000" TipoFactor="Tasa"/></cfdi:Traslados></cfdi:Impuestos>
  ${overrides.complement ?? ""}
</cfdi:Comprobante>`;
}

/** Read as the engine reads: checked as untrusted XML first, then by the plugin. */
function read(xml: string): Record<string, any> {
  checkUntrustedXML(xml, "CFDI");
  return cfdiFormat.fromXML(xml, formatContext).document as Record<string, any>;
}

/** The refusal of reading XML, by the plugin alone or (`engine`) as the engine reads it. */
async function refusal(run: () => unknown): Promise<{ status: number; message: string }> {
  try {
    await run();
  } catch (error) {
    if (!isBizdocError(error)) throw error;
    return { status: error.status, message: error.message };
  }
  throw new Error("not refused");
}

const engineRefusal = (xml: string) => refusal(() => engine.readXML(xml, { format: "cfdi" }));

describe("CFDI reader", () => {
  it("reads the small CFDI the refusals start from", () => {
    const doc = read(cfdi());
    expect(doc.$addons).toEqual(["mx-cfdi-v4"]);
    expect(doc.$tags).toEqual(["bypass"]);
    expect(doc.lines[0]).toMatchObject({ quantity: "2", item: { price: "100.00", unit: "piece" }, taxes: [{ cat: "VAT", percent: "16.0%" }] });
    expect(doc.totals).toMatchObject({ sum: "200.00", tax: "32.00", total_with_tax: "232.00", payable: "232.00" });
  });

  it("is recognised as CFDI by its root, and CFDI 3.3 is not", () => {
    expect(recognizedBy(cfdiFormat, cfdi())).toBe(true);
    expect(recognizedBy(cfdiFormat, cfdi({ namespace: "http://www.sat.gob.mx/cfd/3" }))).toBe(false);
  });

  it("refuses entity declarations before reading, so nothing expands (400)", async () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE c [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>${cfdi().replace(/^<\?xml[^>]*>/, "").replace('Descripcion="Cigarros"', 'Descripcion="&b;"')}`;
    const refused = await engineRefusal(bomb);
    expect(refused.status).toBe(400);
    expect(refused.message).toMatch(/DOCTYPE|entit/);
  });

  it("refuses XML larger than the limit, before parsing it (400)", async () => {
    const huge = cfdi({ concept: `NoIdentificacion="${"x".repeat(INVOICE_LIMITS.maxLength)}"` });
    const refused = await engineRefusal(huge);
    expect(refused.status).toBe(400);
    expect(refused.message).toMatch(/larger than/);
  });

  it("refuses another root, or a Comprobante in another namespace, naming it (400)", async () => {
    const other = await engineRefusal('<?xml version="1.0"?><Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"/>');
    expect(other.status).toBe(400);
    expect(other.message).toContain("Invoice");
    const old = await engineRefusal(cfdi({ namespace: "http://www.sat.gob.mx/cfd/3" }));
    expect(old.status).toBe(400);
    expect(old.message).toContain("CFDI 4.0 namespace");
  });

  it("refuses a payment receipt (kind P): it is read into no invoice (400)", async () => {
    const refused = await refusal(() => read(cfdi().replace('TipoDeComprobante="I"', 'TipoDeComprobante="P"')));
    expect(refused.status).toBe(400);
    expect(refused.message).toContain("kind P");
  });

  it("refuses an amount that is not a plain decimal, naming the attribute (400)", async () => {
    for (const value of ["1e3", "1,50", "NaN", ""]) {
      const refused = await refusal(() => read(cfdi().replace('ValorUnitario="100.00"', `ValorUnitario="${value}"`)));
      expect(refused.status, value).toBe(400);
      expect(refused.message).toContain("ValorUnitario of Concepto 1");
    }
  });

  it("refuses a date of issue that names no day (400)", async () => {
    const refused = await refusal(() => read(cfdi().replace("2023-05-29T12:00:00", "2023-02-30T12:00:00")));
    expect(refused.status).toBe(400);
    expect(refused.message).toContain("Fecha of Comprobante");
  });

  it("reads a code that is an object's own property name as no unit, not a lookup into a prototype", () => {
    const doc = read(cfdi().replace('ClaveUnidad="H87"', 'ClaveUnidad="constructor"'));
    expect(doc.lines[0].item.unit).toBeUndefined();
  });
});

describe("CFDI stamps (gobl.mx.cfdi's stamps_test.go)", () => {
  const seal =
    "NZaBl4TmCMq9zkUbWnD8a3AOzw4oScGyruxcZXonV1jIOWzrNGqwJbSDBLiSDJlKSXAueDBF+CVGuIu1wKok+FDT0pbSdKwwR+5K3X4U0uUEMiayfWAHInr2HsUbfNaCUWrndhsQyMVdnYh4v/qWAFkJfPJC+uZQHfqJD46GfgDORVMF0ZT93pu7qYuZLj2LEntQvbbp7GFmHMP96H1ccnnXXaik7fNSRKPmovPZfbC2hX5P4bwMBdh/aFwNI7iR7fsjNfdsIoluT1JQIrZdM/FsTvnm53GOJisdhEi5gSttiPCYsJ1Gd6U8H235IBBXXwJ9I8rF2ifHPquQizCINQ==";
  const stamped = (legend = "") =>
    cfdi({
      complement: `<cfdi:Complemento><tfd:TimbreFiscalDigital xmlns:tfd="http://www.sat.gob.mx/TimbreFiscalDigital" Version="1.1" UUID="fd53505e-d737-43ab-815c-8090edec3655" FechaTimbrado="2022-09-05T13:04:29" RfcProvCertif="SPR190613I52" ${legend} SelloCFD="${seal}" NoCertificadoSAT="30001000000400002495" SelloSAT="EVlPWO7r=="/></cfdi:Complemento>`,
    })
      .replace('Sello=""', `Sello="${seal}"`)
      .replace('NoCertificado="00000000000000000000"', 'NoCertificado="30001000000400002434"');

  it("gives each stamp as GOBL names it", () => {
    const stamps = new Map(cfdiStamps(stamped()).map((s) => [s.prv, s.val]));
    expect(stamps.get("sat-uuid")).toBe("fd53505e-d737-43ab-815c-8090edec3655");
    expect(stamps.get("sat-url")).toBe("https://verificacfdi.facturaelectronica.sat.gob.mx/default.aspx?id=fd53505e-d737-43ab-815c-8090edec3655&tt=232.00&re=EKU9003173C9&rr=URE180429TM6&fe=izCINQ==");
    expect(stamps.get("sat-provider-rfc")).toBe("SPR190613I52");
    expect(stamps.get("sat-chain")).toBe(`||1.1|fd53505e-d737-43ab-815c-8090edec3655|2022-09-05T13:04:29|SPR190613I52|${seal}|30001000000400002495||`);
    expect(stamps.get("sat-serial")).toBe("30001000000400002495");
    expect(stamps.get("sat-sig")).toBe("EVlPWO7r==");
    expect(stamps.get("cfdi-serial")).toBe("30001000000400002434");
    expect(stamps.get("cfdi-sig")).toBe(seal);
    expect(stamps.get("sat-timestamp")).toBe("2022-09-05T13:04:29");
  });

  it("puts a legend in the chain, its spaces normalised, and none for an unstamped CFDI", () => {
    const chain = cfdiStamps(stamped('Leyenda="  Una   leyenda  del SAT "')).find((s) => s.prv === "sat-chain")!.val;
    expect(chain).toContain("|SPR190613I52|Una leyenda del SAT|");
    expect(cfdiStamps(cfdi())).toEqual([]);
  });
});
