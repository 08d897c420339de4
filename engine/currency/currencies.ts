import { CURRENCY_DATA } from "./data.ts";

/** A currency code as GOBL accepts it: ISO 4217 or one of GOBL's extra codes. */
export type CurrencyCode = string;

export interface CurrencyDef {
  readonly code: CurrencyCode;
  /** English name. */
  readonly name: string;
  /** ISO 4217 numeric code (three digits); absent for non-ISO currencies. */
  readonly numeric?: string;
  /** Number of decimal places amounts in this currency are given with. */
  readonly subunits: number;
  /** Display symbol; absent when the currency has none. */
  readonly symbol?: string;
}

function parse(text: string): CurrencyDef[] {
  const defs: CurrencyDef[] = [];
  for (const line of text.split("\n")) {
    if (line === "") continue;
    const [code, numeric, subunits, name, symbol] = line.split("|");
    const def: { -readonly [K in keyof CurrencyDef]: CurrencyDef[K] } = {
      code,
      name,
      subunits: Number(subunits),
    };
    if (numeric) def.numeric = numeric;
    if (symbol) def.symbol = symbol;
    defs.push(Object.freeze(def));
  }
  return defs;
}

const DEFS: readonly CurrencyDef[] = Object.freeze(parse(CURRENCY_DATA));
const BY_CODE = new Map(DEFS.map((d) => [d.code, d]));
const CODES: readonly string[] = Object.freeze(DEFS.map((d) => d.code));

/** Definition of a currency code; lookups are case-sensitive, as in GOBL. */
export function currencyDef(code: string): CurrencyDef | undefined {
  return BY_CODE.get(code);
}

/** True when GOBL knows the code. The empty string is not a code. */
export function isCurrencyCode(code: string): boolean {
  return BY_CODE.has(code);
}

/** All codes in GOBL's order (major currencies first), as used for schema enums. */
export function currencyCodes(): string[] {
  return [...CODES];
}

/** All definitions, in the same order as {@link currencyCodes}. */
export function currencyDefs(): readonly CurrencyDef[] {
  return DEFS;
}

/** Finds a currency by its ISO 4217 numeric code (e.g. "978" → EUR). */
export function currencyByNumeric(numeric: string): CurrencyDef | undefined {
  if (numeric === "") return undefined;
  return DEFS.find((d) => d.numeric === numeric);
}
