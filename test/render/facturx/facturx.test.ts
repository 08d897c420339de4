/**
 * Factur-X / ZUGFeRD hybrids made through the engine, read back with
 * poppler and qpdf: the page's text, a sound file, embedded fonts, the
 * PDF/A and Factur-X XMP entries, the PDF/A-3 structures (output intent,
 * associated file, file identifier; no encryption, no JavaScript), the
 * embedded XML byte-equal to the CII the engine writes and valid under
 * EN 16931, and the engine reading the PDF back to the same document.
 */
import { readFileSync } from "node:fs";
import { XMLValidator } from "fast-xml-parser";
import { PDFDocument } from "pdf-lib";
import { beforeAll, describe, expect, test } from "vitest";
import type { Engine } from "../../../index.ts";
import { createFacturxRenderer } from "../../../render/facturx/renderer.ts";
import { hasTool, inOrder, output, run, saveFile, workDir } from "../pdf/tools.ts";
import { pageOf } from "../../../render/page/index.ts";
import type { Page } from "../../../render/page/model.ts";
import { engineWithRenderers } from "../../support/formats.ts";

const CREATED = new Date("2025-11-24T10:30:00Z");
const examples = {
  facturx: JSON.parse(readFileSync("examples/fr-facturx-v1.json", "utf8")),
  zugferd: JSON.parse(readFileSync("examples/de-zugferd-v2.json", "utf8")),
};

let engine: Engine;

/** The document as the engine builds it (calculated: line sums, totals). */
async function builtDoc(data: unknown): Promise<Record<string, any>> {
  const built = (await engine.build(data)) as Record<string, any>;
  return built.doc ?? built;
}
let dir: string;
const pdfs: Record<string, { path: string; bytes: Uint8Array; page: Page }> = {};
/** The page the renderer drew last (render/page's, kept to know how amounts are written on it). */
let drawn: Page | undefined;

beforeAll(async () => {
  engine = engineWithRenderers(createFacturxRenderer({ pageOf: (...args) => (drawn = pageOf(...args)), now: () => CREATED }));
  dir = workDir();
  for (const [profile, data] of Object.entries(examples)) {
    const rendered = await engine.render(data, { format: "facturx" });
    expect(rendered.contentType).toBe("application/pdf");
    const bytes = rendered.body as Uint8Array;
    pdfs[profile] = { bytes, path: saveFile(dir, `${profile}.pdf`, bytes), page: drawn! };
  }
});

describe.each(Object.keys(examples) as (keyof typeof examples)[])("a %s hybrid", (profile) => {
  const data = () => examples[profile];

  test.runIf(hasTool("pdftotext"))("pdftotext finds the parties, every line and the totals, in reading order", async () => {
    const doc = await builtDoc(data());
    const { page, path } = pdfs[profile]!;
    const flat = (t: string) => t.replace(/[\s\u00a0\u202f]+/g, " ");
    const text = flat(output("pdftotext", ["-layout", path, "-"]));
    // The document's own words, then every cell of the lines table and every total as the page writes them (amounts in the page's locale).
    const lines = page.tables[0]!;
    expect(lines.rows).toHaveLength(doc.lines.length);
    const expected = [
      doc.code,
      doc.supplier.name,
      doc.customer.name,
      ...lines.columns.map((c) => c.heading),
      ...lines.rows.flatMap((row, i) => {
        expect(row.join(" ")).toContain(doc.lines[i].item.name);
        return row.filter((cell) => cell !== "");
      }),
      ...page.totals.flatMap((t) => [t.label, t.value]),
    ].map(flat);
    expect(inOrder(text, expected)).toEqual({ ok: true });
  });

  test.runIf(hasTool("qpdf"))("qpdf --check finds no error", () => {
    const r = run("qpdf", ["--check", pdfs[profile]!.path]);
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("No syntax or stream encoding errors found");
  });

  test.runIf(hasTool("pdffonts"))("pdffonts shows every font embedded", () => {
    const rows = output("pdffonts", [pdfs[profile]!.path]).trim().split("\n").slice(2);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toMatch(/CID TrueType\s+Identity-H\s+yes\s/);
  });

  test.runIf(hasTool("pdfinfo"))("pdfinfo -meta shows the PDF/A-3b identification and the Factur-X entries", () => {
    const meta = output("pdfinfo", ["-meta", pdfs[profile]!.path]);
    expect(XMLValidator.validate(meta.replace(/^\uFEFF/, ""))).toBe(true);
    expect(meta).toContain("<pdfaid:part>3</pdfaid:part>");
    expect(meta).toContain("<pdfaid:conformance>B</pdfaid:conformance>");
    expect(meta).toContain('xmlns:fx="urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#"');
    expect(meta).toContain("<fx:DocumentType>INVOICE</fx:DocumentType>");
    expect(meta).toContain("<fx:DocumentFileName>factur-x.xml</fx:DocumentFileName>");
    expect(meta).toContain("<fx:Version>1.0</fx:Version>");
    expect(meta).toContain("<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>");
    // The extension schema that declares fx's properties, which PDF/A asks for a namespace it does not know.
    expect(meta).toContain("<pdfaSchema:namespaceURI>urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#</pdfaSchema:namespaceURI>");
    for (const name of ["DocumentFileName", "DocumentType", "Version", "ConformanceLevel"]) expect(meta).toContain(`<pdfaProperty:name>${name}</pdfaProperty:name>`);
    expect(meta).toContain("<xmp:CreateDate>2025-11-24T10:30:00Z</xmp:CreateDate>");
    const info = output("pdfinfo", [pdfs[profile]!.path]);
    expect(info).toMatch(/Encrypted:\s+no/);
    expect(info).toMatch(/Producer:\s+bizdoc/);
    expect(info).toMatch(/Creator:\s+bizdoc/);
    expect(info).toMatch(/PDF version:\s+1\.7/);
  });

  test.runIf(hasTool("pdfdetach"))("pdfdetach extracts factur-x.xml, byte-equal to the engine's CII, which passes EN 16931", async () => {
    expect(output("pdfdetach", ["-list", pdfs[profile]!.path])).toMatch(/^1 embedded files\n1: factur-x.xml\n$/);
    const target = `${dir}/${profile}-factur-x.xml`;
    output("pdfdetach", ["-save", "1", "-o", target, pdfs[profile]!.path]);
    const extracted = readFileSync(target);
    const { xml } = await engine.toXML(data(), { format: "cii", profile });
    expect(extracted.equals(Buffer.from(xml, "utf8"))).toBe(true);
    const validation = await engine.validateXML(xml);
    expect(validation.faults.filter((f) => f.flag === "fatal")).toEqual([]);
  });

  test.runIf(hasTool("qpdf"))("qpdf --json shows the output intent, the associated file, the file identifier, and no encryption or JavaScript", () => {
    const json = JSON.parse(output("qpdf", ["--json", "--json-stream-data=none", pdfs[profile]!.path])) as { qpdf: [unknown, Record<string, any>] };
    const objects = json.qpdf[1];
    // An indirect reference ("12 0 R") is looked up; a direct value is itself.
    const get = (ref: unknown): any => (typeof ref === "string" && / R$/.test(ref) ? (objects[`obj:${ref}`]?.value ?? objects[`obj:${ref}`]?.stream?.dict) : ref);
    const trailer = objects.trailer.value;
    expect(trailer["/ID"]).toHaveLength(2);
    expect(trailer["/ID"][0]).toBe(trailer["/ID"][1]);
    expect(trailer["/Encrypt"]).toBeUndefined();
    const catalog = get(trailer["/Root"]);
    expect(catalog["/OpenAction"]).toBeUndefined();
    expect(catalog["/AA"]).toBeUndefined();
    expect(get(catalog["/Names"])["/JavaScript"]).toBeUndefined();
    const all = JSON.stringify(objects);
    expect(all).not.toContain("/JavaScript");
    expect(all).not.toContain('"/JS"');

    const intent = get(get(catalog["/OutputIntents"])[0]);
    expect(intent["/S"]).toBe("/GTS_PDFA1");
    expect(get(intent["/DestOutputProfile"])["/N"]).toBe(3);

    const af = get(catalog["/AF"]);
    expect(af).toHaveLength(1);
    const spec = get(af[0]);
    expect(spec["/AFRelationship"]).toBe("/Alternative");
    expect(spec["/F"]).toBe("u:factur-x.xml");
    expect(spec["/UF"]).toBe("u:factur-x.xml");
    const stream = get(spec["/EF"]["/F"]);
    expect(stream["/Subtype"]).toBe("/text/xml");
    expect(stream["/Params"]["/Size"]).toBeGreaterThan(1000);
    expect(stream["/Params"]["/ModDate"]).toBe("u:D:20251124103000Z");
    const tree = get(get(catalog["/Names"])["/EmbeddedFiles"]);
    expect(tree["/Names"]).toEqual(["u:factur-x.xml", af[0]]);
    expect(get(catalog["/Metadata"])["/Subtype"]).toBe("/XML");
  });

  test("engine.readPDF reads the hybrid back to the same parties, lines and totals", async () => {
    const built = { doc: await builtDoc(data()) };
    const { envelope } = await engine.readPDF(pdfs[profile]!.bytes);
    const read = envelope.doc as Record<string, any>;
    // The XML's guideline (urn:cen.eu:en16931:2017) is the same for EN 16931, Factur-X and ZUGFeRD: CII reads it as EN 16931.
    expect(read.$addons).toContain("eu-en16931-v2017");
    expect(read.code).toBe(built.doc.code);
    expect(read.supplier.name).toBe(built.doc.supplier.name);
    expect(read.supplier.tax_id).toEqual(built.doc.supplier.tax_id);
    expect(read.customer.name).toBe(built.doc.customer.name);
    expect(read.lines.map((l: any) => [l.item.name, l.sum])).toEqual(built.doc.lines.map((l: any) => [l.item.name, l.sum]));
    expect(read.totals).toEqual(built.doc.totals);
  });
});

describe("Factur-X refusals", () => {
  test("a document that is not an invoice is refused before any drawing", async () => {
    const err = await engine.render({ $schema: "https://gobl.org/draft-0/note/message", content: "hello" }, { format: "facturx" }).catch((e) => e);
    expect(err.key).toBe("input");
    expect(err.message).toContain("not one");
  });

  test("reading bytes that are not a PDF, a PDF without XML, an encrypted-looking or broken PDF is a 400, never a crash", async () => {
    const refuse = async (bytes: Uint8Array, message: RegExp) => {
      const err = await engine.readPDF(bytes).catch((e) => e);
      expect(err.key).toBe("input");
      expect(err.status ?? err.code).toBeDefined();
      expect(err.message).toMatch(message);
    };
    await refuse(new TextEncoder().encode("<Invoice/>"), /not a PDF/);
    const plain = await PDFDocument.create();
    plain.addPage();
    // Without object streams, so that the trailer below is a plain dictionary to edit.
    const plainBytes = await plain.save({ useObjectStreams: false });
    await refuse(plainBytes, /no Factur-X/);
    const withOther = await PDFDocument.create();
    withOther.addPage();
    await withOther.attach(new TextEncoder().encode("x"), "notes.txt", { mimeType: "text/plain" });
    await refuse(await withOther.save(), /notes\.txt/);
    await refuse(pdfs.facturx!.bytes.slice(0, 400), /cannot be read|no Factur-X/);
    await refuse(new TextEncoder().encode("%PDF-1.7\n" + "garbage ".repeat(100)), /cannot be read|no Factur-X/);
    // An /Encrypt entry in the trailer: the file says it is encrypted.
    const text = new TextDecoder("latin1").decode(plainBytes);
    const encrypted = text.replace("trailer\n<<", "trailer\n<<\n/Encrypt << /Filter /Standard /V 1 /R 2 /O <00> /U <00> /P -4 >>");
    expect(encrypted).not.toBe(text);
    await refuse(Uint8Array.from(encrypted, (c) => c.charCodeAt(0)), /encrypted/);
  });
});
