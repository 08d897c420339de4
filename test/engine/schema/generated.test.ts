/**
 * The pre-compiled input checks (engine/schema/generated/input-checks.ts) are
 * what the schemas give today, and the engine uses them: creating the shipped
 * engine compiles no schema, while an engine whose plugins change a closed
 * list compiles its own.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createEngine, schemaCompilations, type RegimePlugin } from "../../../index.ts";
import { generateInputChecks } from "../../../scripts/generate-input-checks.ts";

describe("generated input checks", () => {
  it("are current (else run npm run generate)", () => {
    const file = readFileSync(new URL("../../../engine/schema/generated/input-checks.ts", import.meta.url), "utf8");
    expect(generateInputChecks() === file, "engine/schema/generated/input-checks.ts is stale: npm run generate").toBe(true);
  });

  it("spare the shipped engine any compilation", () => {
    const before = schemaCompilations();
    createEngine();
    expect(schemaCompilations()).toBe(before);
  });

  it("refuse what the compiled checks refuse, with the same faults", async () => {
    // An alternative code no input uses: the same lists, but checks compiled at creation.
    const regime: RegimePlugin = { definition: { country: "XX", alt_country_codes: ["XY"], name: { en: "Test" } } as RegimePlugin["definition"] };
    const generated = createEngine();
    const compiled = createEngine({ regimes: [regime] });
    const INVOICE = "https://gobl.org/draft-0/bill/invoice";
    const inputs = [
      { $schema: INVOICE, issue_date: "2024-13-45" },
      { $schema: INVOICE, code: 7, currency: "XXY" },
      { $schema: INVOICE, uuid: "not-a-uuid", supplier: { name: 5, tax_id: { country: "ZZ" } } },
      { $schema: INVOICE, lines: [{ quantity: {}, item: { name: "x", price: "1" } }], issue_time: "25:61" },
      { $schema: "https://gobl.org/draft-0/org/party", name: ["a"], addresses: "x" },
    ];
    const faultsOf = (engine: typeof generated, doc: object) =>
      engine.build(structuredClone(doc)).then(
        () => [],
        (e: { faults: { code?: string; properties: string[] }[] }) => e.faults.map((f) => [f.code, ...f.properties]),
      );
    for (const input of inputs) {
      const expected = await faultsOf(compiled, input);
      expect(expected.length, JSON.stringify(input)).toBeGreaterThan(0);
      expect(await faultsOf(generated, input)).toEqual(expected);
    }
  });

  it("are compiled afresh for an engine whose regime adds an alternative country code", () => {
    const before = schemaCompilations();
    const regime: RegimePlugin = { definition: { country: "XX", alt_country_codes: ["XZ"], name: { en: "Test" } } as RegimePlugin["definition"] };
    createEngine({ regimes: [regime] });
    expect(schemaCompilations()).toBeGreaterThan(before);
  });
});
