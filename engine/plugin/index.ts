export type {
  AddonDefinition,
  AddonPlugin,
  Calculator,
  Contributions,
  CorrectionRequest,
  Corrector,
  Normalizer,
  RegimeDefinition,
  RegimePlugin,
  Scope,
  Validator,
} from "./contracts.ts";
export type { Context } from "./context.ts";
export { hasAddon, regimeCountry } from "./context.ts";
export { PluginRegistry } from "./registry.ts";
export { ADDON_PLUGIN, EXTERNAL_ADDON, REGIME_PLUGIN } from "./tokens.ts";
// tsyringe's root container, for registering plugins without importing
// tsyringe (which needs the Reflect polyfill loaded before it) yourself.
import "reflect-metadata";
export { container, type DependencyContainer } from "tsyringe";
