import type { Normalizer } from "../plugin/contracts.ts";
import type { RuleSet } from "../rules/rule.ts";
import { present } from "../rules/checks.ts";
import { codeProblem, keyProblem, normalizeCode } from "./index.ts";
import { utf8Length } from "./utf8.ts";

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

/**
 * GOBL's cbc.URI rules (GOBL-CBC-URI-*), for endpoint and header addresses:
 * at most 2048 bytes, and absolute (a scheme plus an opaque part, a host or a
 * path, as Go's url.Parse reads it).
 */
export const uriRules: RuleSet<string>[] = [
  {
    type: "cbc.URI",
    assert: [
      { code: "GOBL-CBC-URI-01", message: "a URI is at most 2048 characters long", test: (u) => utf8Length(String(u)) <= 2048 },
      { code: "GOBL-CBC-URI-02", message: "not an absolute URI with a scheme", when: (u) => present(u), test: (u) => isAbsoluteURI(u) },
    ],
  },
];

/** Go's url.Parse followed by GOBL's check: a scheme, and an opaque part, a host or a path. */
export function isAbsoluteURI(value: unknown): boolean {
  if (typeof value !== "string" || /[\x00-\x1f\x7f]/.test(value)) return false;
  const m = /^([a-zA-Z][a-zA-Z0-9+.-]*):(.*)$/s.exec(value);
  if (!m) return false;
  let rest = m[2];
  const hash = rest.indexOf("#");
  if (hash >= 0) {
    if (!validEscapes(rest.slice(hash + 1))) return false;
    rest = rest.slice(0, hash);
  }
  const query = rest.indexOf("?");
  if (query >= 0) rest = rest.slice(0, query);
  if (!rest.startsWith("/")) return rest !== "";
  if (rest.startsWith("//")) {
    const afterSlashes = rest.slice(2);
    const slash = afterSlashes.indexOf("/");
    const authority = slash >= 0 ? afterSlashes.slice(0, slash) : afterSlashes;
    const path = slash >= 0 ? afterSlashes.slice(slash) : "";
    const host = authority.slice(authority.lastIndexOf("@") + 1);
    if (/[\s<>"{}|\\^`]/.test(host) || !validEscapes(path)) return false;
    return host !== "" || path !== "";
  }
  return validEscapes(rest);
}

function validEscapes(text: string): boolean {
  return !/%(?![0-9a-fA-F]{2})/.test(text);
}
