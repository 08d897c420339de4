/**
 * What the FA(3) writer states, case by case, against FA(3)'s rules rather
 * than against a file: the sums by KSeF tax category and the złoty VAT of a
 * foreign-currency invoice, a correction's decreases and the invoice it
 * corrects, the annotations' mandatory "no" values and the flags the addon
 * sets, the parties and their roles, payment, and the header's moment.
 */
import { describe, expect, it } from "vitest";
import { child, children, textAt, xmlReader, type ParsedNode } from "../../../formats/common/xml-tree.ts";
import { constructedCases, baseInvoice } from "./documents.ts";
import { ksefEngine } from "./engine.ts";

const engine = ksefEngine();
const reader = xmlReader("FA(3)");

async function written(document: Record<string, unknown>): Promise<ParsedNode> {
  const { xml } = await engine.toXML(await engine.build(document), { format: "ksef" });
  return reader.parse(xml).node;
}

async function writtenCase(id: string): Promise<ParsedNode> {
  const found = constructedCases().find((c) => c.id === `constructed/${id}`);
  if (!found) throw new Error(`no case ${id}`);
  return written(found.document);
}

const fa = (root: ParsedNode) => child(root, "Fa")!;

describe("KSeF FA(3) writer", () => {
  it("sums net and VAT by tax category: 2 × 1240.00 at 23% and 2 × 150.00 at 8%", async () => {
    const root = await written(baseInvoice());
    expect(textAt(fa(root), "P_13_1")).toBe("2480.00");
    expect(textAt(fa(root), "P_14_1")).toBe("570.40"); // 23% of 2480.00
    expect(textAt(fa(root), "P_13_2")).toBe("300.00");
    expect(textAt(fa(root), "P_14_2")).toBe("24.00"); // 8% of 300.00
    expect(textAt(fa(root), "P_15")).toBe("3374.40");
    expect(children(fa(root), "FaWiersz").map((l) => textAt(l, "P_12"))).toEqual(["23", "8"]);
    expect(textAt(fa(root), "KodWaluty")).toBe("PLN");
    expect(textAt(fa(root), "P_2")).toBe("FV-2026/02/0001");
  });

  it("states an invoice whose prices include VAT as FA(3) does, gross (P_9B, P_11A), its sums net and VAT as the Ministry's brutto example", async () => {
    const root = await writtenCase("gross-prices");
    const lines = children(fa(root), "FaWiersz");
    expect(lines.map((l) => [textAt(l, "P_9B"), textAt(l, "P_11A"), textAt(l, "P_9A"), textAt(l, "P_11")])).toEqual([
      ["500.00", "500.00", undefined, undefined],
      ["500.00", "500.00", undefined, undefined],
    ]);
    expect([textAt(fa(root), "P_13_1"), textAt(fa(root), "P_14_1"), textAt(fa(root), "P_15")]).toEqual(["813.01", "186.99", "1000.00"]);
  });

  it("writes every annotation FA(3) requires, as 'no' when nothing applies", async () => {
    const notes = child(fa(await written(baseInvoice())), "Adnotacje")!;
    expect(["P_16", "P_17", "P_18", "P_18A", "P_23"].map((name) => textAt(notes, name))).toEqual(["2", "2", "2", "2", "2"]);
    expect(textAt(notes, "Zwolnienie", "P_19N")).toBe("1");
    expect(textAt(notes, "NoweSrodkiTransportu", "P_22N")).toBe("1");
    expect(textAt(notes, "PMarzy", "P_PMarzyN")).toBe("1");
    expect(textAt(fa(await written(baseInvoice())), "RodzajFaktury")).toBe("VAT");
  });

  it("names the margin scheme the addon gives (PMarzy) instead of its 'no'", async () => {
    const notes = child(fa(await written(baseInvoice({ tax: { ext: { "pl-favat-margin-scheme": "3.1" } } }))), "Adnotacje")!;
    expect(textAt(notes, "PMarzy", "P_PMarzy")).toBe("1");
    expect(textAt(notes, "PMarzy", "P_PMarzy_3_1")).toBe("1");
    expect(textAt(notes, "PMarzy", "P_PMarzyN")).toBeUndefined();
  });

  it("escapes the characters XML reserves in texts", async () => {
    const document = baseInvoice();
    document.supplier.name = 'Okna & Drzwi <Bałtyk> "S.A."';
    expect(textAt(await written(document), "Podmiot1", "DaneIdentyfikacyjne", "Nazwa")).toBe('Okna & Drzwi <Bałtyk> "S.A."');
  });

  it("states the VAT of a foreign-currency invoice in złoty too, at its rate", async () => {
    const body = fa(await writtenCase("foreign-currency"));
    expect(textAt(body, "KodWaluty")).toBe("EUR");
    // 570.40 EUR × 4.2567 = 2428.02168 PLN; 24.00 EUR × 4.2567 = 102.1608 PLN.
    expect(textAt(body, "P_14_1W")).toBe("2428.02");
    expect(textAt(body, "P_14_2W")).toBe("102.16");
    expect(children(body, "FaWiersz").map((l) => textAt(l, "KursWaluty"))).toEqual(["4.2567", "4.2567"]);
  });

  it("states an advance invoice's rate once, and the advance as paid", async () => {
    const body = fa(await writtenCase("advance-foreign-currency"));
    expect(textAt(body, "RodzajFaktury")).toBe("ZAL");
    expect(textAt(body, "KursWalutyZ")).toBe("4.2567");
    expect(textAt(child(body, "FaWiersz"), "KursWaluty")).toBeUndefined();
    expect(textAt(body, "Platnosc", "Zaplacono")).toBe("1");
    expect(textAt(body, "Platnosc", "DataZaplaty")).toBe("2026-02-09");
  });

  it("writes a credit note as a correction: decreases, the reason, and the corrected invoice by its KSeF number", async () => {
    const body = fa(await writtenCase("correction-ksef-number"));
    expect(textAt(body, "RodzajFaktury")).toBe("KOR");
    expect(textAt(body, "P_13_1")).toBe("-1240.00");
    expect(textAt(body, "P_15")).toBe("-1525.20"); // 1240.00 + 23%
    expect(textAt(child(body, "FaWiersz"), "P_8B")).toBe("-1");
    expect(textAt(child(body, "FaWiersz"), "P_9A")).toBe("1240.00");
    expect(textAt(body, "PrzyczynaKorekty")).toBe("Rabat posprzedażowy");
    expect(textAt(body, "TypKorekty")).toBe("1");
    const corrected = child(body, "DaneFaKorygowanej")!;
    expect(textAt(corrected, "DataWystFaKorygowanej")).toBe("2026-02-10");
    expect(textAt(corrected, "NrFaKorygowanej")).toBe("FV-2026/02/0001");
    expect(textAt(corrected, "NrKSeF")).toBe("1");
    expect(textAt(corrected, "NrKSeFFaKorygowanej")).toBe("9551893317-20260210-0A1B2C3D4E5F-6A");
  });

  it("marks a corrected invoice issued outside KSeF (NrKSeFN)", async () => {
    const corrected = child(fa(await writtenCase("correction-outside-ksef")), "DaneFaKorygowanej")!;
    expect(textAt(corrected, "NrKSeFN")).toBe("1");
    expect(textAt(corrected, "NrKSeFFaKorygowanej")).toBeUndefined();
  });

  it("names the advance invoices a settlement invoice settles", async () => {
    const body = fa(await writtenCase("settlement"));
    expect(textAt(body, "RodzajFaktury")).toBe("ROZ");
    const advances = children(body, "FakturaZaliczkowa");
    expect(textAt(advances[0], "NrKSeFFaZaliczkowej")).toBe("9551893317-20260210-0A1B2C3D4E5F-6A");
    expect(textAt(advances[1], "NrKSeFZN")).toBe("1");
    expect(textAt(advances[1], "NrFaZaliczkowej")).toBe("ZAL-2025/0007");
    // 500.00 of 3374.40 paid before: paid in part.
    expect(textAt(body, "Platnosc", "ZnacznikZaplatyCzesciowej")).toBe("1");
  });

  it("writes reverse charge and intra-community supplies in their categories, with the seller's PL prefix", async () => {
    const root = await writtenCase("reverse-charge-intra-community");
    expect(textAt(root, "Podmiot1", "PrefiksPodatnika")).toBe("PL");
    expect(textAt(root, "Podmiot2", "DaneIdentyfikacyjne", "KodUE")).toBe("DE");
    expect(textAt(root, "Podmiot2", "DaneIdentyfikacyjne", "NrVatUE")).toBe("111111125");
    expect(textAt(fa(root), "P_13_9")).toBe("2000.00");
    expect(textAt(fa(root), "P_13_6_2")).toBe("4960.00");
    expect(textAt(fa(root), "Adnotacje", "P_18")).toBe("1");
    expect(children(fa(root), "FaWiersz").map((l) => textAt(l, "P_12"))).toEqual(["np II", "0 WDT"]);
  });

  it("states an exemption's basis from the addon's legal note", async () => {
    const body = fa(await writtenCase("exemption"));
    expect(textAt(body, "P_13_7")).toBe("800.00");
    expect(textAt(body, "Adnotacje", "Zwolnienie", "P_19")).toBe("1");
    expect(textAt(body, "Adnotacje", "Zwolnienie", "P_19A")).toBe("Art. 43 ust. 1 pkt 29 lit. c ustawy o VAT");
    expect(textAt(child(body, "FaWiersz"), "P_12")).toBe("zw");
  });

  it("sets the split payment and cash accounting flags, and the seller's account", async () => {
    const root = await writtenCase("split-payment");
    expect(textAt(fa(root), "Adnotacje", "P_18A")).toBe("1");
    expect(textAt(fa(root), "Adnotacje", "P_16")).toBe("1");
    expect(textAt(fa(root), "Platnosc", "FormaPlatnosci")).toBe("6");
    expect(textAt(fa(root), "Platnosc", "TerminPlatnosci", "Termin")).toBe("2026-02-24");
    expect(textAt(fa(root), "Platnosc", "RachunekBankowy", "SWIFT")).toBe("WBKPPLPP");
    expect(textAt(root, "Stopka", "Informacje", "StopkaFaktury")).toBe("mechanizm podzielonej płatności");
  });

  it("writes other parties with their roles, and a factor's account as the factor's", async () => {
    const root = await writtenCase("other-parties-factoring");
    expect(textAt(root, "Podmiot2", "JST")).toBe("1");
    const others = children(root, "Podmiot3").map((p) => [textAt(p, "Rola"), textAt(p, "DaneIdentyfikacyjne", "NIP") ?? textAt(p, "DaneIdentyfikacyjne", "IDWew") ?? textAt(p, "DaneIdentyfikacyjne", "Nazwa")]);
    expect(others).toEqual([
      ["1", "5260250274"],
      ["2", "Szkoła Podstawowa nr 3"],
      ["8", "1132191233-00001"],
    ]);
    expect(textAt(fa(root), "Platnosc", "RachunekBankowyFaktora", "NrRB")).toBe("PL27114020040000300201355387");
    expect(child(child(fa(root), "Platnosc"), "RachunekBankowy")).toBeUndefined();
    expect(textAt(fa(root), "WarunkiTransakcji", "Umowy", "NrUmowy")).toBe("UM/2026/7");
    expect(textAt(fa(root), "WarunkiTransakcji", "Zamowienia", "NrZamowienia")).toBe("ZAM-118");
  });

  it("writes a buyer outside the EU by country and number, and a simplified invoice's missing buyer as unidentified", async () => {
    const export_ = await writtenCase("export-paid");
    expect(textAt(export_, "Podmiot2", "DaneIdentyfikacyjne", "KodKraju")).toBe("US");
    expect(textAt(export_, "Podmiot2", "DaneIdentyfikacyjne", "NrID")).toBe("123456789");
    expect(textAt(child(fa(export_), "FaWiersz"), "P_12")).toBe("0 EX");
    const simplified = await writtenCase("simplified-without-buyer");
    expect(textAt(fa(simplified), "RodzajFaktury")).toBe("UPR");
    expect(textAt(simplified, "Podmiot2", "DaneIdentyfikacyjne", "BrakID")).toBe("1");
  });

  it("dates the file at the issue date, or now for an invoice issued before FA(3) existed", async () => {
    expect(textAt(await written(baseInvoice({ issue_time: "09:30:00" })), "Naglowek", "DataWytworzeniaFa")).toBe("2026-02-10T09:30:00Z");
    // The schema takes no moment before 2025-09-01: an older invoice's file is dated when it is made.
    const old = textAt(await written(baseInvoice({ issue_date: "2025-05-28" })), "Naglowek", "DataWytworzeniaFa")!;
    expect(old).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(old >= "2025-09-01T00:00:00Z").toBe(true);
    expect(textAt(await written(baseInvoice()), "Naglowek", "SystemInfo")).toBe("bizdoc");
  });
});
