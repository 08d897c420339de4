import type { TSchema } from "@sinclair/typebox";
import type { Fault } from "../errors/index.ts";
import { AmountError } from "../num/index.ts";
import { NUMBER_TYPES, readNumberText } from "./number-text.ts";
import { walk } from "./walk.ts";

/**
 * Every number of a document read once, on the way in, as GOBL's JSON
 * decoding reads it (see number-text.ts). After this step every number in the
 * document is in the form `Amount.parse` and `Percentage.parse` read back
 * exactly, so nothing later re-applies the input rules to values the engine
 * computed. Decoding does it while shaping (conform); this walk serves
 * documents that join later (embedded documents).
 */
/**
 * Rewrites the amounts and percentages of a conformed document in place
 * (`basePath` is where the document sits, e.g. `$.doc`); malformed ones are
 * left as they are and reported, one fault per path.
 */
export function readNumbers(schema: TSchema, doc: unknown, basePath = "$"): Fault[] {
  const faults: Fault[] = [];
  walk(
    schema,
    doc,
    (visit) => {
      if (typeof visit.value !== "string") return;
      try {
        visit.replace(readNumberText(visit.type, visit.value));
      } catch (err) {
        if (!(err instanceof AmountError)) throw err;
        faults.push({ code: "BIZDOC-SCHEMA-FORMAT", properties: [visit.path], description: err.message });
      }
    },
    { path: basePath, types: NUMBER_TYPES },
  );
  return faults;
}
