/**
 * An addon may switch off other rule sets' fault codes while it is active
 * (AddonPlugin.ignores, GOBL's rules.Ignore): the code is dropped only for
 * documents that name the addon, and only that code.
 */
import { describe, expect, it } from "vitest";
import { builtinAddons, builtinRegimes, createEngine, externalAddonKeys, retiredAddons, type AddonPlugin } from "../../index.ts";
import { refusal } from "../support/refusal.ts";
import { toyInvoice } from "../support/toy-format.ts";

/** A rule that refuses every invoice without a note. */
const strict: AddonPlugin = {
  definition: { key: "xx-strict-v1", name: { en: "Strict" } },
  validators: [{ type: "bill.Invoice", assert: [{ code: "XX-STRICT-01", message: "needs a note", test: (inv: { notes?: unknown[] }) => (inv.notes?.length ?? 0) > 0 }] }],
} as unknown as AddonPlugin;

/** An addon that, when active, switches the strict rule off. */
const lenient: AddonPlugin = { definition: { key: "xx-lenient-v1", name: { en: "Lenient" } }, ignores: ["XX-STRICT-01"] } as unknown as AddonPlugin;

/** An engine with bizdoc's regimes and addons, and these. */
const withAddons = (...addons: AddonPlugin[]) =>
  createEngine({ builtins: false, regimes: [...builtinRegimes], addons: [...builtinAddons, ...addons], externalAddons: [...externalAddonKeys], retiredAddons: [...retiredAddons] });

describe("AddonPlugin.ignores", () => {
  it("drops the code for documents that name the ignoring addon, and only for them", async () => {
    const bizdoc = withAddons(strict, lenient);
    const refused = await refusal(bizdoc.build({ ...toyInvoice, $addons: ["xx-strict-v1"] }));
    expect(refused.faults.map((f) => f.code)).toContain("XX-STRICT-01");
    const built = (await bizdoc.build({ ...toyInvoice, $addons: ["xx-strict-v1", "xx-lenient-v1"] })) as { $addons: string[] };
    expect(built.$addons).toEqual(["xx-strict-v1", "xx-lenient-v1"]);
    await expect(bizdoc.build({ ...toyInvoice, $addons: ["xx-strict-v1"], notes: [{ text: "ok" }] })).resolves.toBeDefined();
  });
});
