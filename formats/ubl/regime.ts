/** What the UBL mapping needs to know of a tax regime: its currency and tax scheme, from the engine's regimes. */
import type { FormatContext } from "../../engine/index.ts";

export interface RegimeFacts {
  currency?: string;
  taxScheme?: string;
}

/** The facts of a country's regime, by country code (none for a country the engine has no regime for). */
export type RegimeFactsOf = (country: string | undefined) => RegimeFacts;

export function regimeFactsFrom(context: FormatContext): RegimeFactsOf {
  return (country) => {
    const def = context.regime(country) as { currency?: string; tax_scheme?: string } | undefined;
    return def ? { currency: def.currency, taxScheme: def.tax_scheme } : {};
  };
}
