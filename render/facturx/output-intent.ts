/**
 * PDF/A's output intent: the colour space the page's DeviceRGB colours
 * mean, given as the sRGB ICC profile of icc.ts (PDF/A-3 6.2.3: a file that
 * uses a device colour space must have one).
 */
import { PDFName, PDFString, type PDFDocument } from "pdf-lib";
import { srgbProfile } from "./icc.ts";

export function addOutputIntent(doc: PDFDocument): void {
  const profile = doc.context.register(doc.context.flateStream(srgbProfile(), { N: 3 }));
  const intent = doc.context.register(
    doc.context.obj({
      Type: "OutputIntent",
      S: "GTS_PDFA1",
      OutputConditionIdentifier: PDFString.of("sRGB IEC61966-2.1"),
      Info: PDFString.of("sRGB IEC61966-2.1"),
      RegistryName: PDFString.of("http://www.color.org"),
      DestOutputProfile: profile,
    }),
  );
  doc.catalog.set(PDFName.of("OutputIntents"), doc.context.obj([intent]));
}
