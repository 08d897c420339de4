/**
 * An engine with bizdoc's regimes, addons and rule sets and the FatturaPA
 * format alone, so these tests depend on no other format's state.
 */
import { builtinAddons, builtinRegimes, builtinRuleSets, createEngine, externalAddonKeys, retiredAddons } from "../../../index.ts";
import { fatturapaFormat } from "../../../formats/fatturapa/index.ts";

export function fatturapaEngine(): ReturnType<typeof createEngine> {
  return createEngine({
    builtins: false,
    regimes: [...builtinRegimes],
    addons: [...builtinAddons],
    externalAddons: [...externalAddonKeys],
    retiredAddons: [...retiredAddons],
    ruleSets: [...builtinRuleSets],
    formats: [fatturapaFormat],
  });
}
