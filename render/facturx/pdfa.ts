/**
 * What makes the drawn PDF a PDF/A-3b beside its output intent and its
 * attachment: the XMP packet as the catalog's uncompressed Metadata stream,
 * an Info dictionary that says the same as the XMP (title, author,
 * producer, creator, dates: PDF/A 6.6.2.3 asks them to agree), and the
 * trailer's file identifier (6.1.3). pdf-lib writes no encryption and no
 * JavaScript, and the page's fonts are embedded by render/pdf.
 */
import { sha256 } from "@noble/hashes/sha2.js";
import { PDFHexString, PDFName, type PDFDocument } from "pdf-lib";
import { xmpPacket, type XmpFields } from "./xmp.ts";

export const PRODUCER = "bizdoc";

export function makePDFA(doc: PDFDocument, fields: XmpFields, identity: Uint8Array): void {
  const packet = new TextEncoder().encode(xmpPacket(fields));
  // The metadata stream is left unfiltered so that tools reading XMP by scanning the bytes find it.
  const metadata = doc.context.register(doc.context.stream(packet, { Type: "Metadata", Subtype: "XML", Length: packet.length }));
  doc.catalog.set(PDFName.of("Metadata"), metadata);

  doc.setTitle(fields.title, { showInWindowTitleBar: true });
  if (fields.author !== undefined) doc.setAuthor(fields.author);
  if (fields.subject !== undefined) doc.setSubject(fields.subject);
  doc.setProducer(fields.producer);
  doc.setCreator(fields.creatorTool);
  doc.setCreationDate(fields.created);
  doc.setModificationDate(fields.created);

  // The file identifier: a digest of what the file carries and when it was made, both halves equal for a new file.
  const id = PDFHexString.of(hex(sha256(identity).slice(0, 16)));
  doc.context.trailerInfo.ID = doc.context.obj([id, id]);
}

function hex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("").toUpperCase();
}
