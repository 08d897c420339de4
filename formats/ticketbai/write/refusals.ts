/** TicketBAI's refusals of a document it cannot carry: every gap named at once, 422. */
import { WritingRefusals } from "../../common/refusals.ts";

export class Refusals extends WritingRefusals {
  constructor() {
    super(
      { missing: "BIZDOC-TICKETBAI-REQUIRED", unsupported: "BIZDOC-TICKETBAI-UNSUPPORTED" },
      (fields) => `the document cannot be written as TicketBAI: ${fields}`,
    );
  }
}
