import { calculationError } from "../errors/index.ts";
import { didYouMean } from "../errors/suggest.ts";
import { Percentage } from "../num/index.ts";
import type { Normalizer } from "../plugin/contracts.ts";
import type { Context } from "../plugin/context.ts";
import { categoryDef, keyDef, rateDef, rateValueOn } from "./categories.ts";
import type { CategoryDef } from "./regime-def.ts";

/** A tax combination as it appears on lines, discounts and charges. */
export interface ComboData {
  cat: string;
  country?: string;
  key?: string;
  rate?: string;
  percent?: string;
  surcharge?: string;
  ext?: Record<string, string>;
}

/** What resolving a combo learns from its category besides the combo's own fields. */
export interface ResolvedCombo {
  combo: ComboData;
  retained: boolean;
  informative: boolean;
}

/**
 * Rewrites the VAT rate shorthands GOBL accepts into keys: `zero`, `exempt`,
 * `exempt+reverse-charge`, `exempt+export`, `exempt+eea` and `standard`
 * (which is the `general` rate of the `standard` key).
 */
export const comboNormalizer: Normalizer<ComboData> = {
  type: "tax.Combo",
  normalize(c) {
    if (c.cat !== "VAT") return;
    switch (c.rate) {
      case "zero":
        c.key = "zero";
        delete c.rate;
        c.percent ??= "0%";
        break;
      case "exempt":
        c.key = "exempt";
        delete c.rate;
        break;
      case "exempt+reverse-charge":
        c.key = "reverse-charge";
        delete c.rate;
        delete c.percent;
        break;
      case "exempt+export":
        c.key = "export";
        delete c.rate;
        break;
      case "exempt+eea":
      case "exempt+export+eea":
        c.key = "intra-community";
        delete c.rate;
        break;
      default:
        if (c.rate === "standard") c.rate = "general";
        else if (c.rate?.startsWith("standard+")) c.rate = `general+${c.rate.slice("standard+".length)}`;
    }
    if (!c.key) {
      if (c.percent !== undefined && Percentage.parse(c.percent).isZero()) c.key = "zero";
    } else if (c.key === "zero") {
      c.percent ??= "0%";
    }
  },
};

/** What to write instead: the defined value it resembles, else the defined values (when there are a few). */
function choices(given: string, defined: readonly string[], what: string): string {
  const hint = didYouMean(given, defined);
  if (hint) return hint;
  if (defined.length === 0) return `; it has no ${what}`;
  return defined.length <= 12 ? ` (its ${what}: ${defined.join(", ")})` : "";
}

/** Whether a rate definition applies to a key, as the lookup reads it. */
function rateHasKeyOf(rate: { keys?: readonly string[] }, key: string | undefined): boolean {
  if ((rate.keys ?? []).length === 0 && !key) return true;
  return (rate.keys ?? []).includes(key ?? "");
}

/** The categories that apply to a combo: its own country's regime, else the document's, else the global ones. */
function categoriesFor(combo: ComboData, documentCountry: string | undefined, ctx: Context): { categories?: readonly CategoryDef[]; hasRegime: boolean } {
  const country = combo.country || documentCountry;
  const regime = ctx.plugins.regime(country);
  return { categories: regime?.definition.categories as readonly CategoryDef[] | undefined, hasRegime: !!regime };
}

/**
 * Resolves a combo in place for a tax date: the document's own country is
 * dropped from it, the key defaults to `standard` where the category has keys,
 * keys without a percentage lose theirs, and a rate key becomes the percentage
 * (and surcharge) in force on that date.
 */
export function resolveCombo(combo: ComboData, documentCountry: string | undefined, date: string, ctx: Context, path = "$"): ResolvedCombo {
  if (combo.country && combo.country === documentCountry) delete combo.country;
  const { categories, hasRegime } = categoriesFor(combo, documentCountry, ctx);
  const category = categoryDef(hasRegime ? (categories ?? []) : undefined, combo.cat);
  if (!category) {
    if (hasRegime) {
      const codes = (categories ?? []).map((c) => c.code);
      throw calculationError(`${path}.cat`, `tax category '${combo.cat ?? ""}' is not defined in the regime${choices(combo.cat ?? "", codes, "categories")}`, "GOBL-TAX-COMBO-01");
    }
    return { combo, retained: false, informative: false };
  }
  const resolved = { combo, retained: !!category.retained, informative: !!category.informative };
  if ((category.keys ?? []).length > 0 && !combo.key) combo.key = "standard";
  if (keyDef(category, combo.key)?.no_percent) {
    delete combo.percent;
    delete combo.surcharge;
    return resolved;
  }
  if (!combo.rate) return resolved;
  const rate = rateDef(category, combo.key, combo.rate);
  if (!rate) {
    const where = combo.key ? ` for key '${combo.key}'` : "";
    const rates = [...new Set((category.rates ?? []).filter((r) => rateHasKeyOf(r, combo.key)).map((r) => r.rate))];
    // Without a regime only the global categories apply, and they have no rate keys.
    const fix = hasRegime ? choices(combo.rate, rates, "rates") : `: with no regime there are no rate keys, so give the tax's percent (e.g. "10%") instead`;
    throw calculationError(`${path}.rate`, `rate '${combo.rate}' is not defined${where} in category '${combo.cat}'${fix}`, "GOBL-TAX-COMBO-03");
  }
  if ((rate.values ?? []).length === 0) return resolved;
  const value = rateValueOn(rate, date, combo.ext);
  if (!value) throw calculationError(`${path}.rate`, `rate '${combo.rate}' of '${combo.cat}' has no value in force on ${date}`);
  combo.percent = value.percent;
  if (value.surcharge) combo.surcharge = value.surcharge;
  else delete combo.surcharge;
  return resolved;
}
