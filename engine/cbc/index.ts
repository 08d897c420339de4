export type { Code } from "./code.ts";
export { cleanText } from "./text.ts";
export {
  CODE_MAX_LENGTH,
  CODE_PATTERN,
  CODE_STRICT_PATTERN,
  RULE_CODE_LENGTH,
  RULE_CODE_PATTERN,
  codeProblem,
  codeProblems,
  goTrimSpace,
  isStrictCode,
  joinCodes,
  normalizeAlphanumericalCode,
  normalizeCode,
  normalizeNumericalCode,
  normalizeStrictCode,
  normalizeString,
  normalizeUpperCode,
} from "./code.ts";
export type { Key } from "./key.ts";
export {
  KEY_MAX_LENGTH,
  KEY_MIN_LENGTH,
  KEY_PATTERN,
  KEY_SEPARATOR,
  RULE_KEY_LENGTH,
  RULE_KEY_PATTERN,
  codeForKey,
  isValidKey,
  joinKeys,
  keyHas,
  keyHasPrefix,
  keyPop,
  keyProblem,
  keyProblems,
} from "./key.ts";
export { latin1Text, utf8Bytes, utf8Length, utf8Text } from "./utf8.ts";
