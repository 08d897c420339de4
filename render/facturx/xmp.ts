/**
 * The XMP metadata packet of a PDF/A-3b Factur-X: the PDF/A identification
 * (part 3, conformance B), the Dublin Core, XMP basic and PDF entries that
 * mirror the document information dictionary (PDF/A asks both to agree),
 * the PDF/A extension schema that declares Factur-X's properties (a schema
 * PDF/A does not know must be described in the file), and the Factur-X
 * properties themselves.
 */

export interface XmpFields {
  title: string;
  /** The issuer (the supplier's name), as dc:creator and the Info dictionary's Author. */
  author?: string;
  subject?: string;
  producer: string;
  creatorTool: string;
  created: Date;
  lang?: string;
  facturx: { documentType: "INVOICE"; fileName: string; version: "1.0"; conformance: string };
}

export const FACTURX_NAMESPACE = "urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#";

function esc(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);
}

/** An XMP date: ISO 8601 to the second, in UTC, the same instant as the Info dictionary's D:...Z. */
export function xmpDate(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, "Z");
}

const FX_PROPERTIES: [string, string][] = [
  ["DocumentFileName", "The name of the embedded XML document"],
  ["DocumentType", "The type of the hybrid document in capital letters, e.g. INVOICE or ORDER"],
  ["Version", "The actual version of the standard applying to the embedded XML document"],
  ["ConformanceLevel", "The conformance level of the embedded XML document"],
];

export function xmpPacket(f: XmpFields): string {
  const lang = esc(f.lang ?? "x-default");
  const date = xmpDate(f.created);
  const alt = (text: string) =>
    `<rdf:Alt><rdf:li xml:lang="x-default">${esc(text)}</rdf:li>${lang === "x-default" ? "" : `<rdf:li xml:lang="${lang}">${esc(text)}</rdf:li>`}</rdf:Alt>`;
  const properties = FX_PROPERTIES.map(
    ([name, description]) =>
      `<rdf:li rdf:parseType="Resource"><pdfaProperty:name>${name}</pdfaProperty:name><pdfaProperty:valueType>Text</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category><pdfaProperty:description>${esc(description)}</pdfaProperty:description></rdf:li>`,
  ).join("\n            ");
  return `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
  <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
    <rdf:Description rdf:about="" xmlns:pdfaid="http://www.aiim.org/pdfa/ns/id/">
      <pdfaid:part>3</pdfaid:part>
      <pdfaid:conformance>B</pdfaid:conformance>
    </rdf:Description>
    <rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/">
      <dc:format>application/pdf</dc:format>
      <dc:title>${alt(f.title)}</dc:title>${f.author === undefined ? "" : `
      <dc:creator><rdf:Seq><rdf:li>${esc(f.author)}</rdf:li></rdf:Seq></dc:creator>`}${f.subject === undefined ? "" : `
      <dc:description>${alt(f.subject)}</dc:description>`}
    </rdf:Description>
    <rdf:Description rdf:about="" xmlns:pdf="http://ns.adobe.com/pdf/1.3/">
      <pdf:Producer>${esc(f.producer)}</pdf:Producer>
    </rdf:Description>
    <rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/">
      <xmp:CreatorTool>${esc(f.creatorTool)}</xmp:CreatorTool>
      <xmp:CreateDate>${date}</xmp:CreateDate>
      <xmp:ModifyDate>${date}</xmp:ModifyDate>
      <xmp:MetadataDate>${date}</xmp:MetadataDate>
    </rdf:Description>
    <rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">
      <pdfaExtension:schemas>
        <rdf:Bag>
          <rdf:li rdf:parseType="Resource">
            <pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>
            <pdfaSchema:namespaceURI>${FACTURX_NAMESPACE}</pdfaSchema:namespaceURI>
            <pdfaSchema:prefix>fx</pdfaSchema:prefix>
            <pdfaSchema:property>
              <rdf:Seq>
            ${properties}
              </rdf:Seq>
            </pdfaSchema:property>
          </rdf:li>
        </rdf:Bag>
      </pdfaExtension:schemas>
    </rdf:Description>
    <rdf:Description rdf:about="" xmlns:fx="${FACTURX_NAMESPACE}">
      <fx:DocumentType>${f.facturx.documentType}</fx:DocumentType>
      <fx:DocumentFileName>${esc(f.facturx.fileName)}</fx:DocumentFileName>
      <fx:Version>${f.facturx.version}</fx:Version>
      <fx:ConformanceLevel>${esc(f.facturx.conformance)}</fx:ConformanceLevel>
    </rdf:Description>
  </rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>`;
}
