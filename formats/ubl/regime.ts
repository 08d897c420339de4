/** What the UBL mapping needs to know of a tax regime: its currency and tax scheme. */
import { builtinRegimes } from "../../regimes/index.ts";

interface RegimeFacts {
  currency?: string;
  taxScheme?: string;
}

const FACTS = new Map<string, RegimeFacts>();
for (const regime of builtinRegimes) {
  const def = regime.definition as unknown as { country?: string; currency?: string; tax_scheme?: string };
  if (def.country) FACTS.set(def.country, { currency: def.currency, taxScheme: def.tax_scheme });
}

/** The facts of a country's regime, when bizdoc ships one. */
export function regimeFacts(country: string | undefined): RegimeFacts {
  return (country && FACTS.get(country)) || {};
}
