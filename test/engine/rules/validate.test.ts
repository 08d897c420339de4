import { describe, expect, it } from "vitest";
import { PartySchema } from "../../../engine/org/schema.ts";
import { createEngine } from "../../../index.ts";
import { validateWith } from "../../../engine/rules/validate.ts";
import type { RuleSet } from "../../../engine/rules/rule.ts";
import { testContext } from "../../support/context.ts";

const engine = createEngine();
const ctx = testContext(engine.plugins);

const emailRule: RuleSet = {
  type: "org.Email",
  assert: [{ code: "T-EMAIL-01", field: "addr", message: "needs an @", test: (e) => String(e.addr).includes("@") }],
};

describe("validateWith", () => {
  it("merges faults with the same code and message, keeping every path in order", () => {
    const party = { emails: [{ addr: "x" }, { addr: "ok@x.es" }, { addr: "y" }], people: [{ name: { given: "A" }, emails: [{ addr: "z" }] }] };
    expect(validateWith([emailRule], PartySchema, party, ctx)).toEqual([
      { code: "T-EMAIL-01", properties: ["$.people[0].emails[0].addr", "$.emails[0].addr", "$.emails[2].addr"], description: "needs an @" },
    ]);
  });

  it("prefixes paths for a document inside an envelope", () => {
    const faults = validateWith([emailRule], PartySchema, { emails: [{ addr: "x" }] }, ctx, { basePath: "$.doc" });
    expect(faults[0].properties).toEqual(["$.doc.emails[0].addr"]);
  });

  it("drops ignored codes", () => {
    expect(validateWith([emailRule], PartySchema, { emails: [{ addr: "x" }] }, ctx, { ignore: ["T-EMAIL-01"] })).toEqual([]);
  });

  it("applies a guarded set only in a matching context", () => {
    const guarded: RuleSet = { ...emailRule, when: (c) => c.regime?.definition.country === "ES" };
    expect(validateWith([guarded], PartySchema, { emails: [{ addr: "x" }] }, ctx)).toEqual([]);
    const es = testContext(engine.plugins, "ES");
    expect(validateWith([guarded], PartySchema, { emails: [{ addr: "x" }] }, es)).toHaveLength(1);
  });
});
