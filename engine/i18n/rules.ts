/**
 * GOBL's language rule (GOBL-I18N-LANG-01): every key of a multi-language
 * string must be an ISO 639-1 code GOBL knows. The fault points at the entry
 * (`$.name.xx`), one path per unknown key.
 */
import type { Assertion, RuleSet } from "../rules/rule.ts";
import { isLangCode } from "./string.ts";

const LANG_CODE = "GOBL-I18N-LANG-01";
const LANG_MESSAGE = "not a known language code";

/** The most unknown keys reported for one string. */
const MAX_REPORTED = 32;

function unknownKeys(value: unknown): string[] {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return [];
  return Object.keys(value).filter((k) => !isLangCode(k));
}

/**
 * One assertion per unknown key, in key order: the n-th fails when there are
 * more than n unknown keys, and its field is then the n-th such key (read
 * straight after its test, as the rules walker does).
 */
function langAssertion(n: number): Assertion<Record<string, string>> {
  let key: string | undefined;
  return {
    code: LANG_CODE,
    message: LANG_MESSAGE,
    get field() {
      return key;
    },
    test: (value) => {
      key = unknownKeys(value)[n];
      return key === undefined;
    },
  };
}

export const i18nRules: RuleSet<Record<string, string>>[] = [
  {
    type: "i18n.String",
    assert: Array.from({ length: MAX_REPORTED }, (_, n) => langAssertion(n)),
  },
];
