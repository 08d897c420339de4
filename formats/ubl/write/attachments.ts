/** Attachments as cac:AdditionalDocumentReference (external references; no embedded binaries). */
import { type Doc, present } from "../document.ts";
import { leaf, node, type XmlElement } from "../xml.ts";

export function writeAttachments(attachments: Doc[] | undefined): XmlElement[] {
  return (attachments ?? []).map((attachment) => {
    const url = present(attachment.url);
    return node("cac:AdditionalDocumentReference", [
      leaf("cbc:ID", attachment.code ?? ""),
      leaf("cbc:UUID", present(attachment.uuid)),
      leaf("cbc:DocumentDescription", present(attachment.description)),
      url
        ? node("cac:Attachment", [
            node("cac:ExternalReference", [
              leaf("cbc:URI", url),
              leaf("cbc:DocumentHash", present(attachment.digest?.val)),
              leaf("cbc:HashAlgorithmMethod", present(attachment.digest?.alg)),
              leaf("cbc:MimeCode", present(attachment.mime)),
              leaf("cbc:FileName", present(attachment.name)),
            ]),
          ])
        : undefined,
    ]);
  });
}
