/**
 * GOBL's language rule (GOBL-I18N-LANG-01): every key of a multi-language
 * string must be an ISO 639-1 code GOBL knows. The fault points at the entry
 * (`$.name.xx`), one path per unknown key.
 */
import type { RuleSet } from "../rules/rule.ts";
import { isLangCode } from "./string.ts";

export const i18nRules: RuleSet<Record<string, string>>[] = [
  {
    type: "i18n.String",
    assert: [
      {
        code: "GOBL-I18N-LANG-01",
        message: "not a known language code",
        failing: (value) => Object.keys(value ?? {}).filter((k) => !isLangCode(k)).map((k) => [k]),
      },
    ],
  },
];
