import { readdirSync, readFileSync } from "node:fs";
import { it } from "vitest";
import { createEngine } from "../../../index.ts";
import { billRules } from "../../../engine/bill/rules.ts";
import { taxRules } from "../../../engine/tax/rules.ts";
import { payRules } from "../../../engine/pay/rules.ts";
import { currencyRules } from "../../../engine/currency/rules.ts";
import { calRules } from "../../../engine/cal/rules.ts";
import { orgRules, uriRules } from "../../../engine/org/rules.ts";
import { i18nRules } from "../../../engine/i18n/rules.ts";
import { schemaRules } from "../../../engine/schema/rules.ts";
import { validateWith } from "../../../engine/rules/validate.ts";
import { conform } from "../../../engine/schema/conform.ts";
import { typeById } from "../../../engine/schema/types.ts";
import { sharedPath } from "../../support/shared.ts";

it("golden", () => {
  const engine = createEngine();
  const all = [...billRules, ...taxRules, ...payRules, ...currencyRules, ...calRules, ...orgRules, ...uriRules, ...i18nRules, ...schemaRules];
  for (const c of ["es", "de", "gb", "nl", "us", "zw"]) {
    const dir = sharedPath("conformance/gobl-examples", c, "out");
    for (const f of readdirSync(dir)) {
      const env = JSON.parse(readFileSync(`${dir}/${f}`, "utf8"));
      const doc = env.doc;
      const t = typeById(doc.$schema);
      if (!t) { console.log("no type", f, doc.$schema); continue; }
      const { value } = conform(t.schema, doc);
      const v = value as any;
      const regime = engine.plugins.regime(v.$regime ?? v.supplier?.tax_id?.country);
      const ctx = { regime, addons: engine.plugins.expandAddons(v.$addons ?? []), plugins: engine.plugins };
      const faults = validateWith(all, t.schema, value, ctx);
      if (faults.length) console.log(c, f, doc.$addons ? "ADDONS" : "", JSON.stringify(faults));
    }
  }
});
