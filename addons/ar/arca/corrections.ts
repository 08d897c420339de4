import type { CorrectionDefinition } from "../../../engine/index.ts";
import { EXT_KEY_DOC_TYPE } from "./extensions.ts";

/** How ARCA documents are corrected: the credit or debit note gets a document type of its own. */
export const corrections: CorrectionDefinition[] = [{ schema: "bill/invoice", extensions: [EXT_KEY_DOC_TYPE] }];
