/**
 * bizdoc: the engine with every regime and addon we ship already plugged in.
 * Import from `./engine/index.ts` instead for the bare core.
 */
import { createEngine as createCoreEngine, type Engine, type EngineOptions } from "./engine/index.ts";
import { builtinAddons } from "./addons/index.ts";
import { approvedExternalAddons } from "./addons/approved.ts";
import { externalAddonKeys } from "./addons/external.ts";
import { retiredAddons } from "./addons/retired.ts";
import { builtinFormats } from "./formats/index.ts";
import { builtinRegimes } from "./regimes/index.ts";
import { builtinRenderers } from "./render/index.ts";
import { builtinRuleSets } from "./rulesets/index.ts";

export * from "./engine/index.ts";
export { approvedExternalAddons, builtinAddons, builtinFormats, builtinRegimes, builtinRenderers, builtinRuleSets, externalAddonKeys, retiredAddons };
/** Poland's KSeF: the verification QR codes printed on an FA(3) invoice (KOD I, and KOD II for offline invoices), as links and SVG or PNG images. */
export * as ksef from "./formats/ksef/qr/index.ts";
/** Spain's VERI*FACTU: the records' fingerprints, a chain's verification, the invoice's QR code. */
export * as verifactu from "./formats/verifactu/index.ts";
/** The Basque TicketBAI: the TBAI identifier and its CRC-8, the QR code. */
export * as ticketbai from "./formats/ticketbai/index.ts";

export interface BizdocOptions extends EngineOptions {
  /** Leave out the regimes, addons, formats, renderers and rule sets bizdoc ships (default: include them). */
  builtins?: boolean;
  /**
   * Include the approved external addons bizdoc ships (GOBL keeps them in
   * modules of its own: `pt-saft-v1`, ...). Default true; false gives GOBL's
   * answer to a document naming one: refused, its plugin not registered.
   */
  approvedExternalAddons?: boolean;
}

export function createEngine(options: BizdocOptions = {}): Engine {
  const builtins = options.builtins ?? true;
  return createCoreEngine({
    ...options,
    regimes: [...(builtins ? builtinRegimes : []), ...(options.regimes ?? [])],
    addons: [...(builtins ? builtinAddons : []), ...(builtins && options.approvedExternalAddons !== false ? approvedExternalAddons : []), ...(options.addons ?? [])],
    externalAddons: [...(builtins ? externalAddonKeys : []), ...(options.externalAddons ?? [])],
    retiredAddons: [...(builtins ? retiredAddons : []), ...(options.retiredAddons ?? [])],
    formats: [...(builtins ? builtinFormats : []), ...(options.formats ?? [])],
    renderers: [...(builtins ? builtinRenderers : []), ...(options.renderers ?? [])],
    ruleSets: [...(builtins ? builtinRuleSets : []), ...(options.ruleSets ?? [])],
  });
}
