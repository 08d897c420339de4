import { cleanText } from "../cbc/index.ts";
import type { Normalizer } from "../plugin/contracts.ts";
import { normalizeUUID } from "../uuid/index.ts";

type Obj = Record<string, unknown>;

/** GOBL's pay normalisers: free text cleaned and trimmed (cbc.NormalizeString), a zero record uuid removed. */
export const payNormalizers: Normalizer<Obj>[] = [
  {
    type: "pay.Record",
    normalize(record) {
      if (typeof record.uuid === "string") {
        const uuid = normalizeUUID(record.uuid);
        if (uuid === undefined) delete record.uuid;
        else record.uuid = uuid;
      }
      cleanText(record, ["ref", "description"]);
    },
  },
  { type: "pay.Instructions", normalize: (instructions) => cleanText(instructions, ["detail", "notes"]) },
  { type: "pay.Terms", normalize: (terms) => cleanText(terms, ["notes"]) },
];
