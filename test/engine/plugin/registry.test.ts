import "reflect-metadata";
import { container } from "tsyringe";
import { describe, expect, it } from "vitest";
import { createEngine, ADDON_PLUGIN, BizdocError, PluginRegistry, REGIME_PLUGIN, type AddonPlugin } from "../../../engine/index.ts";
import { antarctica } from "../../fixtures/antarctica-regime.ts";

const PARTY = "https://gobl.org/draft-0/org/party";

describe("a regime plugin from outside the project", () => {
  const engine = createEngine({ regimes: [antarctica] });

  it("takes part in a build with its normalizer and calculator", async () => {
    const built = (await engine.build({ $schema: PARTY, $regime: "AQ", name: "Poseidon Ltd", tax_id: { country: "AQ", code: "ant-123 456" } })) as Record<string, any>;
    expect(built.tax_id).toEqual({ country: "AQ", code: "123456" });
    expect(built.meta).toEqual({ "aq-register": "AQ123456" });
  });

  it("takes part in validation with its rules and codes", async () => {
    const err = (await engine.build({ $schema: PARTY, $regime: "AQ", name: "Poseidon Ltd" }).catch((e) => e)) as BizdocError;
    expect(err).toBeInstanceOf(BizdocError);
    expect(err.key).toBe("validation");
    expect(err.faults).toEqual([{ code: "AQ-PARTY-01", properties: ["$.tax_id"], description: "Antarctic parties need a tax ID" }]);
  });

  it("scopes document contributions to documents of its regime", async () => {
    const built = (await engine.build({ $schema: PARTY, name: "Elsewhere SL" })) as Record<string, unknown>;
    expect(built.meta).toBeUndefined();
  });

  it("checks its countrymen's tax IDs wherever they appear", async () => {
    const err = (await engine
      .build({ $schema: "https://gobl.org/draft-0/tax/identity", country: "AQ", code: "12" })
      .catch((e) => e)) as BizdocError;
    expect(err.faults.map((f) => f.code)).toEqual(["AQ-TAX-IDENTITY-01"]);
  });

  it("does not leak into other engines or the root container", async () => {
    const plain = createEngine();
    expect(plain.plugins.regime("AQ")).toBeUndefined();
    expect(container.isRegistered(REGIME_PLUGIN)).toBe(false);
    expect(engine.plugins.regime("aq")?.definition.name.en).toBe("Antarctica");
  });
});

describe("plugin registry", () => {
  const addon = (key: string, requires?: string[]): AddonPlugin => ({ definition: { key, name: { en: key }, requires } });

  it("resolves plugins registered on a container under the tokens", () => {
    const scope = container.createChildContainer();
    scope.register(REGIME_PLUGIN, { useValue: antarctica });
    scope.register(ADDON_PLUGIN, { useValue: addon("aq-format-v1") });
    const registry = scope.resolve(PluginRegistry);
    expect(registry.regimes().map((r) => r.definition.country)).toEqual(["AQ"]);
    expect(registry.addon("aq-format-v1")).toBeDefined();
  });

  it("refuses an addon whose requirement is missing", () => {
    expect(() => createEngine({ addons: [addon("aq-extra-v1", ["aq-base-v1"])] })).toThrow(/requires addon 'aq-base-v1'/);
  });

  it("accepts it once the requirement is present, and expands requirements first", () => {
    const engine = createEngine({ addons: [addon("aq-extra-v1", ["aq-base-v1"]), addon("aq-base-v1")] });
    expect(engine.plugins.expandAddons(["aq-extra-v1", "unknown-v9"]).map((a) => a.definition.key)).toEqual(["aq-base-v1", "aq-extra-v1"]);
  });

  it("refuses the same regime twice", () => {
    expect(() => createEngine({ regimes: [antarctica, antarctica] })).toThrow(/registered twice/);
  });
});
