export type { I18nString } from "./string.ts";
export { DEFAULT_LANG, i18nDefault, i18nIn, isLangCode, langCodes, langName, newI18nString } from "./string.ts";
