/**
 * Nothing invalid leaves (issue 26): every invoice of the corpus (GOBL's
 * examples, ours, the convert inputs of GOBL's UBL and CII converters) is
 * written under every profile of every XML format, and each conversion is
 * either written — and then breaks no fatal rule of the rule sets its
 * profile claims, checked again here — or refused with a 4xx whose faults
 * say why: the official rules broken (with their rule set and the document
 * paths feeding them) or the rules of the profile's addons.
 *
 * corpus-written.json is a ratchet: the inputs written per profile. An input
 * written before must stay written; run with CORPUS_UPDATE=1 to record an
 * improvement (the list only grows).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createEngine, isBizdocError, type Envelope } from "../../index.ts";
import { HAS_SHARED } from "../support/shared.ts";
import { corpusInputs } from "./corpus.ts";

const engine = createEngine();
const RATCHET = join(import.meta.dirname, "corpus-written.json");
const recorded = JSON.parse(readFileSync(RATCHET, "utf8")) as Record<string, string[]>;
const written = new Map<string, string[]>();
const inputs = corpusInputs();
const profiles = engine.formatList().flatMap((format) => format.profiles.map((profile) => ({ format: format.key, profile: profile.key, ruleSets: profile.ruleSets ?? [] })));

/** Each input built once (the ones the engine refuses to build are no conversions: counted apart). */
const built = new Map<string, Envelope | undefined>();
async function builtInput(id: string, data: () => unknown): Promise<Envelope | undefined> {
  if (!built.has(id)) built.set(id, await engine.build(data(), { envelop: true }).then((e) => e as Envelope, () => undefined));
  return built.get(id);
}

describe("the corpus written under every profile", () => {
  it("has the inputs it is meant to have", () => {
    expect(inputs.length).toBeGreaterThanOrEqual(HAS_SHARED ? 200 : 10);
    expect(profiles.map((p) => `${p.format}/${p.profile}`)).toContain("ubl/peppol");
  });

  for (const { format, profile, ruleSets } of profiles) {
    const key = `${format}/${profile}`;
    it(`${key}: written with no fatal rule broken, or refused saying why`, async () => {
      const ok: string[] = [];
      const problems: string[] = [];
      for (const input of inputs) {
        const envelope = await builtInput(input.id, input.data);
        if (!envelope) continue;
        try {
          const { xml } = await engine.toXML(envelope, { format, profile });
          // A profile without rule sets (FatturaPA, FacturaE: no official rule sets here; their tests check the XSD) has nothing to check again.
          const check = ruleSets.length > 0 ? await engine.validateXML(xml, { rules: ruleSets }) : { faults: [] };
          const fatal = check.faults.filter((f) => f.flag === "fatal").map((f) => f.code);
          if (fatal.length > 0) problems.push(`${input.id}: written breaking ${fatal.join(", ")}`);
          else ok.push(input.id);
        } catch (error) {
          if (!isBizdocError(error) || error.status >= 500) {
            problems.push(`${input.id}: ${String(error)}`);
            continue;
          }
          // A refusal says why: each fault has a rule code and a document path; an official rule's names its rule set.
          const vague = error.faults.filter((f) => !f.code || f.properties.length === 0 || !f.properties.every((p) => p.startsWith("$")));
          if (error.key === "validation" && (error.faults.length === 0 || vague.length > 0)) problems.push(`${input.id}: refused without a rule and path: ${error.message}`);
          const official = error.faults.filter((f) => "ruleSet" in f);
          for (const fault of official) if (!ruleSets.includes((fault as { ruleSet: string }).ruleSet)) problems.push(`${input.id}: refused by a rule set the profile does not claim`);
        }
      }
      written.set(key, ok);
      expect(problems).toEqual([]);
      const present = new Set(inputs.map((i) => i.id));
      const lost = (recorded[key] ?? []).filter((id) => present.has(id) && !ok.includes(id));
      expect(lost, `${key}: written before, refused now`).toEqual([]);
    });
  }

  afterAll(() => {
    if (process.env.CORPUS_UPDATE !== "1" || written.size !== profiles.length) return;
    const next: Record<string, string[]> = {};
    for (const [key, ids] of written) next[key] = [...new Set([...(recorded[key] ?? []), ...ids])].sort();
    writeFileSync(RATCHET, JSON.stringify(next, null, 2) + "\n");
  });
});
