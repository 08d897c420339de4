/** The example picker's contents: examples grouped by regime, addon examples labelled with their addons. */
import type { Example } from "../examples/index.ts";

export interface ExampleGroup {
  label: string;
  examples: { id: string; label: string }[];
}

const regionNames = new Intl.DisplayNames(["en"], { type: "region", fallback: "code" });

/** "Spain (ES)" for `ES`; "No regime" for a document without one. */
export function regimeLabel(regime: string | undefined): string {
  if (regime === undefined) return "No regime";
  let name = regime;
  try {
    name = regionNames.of(regime) ?? regime;
  } catch {
    // Not a region code Intl knows the shape of: the code alone says it.
  }
  return name === regime ? regime : `${name} (${regime})`;
}

/** What an option shows: the example's title, and the addons it uses. */
export function exampleLabel(example: Example): string {
  return example.addons.length === 0 ? example.title : `${example.title} [${example.addons.join(", ")}]`;
}

/** One group per regime, in the order the regimes first appear; each keeps its examples' order. */
export function groupExamples(examples: readonly Example[]): ExampleGroup[] {
  const groups = new Map<string, ExampleGroup>();
  for (const example of examples) {
    const label = regimeLabel(example.regime);
    let group = groups.get(label);
    if (!group) groups.set(label, (group = { label, examples: [] }));
    group.examples.push({ id: example.id, label: exampleLabel(example) });
  }
  return [...groups.values()];
}
