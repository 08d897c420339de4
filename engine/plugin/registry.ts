// tsyringe refuses to load without a Reflect metadata polyfill: every module
// of ours that imports it loads the polyfill first, so whichever of our modules
// a consumer imports first, tsyringe never loads before it.
import "reflect-metadata";
import { injectAll, injectable } from "tsyringe";
import { BizdocError } from "../errors/index.ts";
import type { AddonDefinition, AddonPlugin, Calculator, Contributions, Corrector, Normalizer, RegimePlugin, Validator } from "./contracts.ts";
import type { Context } from "./context.ts";
import type { DocumentKind } from "../schema/kinds.ts";
import { ADDON_PLUGIN, EXTERNAL_ADDON, REGIME_PLUGIN, RETIRED_ADDON } from "./tokens.ts";

type Scoped<T> = { item: T; applies: (ctx: Context) => boolean };

/**
 * The set of regimes and addons one engine works with, resolved from a
 * tsyringe container. It refuses an inconsistent set (duplicates, unmet
 * `requires`) when it is built, so a bad plugin set fails at start-up rather
 * than on some later document.
 */
@injectable()
export class PluginRegistry {
  private readonly regimesByCode = new Map<string, RegimePlugin>();
  private readonly addonsByKey = new Map<string, AddonPlugin>();
  private readonly normalizerList: Scoped<Normalizer>[] = [];
  private readonly calculatorList: Scoped<Calculator>[] = [];
  private readonly validatorList: Scoped<Validator>[] = [];
  private readonly ignoreList: Scoped<readonly string[]>[] = [];
  private readonly correctorList: Scoped<Corrector>[] = [];
  private readonly kindList: DocumentKind[] = [];
  private readonly externalAddonKeys: ReadonlySet<string>;
  private readonly retiredByKey = new Map<string, AddonDefinition>();

  constructor(
    @injectAll(REGIME_PLUGIN, { isOptional: true }) regimes: RegimePlugin[] = [],
    @injectAll(ADDON_PLUGIN, { isOptional: true }) addons: AddonPlugin[] = [],
    @injectAll(EXTERNAL_ADDON, { isOptional: true }) externalAddons: string[] = [],
    @injectAll(RETIRED_ADDON, { isOptional: true }) retiredAddons: AddonDefinition[] = [],
  ) {
    this.externalAddonKeys = new Set(externalAddons ?? []);
    for (const definition of retiredAddons ?? []) this.retiredByKey.set(definition.key, definition);
    for (const addon of addons ?? []) {
      const key = addon.definition.key;
      if (this.addonsByKey.has(key)) throw pluginError(`addon '${key}' is registered twice`);
      this.addonsByKey.set(key, addon);
    }
    for (const regime of regimes ?? []) {
      const codes = [regime.definition.country, ...(regime.definition.alt_country_codes ?? [])];
      for (const code of codes) {
        if (this.regimesByCode.has(code)) throw pluginError(`regime '${code}' is registered twice`);
        this.regimesByCode.set(code, regime);
      }
    }
    this.checkRequirements(regimes ?? [], addons ?? []);
    for (const regime of regimes ?? []) {
      const country = regime.definition.country;
      this.collect(regime, (ctx) => ctx.regime?.definition.country === country);
    }
    for (const addon of addons ?? []) {
      const key = addon.definition.key;
      const active = (ctx: Context) => ctx.addons.some((a) => a.definition.key === key);
      this.collect(addon, active);
      if (addon.ignores?.length) this.ignoreList.push({ item: addon.ignores, applies: active });
    }
  }

  /** The regime for a country code or one of its alternative codes (e.g. GR for EL). */
  regime(code: string | undefined): RegimePlugin | undefined {
    return code ? this.regimesByCode.get(code.toUpperCase()) : undefined;
  }

  addon(key: string): AddonPlugin | undefined {
    return this.addonsByKey.get(key);
  }

  /**
   * Whether a key names an addon known to live outside this engine (a
   * separate package). Documents naming one are refused unless its plugin is
   * registered.
   */
  isExternalAddon(key: string): boolean {
    return this.externalAddonKeys.has(key);
  }

  /**
   * The definition of an addon GOBL no longer runs but still publishes
   * (served by key for reference); documents naming it are refused.
   */
  retiredAddon(key: string): AddonDefinition | undefined {
    return this.addonsByKey.has(key) ? undefined : this.retiredByKey.get(key);
  }

  regimes(): RegimePlugin[] {
    return [...new Set(this.regimesByCode.values())];
  }

  addons(): AddonPlugin[] {
    return [...this.addonsByKey.values()];
  }

  /** Expands addon keys with what they require (requirements first), dropping unknown keys. */
  expandAddons(keys: readonly string[]): AddonPlugin[] {
    const out: AddonPlugin[] = [];
    const seen = new Set<string>();
    const visit = (key: string, trail: string[]): void => {
      const addon = this.addonsByKey.get(key);
      if (!addon || seen.has(key) || trail.includes(key)) return;
      for (const req of addon.definition.requires ?? []) visit(req, [...trail, key]);
      seen.add(key);
      out.push(addon);
    };
    for (const key of keys) visit(key, []);
    return out;
  }

  normalizers(ctx: Context): Normalizer[] {
    return this.normalizerList.filter((n) => n.applies(ctx)).map((n) => n.item);
  }

  calculators(ctx: Context): Calculator[] {
    return this.calculatorList.filter((c) => c.applies(ctx)).map((c) => c.item);
  }

  validators(ctx: Context): Validator[] {
    return this.validatorList.filter((v) => v.applies(ctx)).map((v) => v.item);
  }

  /** The fault codes the addons active in this context switch off (their `ignores`). */
  ignoredCodes(ctx: Context): string[] {
    return this.ignoreList.filter((i) => i.applies(ctx)).flatMap((i) => [...i.item]);
  }

  correctors(ctx: Context): Corrector[] {
    return this.correctorList.filter((c) => c.applies(ctx)).map((c) => c.item);
  }

  /** The document kinds the plugins bring (see `Contributions.kinds`), in registration order: regimes', then addons'. */
  kinds(): DocumentKind[] {
    return [...this.kindList];
  }

  private collect(plugin: Contributions, inScope: (ctx: Context) => boolean): void {
    const scoped = <T extends { scope?: string }>(item: T): Scoped<T> => ({
      item,
      applies: item.scope === "any" ? () => true : inScope,
    });
    for (const n of plugin.normalizers ?? []) this.normalizerList.push(scoped(n));
    for (const c of plugin.calculators ?? []) this.calculatorList.push(scoped(c));
    for (const v of plugin.validators ?? []) this.validatorList.push(scoped(v));
    for (const c of plugin.correctors ?? []) this.correctorList.push(scoped(c));
    for (const k of plugin.kinds ?? []) this.kindList.push(k);
  }

  private checkRequirements(regimes: RegimePlugin[], addons: AddonPlugin[]): void {
    const missing: string[] = [];
    for (const addon of addons) {
      for (const req of addon.definition.requires ?? []) {
        if (!this.addonsByKey.has(req)) missing.push(`addon '${addon.definition.key}' requires addon '${req}'`);
      }
    }
    for (const regime of regimes) {
      for (const req of regime.requires ?? []) {
        if (!this.addonsByKey.has(req)) missing.push(`regime '${regime.definition.country}' requires addon '${req}'`);
      }
    }
    if (missing.length > 0) throw pluginError(`unmet plugin requirements: ${missing.join("; ")}`);
  }
}

function pluginError(message: string): BizdocError {
  return new BizdocError("internal", message);
}
