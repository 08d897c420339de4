import type { AddonPlugin, RegimePlugin } from "./contracts.ts";
import type { PluginRegistry } from "./registry.ts";

/**
 * What every step of processing a document may consult besides the document
 * itself: its regime, its addons, and the full plugin set (for looking up
 * other countries, such as a foreign customer's tax ID).
 */
export interface Context {
  readonly regime?: RegimePlugin;
  readonly addons: readonly AddonPlugin[];
  readonly plugins: PluginRegistry;
  /** Path of the document in what the caller sent: `$`, or `$.doc` inside an envelope (for fault paths). */
  readonly root: string;
  /**
   * Calculates a document embedded in this one (an invoice complement): it
   * gets a uuid if its kind has one, then its own normalisation and
   * calculation. Unknown kinds come back as they are.
   */
  readonly calculateEmbedded: (doc: Record<string, unknown>, path: string) => Record<string, unknown>;
  /**
   * Runs the normalisers that apply here on a value of a named type (such as
   * "tax.Note") that joins the document after normalisation, as the notes
   * scenarios add do.
   */
  readonly normalizeValue: (type: string, value: object) => void;
}

export function hasAddon(ctx: Context, key: string): boolean {
  return ctx.addons.some((a) => a.definition.key === key);
}

export function regimeCountry(ctx: Context): string | undefined {
  return ctx.regime?.definition.country;
}
