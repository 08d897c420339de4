/**
 * The invoice's XML as an associated file (PDF/A-3 6.8, Factur-X 1.0.7
 * section 6.2): an embedded file stream with its MIME type and the Params
 * (Size, ModDate) Factur-X asks for, a file specification with F and UF,
 * a description and its AFRelationship, listed both in the document's
 * EmbeddedFiles name tree (what readers show as attachments) and in the
 * catalog's AF array (what ties it to the document for PDF/A-3).
 */
import { PDFHexString, PDFName, PDFString, type PDFDocument } from "pdf-lib";

export interface Attachment {
  fileName: string;
  bytes: Uint8Array;
  mimeType: string;
  description: string;
  relationship: "Alternative" | "Data" | "Source";
  modified: Date;
}

export function attachAssociatedFile(doc: PDFDocument, file: Attachment): void {
  const { context } = doc;
  const stream = context.register(
    context.flateStream(file.bytes, {
      Type: "EmbeddedFile",
      // A name with a slash is written #2F-escaped (text#2Fxml), which readers read back as text/xml.
      Subtype: file.mimeType,
      Params: { Size: file.bytes.length, ModDate: PDFString.fromDate(file.modified) },
    }),
  );
  const spec = context.register(
    context.obj({
      Type: "Filespec",
      F: PDFString.of(file.fileName),
      UF: PDFHexString.fromText(file.fileName),
      Desc: PDFString.of(file.description),
      AFRelationship: file.relationship,
      EF: { F: stream, UF: stream },
    }),
  );
  const names = context.obj({ EmbeddedFiles: context.obj({ Names: [PDFString.of(file.fileName), spec] }) });
  doc.catalog.set(PDFName.of("Names"), context.register(names));
  doc.catalog.set(PDFName.of("AF"), context.register(context.obj([spec])));
}
