import type { Normalizer } from "../plugin/contracts.ts";
import type { RuleSet } from "../rules/rule.ts";
import { codeProblem, keyProblem, normalizeCode } from "./index.ts";

/** Every code anywhere in a document is cleaned (NFC, no control characters, trimmed). */
export const codeNormalizer: Normalizer<string> = {
  type: "cbc.Code",
  normalize: (code) => normalizeCode(code),
};

const CODE_MESSAGES: Record<string, string> = {
  "GOBL-CBC-CODE-01": "codes are at most 64 characters long",
  "GOBL-CBC-CODE-02": "codes cannot contain control characters or start or end with spaces",
};

const KEY_MESSAGES: Record<string, string> = {
  "GOBL-CBC-KEY-01": "keys are 1 to 64 characters long",
  "GOBL-CBC-KEY-02": "keys are lower-case letters and digits, joined by single '-' or '+'",
};

export const cbcRules: RuleSet<string>[] = [
  {
    type: "cbc.Code",
    assert: Object.entries(CODE_MESSAGES).map(([code, message]) => ({ code, message, test: (c: string) => codeProblem(c) !== code })),
  },
  {
    type: "cbc.Key",
    assert: Object.entries(KEY_MESSAGES).map(([code, message]) => ({ code, message, test: (k: string) => keyProblem(k) !== code })),
  },
];
