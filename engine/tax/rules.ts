/**
 * GOBL's tax rules for documents: tax combos against the regime's categories
 * (GOBL-TAX-COMBO-*), tax sets, tax notes and the `$addons` list. The rules on
 * definitions (regimes, categories, rates, addons, scenarios, corrections) are
 * not here: documents never contain them.
 */
import type { Context } from "../plugin/context.ts";
import type { RegimeDefinition } from "../plugin/contracts.ts";
import { present } from "../rules/checks.ts";
import type { RuleSet } from "../rules/rule.ts";
import { categoryDef, keyDef, rateDef } from "./categories.ts";
import type { CategoryDef, Definition } from "./regime-def.ts";
import { allExtensionDefinitions, codeAllowed, extensionDefinitionsOf } from "./extensions.ts";
import { didYouMean } from "../errors/suggest.ts";

type Obj = Record<string, any>;

/**
 * Extension keys GOBL always knows from its catalogues (UNTDID, ISO, CEF),
 * whatever regimes and addons are in use.
 */
export const CATALOGUE_EXTENSION_KEYS: readonly string[] = [
  "cef-vatex",
  "iso-scheme-id",
  "untdid-document-type",
  "untdid-reference",
  "untdid-text-subject",
  "untdid-payment-means",
  "untdid-allowance",
  "untdid-tax-category",
  "untdid-item-type",
  "untdid-charge",
];

const extensionKeysByPlugins = new WeakMap<object, Set<string>>();

/** Every extension key defined by GOBL's catalogues, the engine's regimes and its addons. */
function knownExtensionKeys(ctx: Context): Set<string> {
  let keys = extensionKeysByPlugins.get(ctx.plugins);
  if (!keys) {
    keys = new Set([...CATALOGUE_EXTENSION_KEYS, ...allExtensionDefinitions(ctx.plugins).keys()]);
    extensionKeysByPlugins.set(ctx.plugins, keys);
  }
  return keys;
}

/** The regime a combo is checked against: its own country's, else the document's. */
function comboRegime(c: Obj, ctx: Context): RegimeDefinition | undefined {
  if (present(c.country)) return ctx.plugins.regime(c.country)?.definition;
  return ctx.regime?.definition;
}

/** The combo's category in its regime; `null` when there is no regime to check against. */
function comboCategory(c: Obj, ctx: Context): CategoryDef | undefined | null {
  const regime = comboRegime(c, ctx);
  if (!regime) return null;
  return categoryDef(regime.categories, c.cat ?? "");
}

function comboPercentValid(c: Obj, ctx: Context): boolean {
  const cd = comboCategory(c, ctx);
  if (!cd) return true;
  if (!present(c.key)) return present(c.percent);
  const kd = keyDef(cd, c.key);
  if (!kd) return true;
  return kd.no_percent ? !present(c.percent) : present(c.percent);
}

/**
 * The definition of an extension key in one of the document's addons.
 * Regimes' own keys are left to their rules, which choose where they apply
 * (Brazil checks municipality codes on Brazilian parties only).
 */
function extensionDef(key: string, ctx: Context): Definition | undefined {
  for (const addon of ctx.addons) {
    const def = extensionDefinitionsOf(addon).get(key);
    if (def) return def;
  }
  return undefined;
}

const ADDON_MESSAGE = "not a registered addon";

/** The unknown addon key named, with the registered key it resembles or where to find the keys. */
function unknownAddonMessage(key: unknown, ctx: Context): string {
  if (typeof key !== "string") return `${ADDON_MESSAGE}: an addon key is text`;
  const keys = ctx.plugins.addons().map((a) => a.definition.key);
  const hint = didYouMean(key, keys) || " (the keys are listed by GET /v0/addons or 'bizdoc addon')";
  return `'${key}' is ${ADDON_MESSAGE}${hint}`;
}
const EXTERNAL_ADDON_MESSAGE = "an addon maintained outside bizdoc: register its plugin to use it";
const RETIRED_ADDON_MESSAGE = "an addon GOBL no longer runs (its definition is kept for reference only)";

export const taxRules: RuleSet<any>[] = [
  {
    type: "tax.Combo",
    assert: [
      {
        code: "GOBL-TAX-COMBO-01",
        message: "tax category not defined in the regime",
        test: (c: Obj, ctx) => comboCategory(c, ctx) !== undefined,
      },
      {
        code: "GOBL-TAX-COMBO-02",
        message: "tax key not defined for the category in the regime",
        when: (c: Obj) => present(c.key),
        test: (c: Obj, ctx) => {
          const cd = comboCategory(c, ctx);
          return !cd || keyDef(cd, c.key) !== undefined;
        },
      },
      {
        code: "GOBL-TAX-COMBO-03",
        message: "tax rate not defined for the key in the regime",
        when: (c: Obj) => present(c.rate),
        test: (c: Obj, ctx) => {
          const cd = comboCategory(c, ctx);
          return !cd || rateDef(cd, c.key || undefined, c.rate) !== undefined;
        },
      },
      {
        code: "GOBL-TAX-COMBO-04",
        message: "tax percent missing, or given for a key without one",
        test: comboPercentValid,
      },
      {
        code: "GOBL-TAX-COMBO-05",
        message: "a tax surcharge needs a percent",
        test: (c: Obj) => !present(c.surcharge) || present(c.percent),
      },
      {
        code: "GOBL-TAX-COMBO-06",
        message: "tax extension key not defined",
        when: (c: Obj) => present(c.ext),
        // Each unknown key at its own path, named, with the defined key it most resembles.
        failing: (c: Obj, ctx) => {
          const known = knownExtensionKeys(ctx);
          return Object.keys(c.ext)
            .filter((k) => !known.has(k))
            .map((k) => ({ at: ["ext", k], message: `tax extension key '${k}' not defined${didYouMean(k, known)}` }));
        },
      },
    ],
  },
  {
    type: "tax.Set",
    assert: [
      {
        code: "GOBL-TAX-SET-01",
        message: "each tax category may appear only once in a set",
        test: (set: unknown) => {
          const cats = (Array.isArray(set) ? set : []).filter((c) => c && typeof c === "object").map((c: Obj) => c.cat ?? "");
          return new Set(cats).size === cats.length;
        },
      },
    ],
  },
  {
    type: "tax.Note",
    assert: [{ code: "GOBL-TAX-NOTE-01", field: "text", message: "a tax note needs text", test: (n: Obj) => present(n.text) }],
  },
  {
    // GOBL checks extension codes only where an addon's rules ask for it; an
    // addon's code its definition does not allow is refused wherever it appears.
    type: "tax.Extensions",
    assert: [
      {
        code: "BIZDOC-TAX-EXTENSIONS-01",
        message: "extension code not allowed by its definition",
        failing: (ext: unknown, ctx) => {
          if (!ext || typeof ext !== "object") return [];
          return Object.entries(ext as Record<string, unknown>).flatMap(([key, code]) => {
            const def = extensionDef(key, ctx);
            return def && typeof code === "string" && !codeAllowed(def, code) ? [[key]] : [];
          });
        },
      },
    ],
  },
  {
    type: "tax.AddonList",
    assert: [
      {
        code: "GOBL-TAX-ADDONS-01",
        message: ADDON_MESSAGE,
        failing: (keys: unknown, ctx) =>
          addonIndexes(keys, (key) => !ctx.plugins.addon(key) && !ctx.plugins.isExternalAddon(key) && !ctx.plugins.retiredAddon(key)).map((at) => ({
            at,
            message: unknownAddonMessage((keys as unknown[])[at[0]], ctx),
          })),
      },
      {
        code: "GOBL-TAX-ADDONS-01",
        message: RETIRED_ADDON_MESSAGE,
        failing: (keys: unknown, ctx) => addonIndexes(keys, (key) => ctx.plugins.retiredAddon(key) !== undefined),
      },
      {
        code: "GOBL-TAX-ADDONS-01",
        message: EXTERNAL_ADDON_MESSAGE,
        failing: (keys: unknown, ctx) => addonIndexes(keys, (key) => !ctx.plugins.addon(key) && ctx.plugins.isExternalAddon(key)),
      },
    ],
  },
];

/** Positions of the addon keys a test picks out (anything not a string counts as unknown). */
function addonIndexes(keys: unknown, pick: (key: string) => boolean): [number][] {
  return (Array.isArray(keys) ? keys : []).flatMap((key: unknown, i: number) => (typeof key !== "string" || pick(key) ? [[i] as [number]] : []));
}
