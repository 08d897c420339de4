/** UBL external attachments read as GOBL attachments (embedded binaries are not carried). */
import type { Doc } from "../document.ts";
import { child, children, type ReadElement, textAt } from "../xml.ts";
import { clean } from "./values.ts";

export function readAttachments(root: ReadElement): Doc[] {
  const out: Doc[] = [];
  for (const ref of children(root, "AdditionalDocumentReference")) {
    const external = child(child(ref, "Attachment"), "ExternalReference");
    if (!external) continue;
    const attachment: Doc = {};
    const code = clean(textAt(ref, "ID") ?? "");
    if (code) attachment.code = code;
    const description = clean(textAt(ref, "DocumentDescription") ?? "");
    if (description) attachment.description = description;
    const url = textAt(external, "URI");
    if (url) attachment.url = url;
    const mime = textAt(external, "MimeCode");
    if (mime) attachment.mime = mime;
    const hash = textAt(external, "DocumentHash");
    const algorithm = textAt(external, "HashAlgorithmMethod");
    if (hash && algorithm) attachment.digest = { alg: algorithm, val: hash };
    out.push(attachment);
  }
  return out;
}
