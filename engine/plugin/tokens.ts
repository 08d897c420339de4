/**
 * Container tokens. Plugins are registered under these with
 * `container.register(REGIME_PLUGIN, { useValue: plugin })`; explicit symbol
 * tokens are used because esbuild-based runners emit no decorator metadata.
 */
export const REGIME_PLUGIN = Symbol.for("bizdoc.plugin.regime");
export const ADDON_PLUGIN = Symbol.for("bizdoc.plugin.addon");
/** Keys of addons known to exist outside this engine (GOBL's "approved external" addons), registered as strings. */
export const EXTERNAL_ADDON = Symbol.for("bizdoc.addon.external");
/**
 * Definitions of addons GOBL still publishes but no longer runs (their data
 * file outlived their code): served by key, never listed nor enabled.
 */
export const RETIRED_ADDON = Symbol.for("bizdoc.addon.retired");
