import { existsSync, readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { billRules } from "../../../engine/bill/rules.ts";
import { calRules } from "../../../engine/cal/rules.ts";
import { currencyRules } from "../../../engine/currency/rules.ts";
import { EnvelopeSchema } from "../../../engine/envelope/schema.ts";
import { i18nRules } from "../../../engine/i18n/rules.ts";
import { orgRules } from "../../../engine/org/rules.ts";
import { uriRules } from "../../../engine/cbc/rules.ts";
import { payRules } from "../../../engine/pay/rules.ts";
import type { Context } from "../../../engine/plugin/context.ts";
import type { RuleSet } from "../../../engine/rules/rule.ts";
import { validateWith } from "../../../engine/rules/validate.ts";
import { schemaRules } from "../../../engine/schema/rules.ts";
import { conform } from "../../../engine/schema/conform.ts";
import { typeById } from "../../../engine/schema/types.ts";
import { taxRules } from "../../../engine/tax/rules.ts";
import { HAS_SHARED, sharedPath } from "../../support/shared.ts";
import { engine } from "./support.ts";
import { testContext } from "../../support/context.ts";

const RULES: RuleSet[] = [
  ...billRules,
  ...taxRules,
  ...payRules,
  ...currencyRules,
  ...calRules,
  ...orgRules,
  ...uriRules,
  ...i18nRules,
  ...schemaRules,
];

const COUNTRIES = ["es", "de", "gb", "nl", "us", "zw"];

/** GOBL's golden envelopes whose document enables no addon. */
function goldens(): [string, Record<string, any>][] {
  if (!HAS_SHARED) return [];
  const out: [string, Record<string, any>][] = [];
  for (const country of COUNTRIES) {
    const dir = sharedPath("conformance/gobl-examples", country, "out");
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir).filter((f) => f.endsWith(".json")).sort()) {
      const envelope = JSON.parse(readFileSync(`${dir}/${file}`, "utf8"));
      if (envelope.doc?.$addons) continue;
      out.push([`${country}/${file}`, envelope]);
    }
  }
  return out;
}

const GOLDENS = goldens();

describe("GOBL's golden documents pass the core rules", () => {
  it.skipIf(!HAS_SHARED)("finds golden documents of every kind", () => {
    expect(GOLDENS.length).toBeGreaterThan(20);
    const schemas = new Set(GOLDENS.map(([, env]) => env.doc.$schema));
    for (const kind of ["bill/invoice", "bill/delivery", "bill/order", "bill/payment", "bill/status", "org/party"]) {
      expect(schemas).toContain(`https://gobl.org/draft-0/${kind}`);
    }
  });

  it.skipIf(!HAS_SHARED).each(GOLDENS)("%s", (_, envelope) => {
    const doc = envelope.doc;
    const type = typeById(doc.$schema);
    expect(type, `no schema for ${doc.$schema}`).toBeDefined();
    const { value, faults: shapeFaults } = conform(type!.schema, doc);
    expect(shapeFaults).toEqual([]);
    const shaped = value as Record<string, any>;
    const ctx: Context = testContext(engine.plugins, shaped.$regime ?? shaped.supplier?.tax_id?.country);
    expect(validateWith(RULES, type!.schema, shaped, ctx)).toEqual([]);
    // the envelope around it too (schema IDs, the embedded document's $schema)
    const env = conform(EnvelopeSchema, envelope).value;
    expect(validateWith(RULES, EnvelopeSchema, env, ctx)).toEqual([]);
  });
});
