/** The Chorus Pro codes this addon works with (its extension keys are in extensions.ts). */
export { EXT_KEY_FRAMEWORK, EXT_KEY_SCHEME } from "./extensions.ts";

/** A supplier submitting an invoice: the framework assumed when none is given. */
export const FRAMEWORK_SUPPLIER = "A1";
/** A supplier submitting an invoice that is already paid. */
export const FRAMEWORK_PAID = "A2";

/** Party schemes: a French organisation with a SIRET, an EU one outside France, one outside the EU. */
export const SCHEME_SIRET = "1";
export const SCHEME_EU = "2";
export const SCHEME_NON_EU = "3";
