/**
 * Plugins registered on the caller's tsyringe container count along with the
 * options' and, from `bizdoc`, the built-in ones: the engine's child container
 * would otherwise hide them (tsyringe's resolveAll on a child that has any
 * registration of a token returns only the child's).
 */
import { describe, expect, it } from "vitest";
import { ADDON_PLUGIN, EXTERNAL_ADDON, REGIME_PLUGIN, container, createEngine } from "../../../index.ts";
import { createEngine as createCoreEngine } from "../../../engine/index.ts";
import { antarctica } from "../../fixtures/antarctica-regime.ts";
import { PENGUIN_KEY, penguin } from "../../fixtures/penguin-addon.ts";

const PARTY = "https://gobl.org/draft-0/org/party";

function scopeWithPlugins() {
  const scope = container.createChildContainer();
  scope.register(REGIME_PLUGIN, { useValue: antarctica });
  scope.register(ADDON_PLUGIN, { useValue: penguin });
  return scope;
}

describe("createEngine({ container })", () => {
  it("from bizdoc: the caller's regime and addon count along with the built-in ones", async () => {
    const engine = createEngine({ container: scopeWithPlugins() });
    expect(engine.regime("AQ")?.name.en).toBe("Antarctica");
    expect(engine.regime("ES")).toBeDefined();
    expect(engine.addon(PENGUIN_KEY)).toBeDefined();
    expect(engine.addon("eu-en16931-v2017")).toBeDefined();
    expect(engine.regimeList().length).toBe(createEngine().regimeList().length + 1);
    // and takes part in builds
    const built = (await engine.build({ $schema: PARTY, $regime: "AQ", name: "Poseidon Ltd", tax_id: { country: "AQ", code: "ant-123 456" } })) as Record<string, any>;
    expect(built.tax_id).toEqual({ country: "AQ", code: "123456" });
  });

  it("from the core: the caller's plugins count along with the options'", () => {
    const scope = container.createChildContainer();
    scope.register(REGIME_PLUGIN, { useValue: antarctica });
    scope.register(EXTERNAL_ADDON, { useValue: "aq-external-v1" });
    const engine = createCoreEngine({ container: scope, addons: [penguin] });
    expect(engine.regimeList().map((r) => r.country)).toEqual(["AQ"]);
    expect(engine.addonList().map((a) => a.key)).toEqual([PENGUIN_KEY]);
    expect(engine.plugins.isExternalAddon("aq-external-v1")).toBe(true);
  });

  it("sees registrations of the container's ancestors too", () => {
    const engine = createEngine({ container: scopeWithPlugins().createChildContainer() });
    expect(engine.regime("AQ")).toBeDefined();
    expect(engine.addon(PENGUIN_KEY)).toBeDefined();
  });

  it("refuses a plugin given both ways, as it refuses one given twice", () => {
    expect(() => createEngine({ container: scopeWithPlugins(), regimes: [antarctica] })).toThrow(/registered twice/);
  });

  it("leaves the caller's container as it was", () => {
    const scope = scopeWithPlugins();
    createEngine({ container: scope });
    expect(scope.resolveAll(REGIME_PLUGIN)).toEqual([antarctica]);
    expect(scope.isRegistered(EXTERNAL_ADDON, true)).toBe(false);
    expect(container.isRegistered(REGIME_PLUGIN)).toBe(false);
  });
});
