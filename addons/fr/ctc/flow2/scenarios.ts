import type { ScenarioSet } from "../../../../engine/index.ts";

const DT = "untdid-document-type";

/** The global credit note (262): covers a contractual period rather than one invoice. */
export const GLOBAL_CREDIT_NOTE = "262";

/**
 * How a flow 2 invoice's type and tags choose its UNTDID 1001 document type.
 * The last entry keeps a global credit note (262) the caller set, which the
 * plain credit-note entry would otherwise turn back into 381.
 */
export const scenarios: ScenarioSet[] = [
  {
    schema: "bill/invoice",
    list: [
      { type: ["standard"], ext: { [DT]: "380" } },
      { type: ["standard"], tags: ["self-billed"], ext: { [DT]: "389" } },
      { type: ["standard"], tags: ["factoring"], ext: { [DT]: "393" } },
      { type: ["standard"], tags: ["self-billed", "factoring"], ext: { [DT]: "501" } },
      { type: ["standard"], tags: ["prepayment"], ext: { [DT]: "386" } },
      { type: ["standard"], tags: ["self-billed", "prepayment"], ext: { [DT]: "500" } },
      { type: ["corrective"], ext: { [DT]: "384" } },
      { type: ["corrective"], tags: ["self-billed"], ext: { [DT]: "471" } },
      { type: ["corrective"], tags: ["factoring"], ext: { [DT]: "472" } },
      { type: ["corrective"], tags: ["self-billed", "factoring"], ext: { [DT]: "473" } },
      { type: ["credit-note"], ext: { [DT]: "381" } },
      { type: ["credit-note"], tags: ["self-billed"], ext: { [DT]: "261" } },
      { type: ["credit-note"], tags: ["factoring"], ext: { [DT]: "396" } },
      { type: ["credit-note"], tags: ["self-billed", "factoring"], ext: { [DT]: "502" } },
      { type: ["credit-note"], tags: ["prepayment"], ext: { [DT]: "503" } },
      { type: ["credit-note"], ext_key: DT, ext_code: GLOBAL_CREDIT_NOTE, ext: { [DT]: GLOBAL_CREDIT_NOTE } },
    ],
  },
];

/** The UNTDID 1001 codes a flow 2 invoice may have (BR-FR-04). */
export const ALLOWED_DOCUMENT_TYPES = ["380", "389", "393", "501", "386", "500", "384", "471", "472", "473", "381", "261", "396", "502", "503", "262"];
/** Self-billed document types (BR-FR-21/22). */
export const SELF_BILLED_TYPES = ["389", "501", "500", "471", "473", "261", "502"];
/** Corrective invoice document types (BR-FR-CO-04). */
export const CORRECTIVE_TYPES = ["384", "471", "472", "473"];
/** Credit note document types (BR-FR-CO-05). */
export const CREDIT_NOTE_TYPES = ["261", "381", "396", "502", "503"];
/** Advance-payment document types, not allowed with the B4/S4/M4 billing modes. */
export const ADVANCE_PAYMENT_TYPES = ["386", "500", "503"];
