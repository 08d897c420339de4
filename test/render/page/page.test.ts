// The page model of built documents: every party, line and total the built
// envelope has, in the document's language (or the one asked for), with
// amounts written exactly as the locale writes them.
import { describe, expect, it } from "vitest";
import { EXAMPLES } from "../../../examples/index.ts";
import { pageOf, type Page } from "../../../render/page/index.ts";
import { formatterFor } from "../../../render/page/format.ts";
import { pageAndEnvelope, renderContext } from "./helpers.ts";

type Obj = Record<string, any>;

function example(id: string): Obj {
  const found = EXAMPLES.find((e) => e.id === id);
  if (!found) throw new Error(`no example ${id}`);
  return structuredClone(found.document) as Obj;
}

/** Every text on the page, to look for a value wherever the page puts it. */
function texts(page: Page): string {
  return JSON.stringify(page);
}

/** Checks the page holds the envelope's parties, each line's name and total, and the payable amount. */
function expectDocumentOnPage(page: Page, doc: Obj, money: (v: string) => string): void {
  expect(page.parties[0]!.name).toBe(doc.supplier.name);
  if (doc.customer) expect(page.parties[1]!.name).toBe(doc.customer.name);
  const lines = page.tables[0]!;
  expect(lines.rows).toHaveLength(doc.lines.length);
  doc.lines.forEach((line: Obj, n: number) => {
    expect(lines.rows[n]![1]!.split("\n")[0]).toBe(line.item.name);
    expect(lines.rows[n]!.at(-1)).toBe(money(line.total));
  });
  const payable = page.totals.find((t) => t.emphasis);
  expect(payable?.value).toBe(money(doc.totals.due ?? doc.totals.payable));
}

describe("page model of built examples", () => {
  it("es-facturae-v3: Spanish, the parties with their NIF, both lines, the VAT breakdown and 5.451,80 € to pay", async () => {
    const { page, envelope } = await pageAndEnvelope(example("es-facturae-v3"));
    const doc = envelope.doc as Obj;
    const f = formatterFor("es");
    expect(page.lang).toBe("es");
    expect(page.title).toBe("Factura");
    expect(page.number).toBe("FE-2025-0216");
    expect(page.header).toContainEqual({ label: "Fecha de expedición", value: "16 de junio de 2025" });
    expectDocumentOnPage(page, doc, (v) => f.amount(v, "EUR"));
    expect(page.parties[0]!.lines).toContain("NIF: ES B65410011");
    expect(page.tables[0]!.rows[0]).toEqual(["1", "Catálogo de exposición, 48 páginas", "1.500", "3,20\u00a0€", "IVA 4\u00a0%", "4.800,00\u00a0€"]);
    expect(page.tables[1]!.rows).toEqual([
      ["IVA", "4\u00a0%", "4.800,00\u00a0€", "192,00\u00a0€"],
      ["IVA", "21\u00a0%", "380,00\u00a0€", "79,80\u00a0€"],
    ]);
    expect(page.totals.find((t) => t.emphasis)).toEqual({ label: "Total a pagar", value: "5.451,80\u00a0€", emphasis: true });
    const payment = page.sections.find((s) => s.heading === "Pago")!;
    expect(payment.paragraphs).toContain("IBAN: ES79 2100 0813 6101 2345 6789 · Titular: Imprenta Giralda S.L.");
    expect(payment.paragraphs.some((p) => p.includes("16 de julio de 2025") && p.includes("5.451,80\u00a0€"))).toBe(true);
    expect(page.footer).toContain(envelope.head.uuid);
    expect(page.footer).toContain((envelope.head.dig as Obj).val);
  });

  it("de-xrechnung-v3: German labels and USt, amounts as 1.234,56 €", async () => {
    const { page, envelope } = await pageAndEnvelope(example("de-xrechnung-v3"));
    const doc = envelope.doc as Obj;
    expect(page.lang).toBe("de");
    expect(page.title).toBe("Rechnung");
    expect(page.parties.map((p) => p.role).slice(0, 2)).toEqual(["Rechnungssteller", "Rechnungsempfänger"]);
    expectDocumentOnPage(page, doc, (v) => formatterFor("de").amount(v, "EUR"));
    expect(page.tables[0]!.rows[0]!.join(" ")).toMatch(/USt \d+\u00a0%/);
  });

  it("fr-facturx-v1: French, narrow no-break spaces grouping thousands", async () => {
    const { page, envelope } = await pageAndEnvelope(example("fr-facturx-v1"));
    const doc = envelope.doc as Obj;
    expect(page.lang).toBe("fr");
    expect(page.title).toBe("Facture");
    expectDocumentOnPage(page, doc, (v) => formatterFor("fr").amount(v, "EUR"));
    expect(page.totals.some((t) => t.label.startsWith("TVA"))).toBe(true);
  });

  it("gr-mydata-v1: Greek, ΦΠΑ and the Greek month", async () => {
    const { page, envelope } = await pageAndEnvelope(example("gr-mydata-v1"));
    const doc = envelope.doc as Obj;
    expect(page.lang).toBe("el");
    expect(page.title).toBe("Τιμολόγιο");
    expectDocumentOnPage(page, doc, (v) => formatterFor("el").amount(v, "EUR"));
    expect(texts(page)).toContain("ΦΠΑ");
    expect(page.header[0]!.label).toBe("Ημερομηνία έκδοσης");
  });

  it("pl-favat-v3: Polish, złoty amounts", async () => {
    const { page, envelope } = await pageAndEnvelope(example("pl-favat-v3"));
    const doc = envelope.doc as Obj;
    expect(page.lang).toBe("pl");
    expect(page.title).toBe("Faktura");
    expectDocumentOnPage(page, doc, (v) => formatterFor("pl").amount(v, doc.currency));
    expect(page.totals.find((t) => t.emphasis)!.value).toMatch(/zł$/);
  });

  it("a credit note is titled so and names the invoice it corrects", async () => {
    const engine = (await import("./helpers.ts")).engine;
    const original = (await engine.build(example("es-facturae-v3"))) as Obj;
    const credit = (await engine.correct(original, { type: "credit-note", reason: "Devolución", ext: { "es-facturae-correction": "01" } })) as Obj;
    const { page } = await pageAndEnvelope(credit);
    expect(page.title).toBe("Factura rectificativa (abono)");
    expect(page.header).toContainEqual({ label: "Documento rectificado", value: "FE-2025-0216, 16 de junio de 2025" });
    expect(page.header).toContainEqual({ label: "Motivo", value: "Devolución" });
  });

  it("an order: its title by type, its lines and its parties", async () => {
    const order = example("es-facturae-v3");
    order.$schema = "https://gobl.org/draft-0/bill/order";
    order.type = "purchase";
    delete order.$addons;
    delete order.payment;
    const { page, envelope } = await pageAndEnvelope(order);
    expect(page.title).toBe("Pedido de compra");
    expectDocumentOnPage(page, envelope.doc as Obj, (v) => formatterFor("es").amount(v, "EUR"));
  });

  it("a message shows its title and each paragraph of its content", async () => {
    const { page } = await pageAndEnvelope({ $schema: "https://gobl.org/draft-0/note/message", title: "Aviso", content: "Primero.\n\nSegundo." }, "es");
    expect(page.title).toBe("Aviso");
    expect(page.sections[0]).toEqual({ heading: "Mensaje", paragraphs: ["Primero.", "Segundo."] });
  });
});

describe("language", () => {
  it("takes the language asked for over the regime's, keeps a region for formats, and falls back to English", async () => {
    const data = example("es-facturae-v3");
    expect((await pageAndEnvelope(data, "de")).page.title).toBe("Rechnung");
    const brazil = (await pageAndEnvelope(data, "pt-BR")).page;
    expect(brazil.lang).toBe("pt-BR");
    expect(brazil.title).toBe("Fatura");
    expect(brazil.totals.find((t) => t.emphasis)!.value).toBe("€\u00a05.451,80");
    const unsupported = (await pageAndEnvelope(data, "zh")).page;
    expect(unsupported.lang).toBe("en");
    expect(unsupported.totals.find((t) => t.emphasis)).toEqual({ label: "Amount payable", value: "€5,451.80", emphasis: true });
  });

  it("uses English for a regime whose language has no labels (Sweden) and Arabic right to left for Saudi Arabia", async () => {
    expect((await pageAndEnvelope(example("se-standard"))).page.lang).toBe("en");
    const saudi = (await pageAndEnvelope(example("sa-standard"))).page;
    expect(saudi.lang).toBe("ar");
    expect(saudi.rtl).toBe(true);
  });

  it("fills a label a language lacks with the English one", async () => {
    const { page } = await pageAndEnvelope(example("es-facturae-v3"), "eu");
    expect(page.title).toBe("Faktura");
    // Basque has no word here for the amount column of the tax table: English stands in.
    expect(page.tables[1]!.columns.map((c) => c.heading)).toEqual(["Zerga", "Tasa", "Zerga-oinarria", "Kuota"]);
    expect(page.parties[0]!.role).toBe("Igorlea");
    expect(page.header.find((f) => f.value === "EUR")?.label).toBe("Moneta");
    expect(page.footer).toMatch(/^UUID: /);
  });
});

describe("amounts", () => {
  it("keeps every digit of a huge amount, in each locale", () => {
    const value = "1234567890123.45";
    expect(formatterFor("es").amount(value, "EUR")).toBe("1.234.567.890.123,45\u00a0€");
    expect(formatterFor("de").amount(value, "EUR")).toBe("1.234.567.890.123,45\u00a0€");
    expect(formatterFor("fr").amount(value, "EUR")).toBe("1\u202f234\u202f567\u202f890\u202f123,45\u00a0€");
    expect(formatterFor("en").amount(value, "EUR")).toBe("€1,234,567,890,123.45");
    expect(formatterFor("en").amount("98765432109876543210.1234", "USD")).toBe("$98,765,432,109,876,543,210.1234");
  });

  it("groups four-digit amounts in Spanish too, and keeps the document's decimals and sign", () => {
    const es = formatterFor("es");
    expect(es.amount("1234.50", "EUR")).toBe("1.234,50\u00a0€");
    expect(es.amount("3.2045", "EUR")).toBe("3,2045\u00a0€");
    expect(es.amount("-12.00", "EUR")).toBe("-12,00\u00a0€");
    expect(es.decimal("1500")).toBe("1.500");
    expect(es.percent("21.0%")).toBe("21\u00a0%");
    expect(formatterFor("en").percent("10.50%")).toBe("10.5%");
  });

  it("writes dates without a time-zone shift", () => {
    expect(formatterFor("es").date("2025-01-01")).toBe("1 de enero de 2025");
    expect(formatterFor("de").date("2025-12-31")).toBe("31. Dezember 2025");
    expect(formatterFor("en").date("2024-02-29")).toBe("February 29, 2024");
  });

  it("shows a huge invoice total on the page with all its digits", async () => {
    const data = example("es-facturae-v3");
    data.lines = [{ quantity: "1", item: { name: "Gran obra", price: "1234567890123.45" }, taxes: [{ cat: "VAT", rate: "exempt" }] }];
    data.lines[0].taxes = [{ cat: "VAT", key: "exempt", ext: { "es-facturae-tax-exemption": "E1" } }];
    const { page, envelope } = await pageAndEnvelope(data).catch(async () => {
      data.lines[0].taxes = [{ cat: "VAT", rate: "general" }];
      return pageAndEnvelope(data);
    });
    const payable = (envelope.doc as Obj).totals.payable as string;
    expect(page.totals.find((t) => t.emphasis)!.value).toBe(formatterFor("es").amount(payable, "EUR"));
    expect(page.totals.find((t) => t.emphasis)!.value.replace(/\D/g, "")).toBe(payable.replace(/\D/g, ""));
    expect(page.tables[0]!.rows[0]![3]).toBe("1.234.567.890.123,45\u00a0€");
  });
});

describe("stamps and codes", () => {
  it("turns QR stamps into codes and other stamps into lines", async () => {
    const { envelope } = await pageAndEnvelope(example("es-facturae-v3"));
    const stamped = {
      ...envelope,
      head: { ...envelope.head, stamps: [{ prv: "verifactu-qr", val: "https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR?nif=B65410011" }, { prv: "verifactu-hash", val: "ABC123" }] },
    };
    const page = pageOf(stamped as never, {}, await renderContext());
    expect(page.codes).toEqual([{ caption: "VERI*FACTU", text: "https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR?nif=B65410011" }]);
    expect(page.sections.at(-1)).toEqual({ heading: "Sellos", paragraphs: ["verifactu-hash: ABC123"] });
  });
});
