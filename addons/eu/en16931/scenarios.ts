import type { ScenarioSet } from "../../../engine/index.ts";

/** How the invoice type and tags choose the UNTDID 1001 document type code. */
export const scenarios: ScenarioSet[] = [
  {
    schema: "bill/invoice",
    list: [
      { type: ["standard"], ext: { "untdid-document-type": "380" } },
      { type: ["credit-note"], ext: { "untdid-document-type": "381" } },
      { type: ["debit-note"], ext: { "untdid-document-type": "383" } },
      { type: ["corrective"], ext: { "untdid-document-type": "384" } },
      { type: ["proforma"], ext: { "untdid-document-type": "325" } },
      { type: ["standard"], tags: ["partial"], ext: { "untdid-document-type": "326" } },
      { type: ["standard"], tags: ["self-billed"], ext: { "untdid-document-type": "389" } },
      { type: ["credit-note"], tags: ["self-billed"], ext: { "untdid-document-type": "261" } },
      { type: ["standard"], tags: ["prepayment"], ext: { "untdid-document-type": "386" } },
      { type: ["standard"], tags: ["factoring"], ext: { "untdid-document-type": "393" } },
      { type: ["credit-note"], tags: ["factoring"], ext: { "untdid-document-type": "396" } },
    ],
  },
];
