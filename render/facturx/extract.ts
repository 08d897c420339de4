/**
 * Reading a Factur-X / ZUGFeRD PDF: the invoice XML it carries, found by
 * name among its embedded files (the EmbeddedFiles name tree, then the
 * catalog's AF array) and returned as text. Anything else is refused as a
 * BizdocError `input`, never a crash: bytes that are no PDF, a PDF too
 * large, an encrypted one, one pdf-lib cannot parse, one without such a
 * file. Name trees are walked to a bounded depth, so a loop of Kids ends.
 */
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFRawStream, PDFRef, PDFStream, PDFString, decodePDFRawStream, type PDFObject } from "pdf-lib";
import { BizdocError } from "../../engine/errors/index.ts";
import { XML_FILE_NAMES } from "./profile.ts";

/** The largest PDF read: Factur-X files are a few hundred kilobytes; this bounds what a request can make us parse. */
export const MAX_PDF_BYTES = 50 * 1024 * 1024;
/** The largest XML taken out of one. */
export const MAX_XML_BYTES = 20 * 1024 * 1024;
const MAX_TREE_DEPTH = 16;
const MAX_TREE_ENTRIES = 10_000;

export async function extractInvoiceXML(bytes: Uint8Array): Promise<string> {
  if (!(bytes instanceof Uint8Array) || bytes.length === 0) throw new BizdocError("input", "no file given: send the PDF's bytes");
  if (bytes.length > MAX_PDF_BYTES) throw new BizdocError("input", `the PDF is larger than ${MAX_PDF_BYTES / 1024 / 1024} MiB`);
  if (!startsLikePDF(bytes)) throw new BizdocError("input", "the file is not a PDF: it has no %PDF- header");

  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: false });
  } catch (error) {
    throw new BizdocError("input", `the PDF cannot be read: ${(error as Error).message}`);
  }
  if (doc.isEncrypted) throw new BizdocError("input", "the PDF is encrypted: a Factur-X / ZUGFeRD PDF (PDF/A-3) never is");

  let files: Map<string, PDFDict>;
  try {
    files = embeddedFiles(doc);
  } catch (error) {
    throw new BizdocError("input", `the PDF's attachments cannot be read: ${(error as Error).message}`);
  }
  const name = XML_FILE_NAMES.find((n) => files.has(n));
  if (name === undefined) {
    const found = [...files.keys()];
    throw new BizdocError(
      "input",
      `the PDF carries no Factur-X / ZUGFeRD XML (${XML_FILE_NAMES.slice(0, 3).join(", ")})${found.length ? `: its attachments are ${found.slice(0, 5).join(", ")}` : ": it has no attachment"}`,
    );
  }
  return decodeXML(fileBytes(doc, files.get(name)!, name));
}

function startsLikePDF(bytes: Uint8Array): boolean {
  // The header may follow a little garbage (PDF 1.7 tolerates it within the first 1,024 bytes).
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, 1024));
  return head.includes("%PDF-");
}

/** Every embedded file specification by its name (UF, else F). */
function embeddedFiles(doc: PDFDocument): Map<string, PDFDict> {
  const files = new Map<string, PDFDict>();
  const add = (spec: PDFObject | undefined): void => {
    const dict = resolve(doc, spec);
    if (!(dict instanceof PDFDict)) return;
    const name = text(dict.get(PDFName.of("UF"))) ?? text(dict.get(PDFName.of("F")));
    if (name !== undefined && !files.has(name)) files.set(name, dict);
  };
  const names = resolve(doc, doc.catalog.get(PDFName.of("Names")));
  if (names instanceof PDFDict) {
    let entries = 0;
    const walk = (node: PDFObject | undefined, depth: number): void => {
      const dict = resolve(doc, node);
      if (!(dict instanceof PDFDict) || depth > MAX_TREE_DEPTH) return;
      const leaf = resolve(doc, dict.get(PDFName.of("Names")));
      if (leaf instanceof PDFArray) {
        for (let i = 1; i < leaf.size() && entries < MAX_TREE_ENTRIES; i += 2, entries++) add(leaf.get(i));
      }
      const kids = resolve(doc, dict.get(PDFName.of("Kids")));
      if (kids instanceof PDFArray) for (let i = 0; i < kids.size() && entries < MAX_TREE_ENTRIES; i++, entries++) walk(kids.get(i), depth + 1);
    };
    walk(names.get(PDFName.of("EmbeddedFiles")), 0);
  }
  const af = resolve(doc, doc.catalog.get(PDFName.of("AF")));
  if (af instanceof PDFArray) for (let i = 0; i < Math.min(af.size(), MAX_TREE_ENTRIES); i++) add(af.get(i));
  return files;
}

function resolve(doc: PDFDocument, obj: PDFObject | undefined): PDFObject | undefined {
  return obj instanceof PDFRef ? doc.context.lookup(obj) : obj;
}

function text(obj: PDFObject | undefined): string | undefined {
  if (obj instanceof PDFString || obj instanceof PDFHexString) return obj.decodeText();
  return undefined;
}

function fileBytes(doc: PDFDocument, spec: PDFDict, name: string): Uint8Array {
  const ef = resolve(doc, spec.get(PDFName.of("EF")));
  const stream = ef instanceof PDFDict ? resolve(doc, ef.get(PDFName.of("F")) ?? ef.get(PDFName.of("UF"))) : undefined;
  if (!(stream instanceof PDFStream)) throw new BizdocError("input", `the PDF's ${name} has no content`);
  try {
    const bytes = stream instanceof PDFRawStream ? decodePDFRawStream(stream).decode() : stream.getContents();
    if (bytes.length > MAX_XML_BYTES) throw new BizdocError("input", `the PDF's ${name} is larger than ${MAX_XML_BYTES / 1024 / 1024} MiB`);
    return bytes;
  } catch (error) {
    if (error instanceof BizdocError) throw error;
    throw new BizdocError("input", `the PDF's ${name} cannot be decoded: ${(error as Error).message}`);
  }
}

function decodeXML(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new BizdocError("input", "the embedded XML is not UTF-8 text");
  }
}
