import { describe, expect, it } from "vitest";
import { EXAMPLES, REFERENCE_EXAMPLE, type Example } from "../../examples/index.ts";
import { exampleLabel, groupExamples, regimeLabel } from "../../playground/examples-menu.ts";

const example = (id: string, regime: string | undefined, addons: string[] = []): Example => ({ id, title: `Title of ${id}`, regime, addons, document: {} });

describe("groupExamples", () => {
  it("groups by regime in order of first appearance, keeping each group's order", () => {
    const groups = groupExamples([example("es-a", "ES"), example("de-a", "DE"), example("es-b", "ES", ["es-verifactu-v1"]), example("plain", undefined)]);
    expect(groups).toEqual([
      {
        label: "Spain (ES)",
        examples: [
          { id: "es-a", label: "Title of es-a" },
          { id: "es-b", label: "Title of es-b [es-verifactu-v1]" },
        ],
      },
      { label: "Germany (DE)", examples: [{ id: "de-a", label: "Title of de-a" }] },
      { label: "No regime", examples: [{ id: "plain", label: "Title of plain" }] },
    ]);
  });

  it("offers every shipped example exactly once", () => {
    const offered = groupExamples(EXAMPLES).flatMap((group) => group.examples.map((entry) => entry.id));
    expect([...offered].sort()).toEqual(EXAMPLES.map((entry) => entry.id).sort());
    expect(offered).toContain(REFERENCE_EXAMPLE.id);
  });
});

describe("labels", () => {
  it("names regimes by their country, and keeps a code Intl does not know", () => {
    expect(regimeLabel("DE")).toBe("Germany (DE)");
    expect(regimeLabel("XX")).toBe("XX");
    expect(regimeLabel("not a code")).toBe("not a code");
    expect(regimeLabel(undefined)).toBe("No regime");
  });

  it("names the addons an example uses", () => {
    expect(exampleLabel(example("x", "ES", ["a-v1", "b-v2"]))).toBe("Title of x [a-v1, b-v2]");
  });
});
