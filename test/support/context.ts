import type { Context, PluginRegistry } from "../../engine/index.ts";

/** A context for driving rules directly, as the pipeline would give a bare document of `regime`. */
export function testContext(plugins: PluginRegistry, regime?: string): Context {
  return { regime: plugins.regime(regime), addons: [], plugins, root: "$", calculateEmbedded: (doc) => doc, normalizeValue: () => {} };
}
