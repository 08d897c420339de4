/**
 * What the FA(3) reader refuses: XML it cannot read as an FA(3) invoice is
 * a 400 whose message names the element (and where it is), never a 500 or
 * a document with a value it could not check.
 */
import { ksefEngine } from "./engine.ts";
import { describe, expect, it } from "vitest";
import { isBizdocError } from "../../../index.ts";
import {  } from "./read-cases.ts";

const engine = ksefEngine();

/** A small FA(3) invoice, valid for GOBL: one line at 23%. */
function invoice(overrides: { line?: string; fa?: string; p15?: string } = {}): string {
  const line = overrides.line ?? "<P_7>Usługa</P_7><P_8A>szt.</P_8A><P_8B>1</P_8B><P_9A>100.00</P_9A><P_11>100.00</P_11><P_12>23</P_12>";
  return `<?xml version="1.0" encoding="UTF-8"?>
<Faktura xmlns="http://crd.gov.pl/wzor/2025/06/25/13775/">
  <Naglowek><KodFormularza kodSystemowy="FA (3)" wersjaSchemy="1-0E">FA</KodFormularza><WariantFormularza>3</WariantFormularza><DataWytworzeniaFa>2026-02-01T10:00:00Z</DataWytworzeniaFa></Naglowek>
  <Podmiot1><DaneIdentyfikacyjne><NIP>5451824119</NIP><Nazwa>ABC sp. z o.o.</Nazwa></DaneIdentyfikacyjne><Adres><KodKraju>PL</KodKraju><AdresL1>ul. Przykładowa 1</AdresL1><AdresL2>00-001 Warszawa</AdresL2></Adres></Podmiot1>
  <Podmiot2><DaneIdentyfikacyjne><NIP>3935777054</NIP><Nazwa>XYZ s.c.</Nazwa></DaneIdentyfikacyjne><JST>2</JST><GV>2</GV></Podmiot2>
  <Fa>
    <KodWaluty>PLN</KodWaluty><P_1>2026-02-01</P_1><P_2>FV/1/2026</P_2>${overrides.fa ?? ""}
    <P_13_1>100.00</P_13_1><P_14_1>23.00</P_14_1><P_15>${overrides.p15 ?? "123.00"}</P_15>
    <Adnotacje><P_16>2</P_16><P_17>2</P_17><P_18>2</P_18><P_18A>2</P_18A><Zwolnienie><P_19N>1</P_19N></Zwolnienie><NoweSrodkiTransportu><P_22N>1</P_22N></NoweSrodkiTransportu><P_23>2</P_23><PMarzy><P_PMarzyN>1</P_PMarzyN></PMarzy></Adnotacje>
    <RodzajFaktury>VAT</RodzajFaktury>
    <FaWiersz><NrWierszaFa>1</NrWierszaFa>${line}</FaWiersz>
  </Fa>
</Faktura>`;
}

async function refusal(xml: string): Promise<{ status: number; message: string }> {
  try {
    await engine.readXML(xml);
  } catch (error) {
    if (!isBizdocError(error)) throw error;
    return { status: error.status, message: error.message };
  }
  throw new Error("not refused");
}

describe("FA(3) reader refusals", () => {
  it("reads the small invoice the refusals start from, with default settings", async () => {
    const { envelope, warnings } = await engine.readXML(invoice());
    expect(warnings).toEqual([]);
    const doc = envelope.doc as Record<string, any>;
    expect(doc.totals.payable).toBe("123.00");
    expect(doc.tax.ext["pl-favat-invoice-type"]).toBe("VAT");
    expect(doc.lines[0].taxes[0].ext["pl-favat-tax-category"]).toBe("1");
  });

  it("refuses an amount that is not a number, naming the element and line (400)", async () => {
    const refused = await refusal(invoice({ line: "<P_7>Usługa</P_7><P_8B>1</P_8B><P_9A>1,00</P_9A><P_12>23</P_12>" }));
    expect(refused.status).toBe(400);
    expect(refused.message).toContain("P_9A of FaWiersz 1");
  });

  it("refuses an exponent in P_15 (400)", async () => {
    const refused = await refusal(invoice({ p15: "1e3" }));
    expect(refused.status).toBe(400);
    expect(refused.message).toContain("P_15 of Fa");
  });

  it("refuses an unknown P_12 rate code, naming it (400)", async () => {
    const refused = await refusal(invoice({ line: "<P_7>Usługa</P_7><P_8B>1</P_8B><P_9A>100</P_9A><P_12>19</P_12>" }));
    expect(refused.status).toBe(400);
    expect(refused.message).toContain("P_12 of FaWiersz 1");
    expect(refused.message).toContain('"19"');
  });

  it("refuses a P_12 code that would be an object's own property name, as unknown (400)", async () => {
    const refused = await refusal(invoice({ line: "<P_7>Usługa</P_7><P_8B>1</P_8B><P_9A>100</P_9A><P_12>constructor</P_12>" }));
    expect(refused.status).toBe(400);
    expect(refused.message).toContain("P_12 of FaWiersz 1");
  });

  it("refuses a missing required element, naming it (400)", async () => {
    const refused = await refusal(invoice().replace("<P_2>FV/1/2026</P_2>", ""));
    expect(refused.status).toBe(400);
    expect(refused.message).toContain("P_2 of Fa is missing");
    const noSeller = await refusal(invoice().replace(/<Podmiot1>[\s\S]*<\/Podmiot1>/, ""));
    expect(noSeller.status).toBe(400);
    expect(noSeller.message).toContain("Podmiot1");
  });

  it("refuses a date that names no day (400)", async () => {
    const refused = await refusal(invoice().replace("<P_1>2026-02-01</P_1>", "<P_1>2026-02-30</P_1>"));
    expect(refused.status).toBe(400);
    expect(refused.message).toContain("P_1 of Fa");
  });

  it("refuses an unknown RodzajFaktury (400)", async () => {
    const refused = await refusal(invoice().replace("<RodzajFaktury>VAT</RodzajFaktury>", "<RodzajFaktury>PRO</RodzajFaktury>"));
    expect(refused.status).toBe(400);
    expect(refused.message).toContain("RodzajFaktury of Fa");
  });

  it("refuses a Faktura in FA(2)'s namespace when told it is KSeF (400)", async () => {
    const xml = invoice().replace("http://crd.gov.pl/wzor/2025/06/25/13775/", "http://crd.gov.pl/wzor/2023/06/29/12648/");
    try {
      await engine.readXML(xml, { format: "ksef" });
      throw new Error("not refused");
    } catch (error) {
      if (!isBizdocError(error)) throw error;
      expect(error.status).toBe(400);
      expect(error.message).toContain("FA(3) namespace");
    }
  });
});
