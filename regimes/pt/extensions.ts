import type { Definition } from "../../engine/index.ts";
import { countryDefs } from "../../engine/l10n/index.ts";

/** Extension key naming where a VAT combo is taxed (SAF-T's `TaxCountryRegion`). */
export const EXT_KEY_REGION = "pt-region";

/** Region codes of Portugal itself; any other ISO country code is accepted too. */
export const REGION_MAINLAND = "PT";
export const REGION_AZORES = "PT-AC";
export const REGION_MADEIRA = "PT-MA";

/**
 * The accepted `pt-region` values: mainland Portugal and its two autonomous
 * regions, then every other ISO 3166-1 country in the l10n catalogue's order.
 */
function regionValues(): Definition[] {
  const own: Definition[] = [
    { code: REGION_MAINLAND, name: { en: "Mainland Portugal", pt: "Portugal Continental" } },
    { code: REGION_AZORES, name: { en: "Azores", pt: "Açores" } },
    { code: REGION_MADEIRA, name: { en: "Madeira", pt: "Madeira" } },
  ];
  const foreign = countryDefs()
    .filter((c) => c.iso && c.code !== "PT")
    .map((c): Definition => ({ code: c.code, name: { en: c.name } }));
  return [...own, ...foreign];
}

export const extensions: Definition[] = [
  {
    key: EXT_KEY_REGION,
    name: { en: "Region Code", pt: "Código da Região" },
    desc: {
      en: [
        "Where a VAT line is taxed, as reported in the `TaxCountryRegion` field of Portugal's",
        "SAF-T file. The Azores and Madeira apply lower VAT percentages than the mainland, so",
        "this code selects which value of a named rate (`general`, `intermediate`, `reduced`)",
        "a combo takes.",
        "",
        "Use `PT` for the mainland, `PT-AC` for the Azores and `PT-MA` for Madeira; a line taxed",
        "abroad takes that country's ISO code instead (`ES`, `FR`, ...). Invoices under the",
        "Portuguese regime get `PT` on every VAT combo that lacks a region, and the ISO code of",
        "the combo's own country when one is given, e.g.:",
        "",
        "```json",
        '"taxes": [{ "cat": "VAT", "rate": "general", "ext": { "pt-region": "PT-MA" } }]',
        "```",
      ].join("\n"),
    },
    values: regionValues(),
  },
];
