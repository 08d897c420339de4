/**
 * The type of the invoice a lifecycle message is about (CDAR MDT-91)
 * belongs in the referenced document's `untdid-document-type` extension
 * (upstream: addon/flow6/document_ref.go). Documents written the older way,
 * with the UNTDID 1001 code in `type`, get it copied there when the
 * extension is empty; `type` stays for the readers that still use it, and
 * a key such as `standard` is left alone. Only the codes a flow 2 invoice
 * may have are copied.
 */
import { extCode, setExt } from "../../../../engine/index.ts";
import { ALLOWED_DOCUMENT_TYPES } from "../flow2/scenarios.ts";

type Obj = Record<string, any>;

const DT = "untdid-document-type";

export function migrateDocumentType(ref: Obj | null | undefined): void {
  if (!ref || extCode(ref.ext, DT)) return;
  if (typeof ref.type === "string" && ALLOWED_DOCUMENT_TYPES.includes(ref.type)) setExt(ref, DT, ref.type);
}
