import type { ScenarioSet } from "../../../engine/index.ts";
import { EXT_KEY_OPERATION_TYPE, EXT_KEY_PURPOSE, OPERATION_OUTBOUND, PURPOSE_NORMAL } from "./extensions.ts";

/**
 * A standard invoice is a normal (1), outbound (1) NF-e. Only that pair is
 * set: other purposes and directions need another document type and the
 * extensions given by hand. The model is not a scenario: normalisation sets
 * it from the tags (see invoice.ts), as later normalising depends on it.
 */
export const scenarios: ScenarioSet[] = [
  {
    schema: "bill/invoice",
    list: [{ type: ["standard"], ext: { [EXT_KEY_PURPOSE]: PURPOSE_NORMAL, [EXT_KEY_OPERATION_TYPE]: OPERATION_OUTBOUND } }],
  },
];
