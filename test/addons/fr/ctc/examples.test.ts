/**
 * GOBL's French CTC examples (gobl.fr.ctc's `examples/` at the commit in
 * the reference's SOURCE, with their golden envelopes under `out/`), built
 * with an engine that registers the three flow addons. The ratchet
 * (passing.json) lists those we reproduce; each of them must keep passing,
 * the others report their first difference.
 *
 * Five of those goldens were made with a GOBL from before v0.500, which had
 * no URI endpoints on parties: an endpoint was then `{code: "peppol:…"}`
 * (dropped as an unknown field by later GOBLs, leaving an endpoint without
 * its required URI), EN 16931 and flow 6 gave parties no endpoint from their
 * Peppol inbox, and the header no `from`/`to`. gobl.fr.ctc regenerated them
 * with GOBL v0.500.0 (commits c2a96ff and 18e91b3): the inputs' endpoints
 * rewritten as `iso6523-actorid-upis::<scheme>:<code>` URIs, and each party
 * with a Peppol inbox given that endpoint; nothing else changed. Those five
 * are checked the same way here: the input rewritten so, the golden given
 * the endpoints, and the digest compared with the v0.500.0 golden's.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createEngine } from "../../../../index.ts";
import { ENVELOPE_ID, type Engine } from "../../../../engine/index.ts";
import { EXAMPLE_HEAD_UUID, firstDifference, listExamples, readExample, runExample, type Example } from "../../../conformance/harness.ts";
import { HAS_SHARED, SKIP_NO_SHARED, sharedPath } from "../../../support/shared.ts";

type Obj = Record<string, any>;

const DIR = sharedPath("reference", "gobl-fr-ctc", "examples");
const passing = JSON.parse(readFileSync(join(import.meta.dirname, "passing.json"), "utf8")) as string[];

/** The digests of the goldens gobl.fr.ctc regenerated with GOBL v0.500.0 (commit 18e91b3), by example. */
const V0500_DIGESTS = new Map([
  ["invoice-fr-fr-ctc-advance.yaml", "73338725e6346d998bb6753f7581b018e7c8c8a88177f3d3e169d0000dc0741f"],
  ["invoice-fr-fr-ctc-b2b-2.yaml", "a6fe90850c6bead4f389822af8b5bb86c0d1926d9d12c617e54228d8b5b26786"],
  ["invoice-fr-fr-ctc-b2b.yaml", "0728edc74aefb120eb7d794374360e9bc08a4e3278e307cc2303922126b203c1"],
  ["invoice-fr-fr-ctc-credit-note.yaml", "ba152a8e2ecfd2b585c78554088f47d327cdee500936f9f6d0c6f9aa34676321"],
  ["status-fr-fr-ctc-flow6-accepted.yaml", "fbe4e53914067213031559a1d0001db89c5f3840f85f892c78e714d000f8afa7"],
]);

const PEPPOL = "iso6523-actorid-upis";
const PARTIES = ["supplier", "customer"];

/** The input as gobl.fr.ctc rewrote it for v0.500: `{code: "peppol:<scheme>:<code>"}` endpoints become URIs. */
function withURIEndpoints(doc: Obj): Obj {
  for (const role of PARTIES) {
    const endpoints = doc[role]?.endpoints as Obj[] | undefined;
    if (!endpoints) continue;
    doc[role].endpoints = endpoints.map((e) => (typeof e.code === "string" && e.code.startsWith("peppol:") ? { uri: `${PEPPOL}::${e.code.slice("peppol:".length)}` } : e));
  }
  return doc;
}

/** The old golden with what v0.500 adds: each party with a Peppol inbox and no endpoint gets the inbox's endpoint. */
function withInboxEndpoints(doc: Obj): Obj {
  for (const role of PARTIES) {
    const party = doc[role] as Obj | undefined;
    const inbox = (party?.inboxes as Obj[] | undefined)?.find((i) => i.key === "peppol" && i.scheme && i.code);
    if (party && inbox && !party.endpoints) party.endpoints = [{ uri: `${PEPPOL}::${inbox.scheme}:${inbox.code}` }];
  }
  return doc;
}

async function runAtV0500(engine: Engine, example: Example, digest: string): Promise<string> {
  const input = withURIEndpoints(readExample(example.input) as Obj);
  const golden = JSON.parse(readFileSync(example.golden, "utf8")) as Obj;
  let built: Obj;
  try {
    built = JSON.parse(JSON.stringify(await engine.build({ $schema: ENVELOPE_ID, head: { uuid: EXAMPLE_HEAD_UUID }, doc: input })));
  } catch (err) {
    return `error: ${(err as Error).message}`;
  }
  return firstDifference(withInboxEndpoints(golden.doc), built.doc, "$.doc") ?? firstDifference(digest, built.head.dig?.val, "$.head.dig.val") ?? "equal";
}

if (!HAS_SHARED) it.skip(`French CTC examples: ${SKIP_NO_SHARED}`, () => {});
else
  describe("French CTC examples (reference found)", () => {
    const engine = createEngine();
    const examples = listExamples(DIR);

    it("finds the examples", () => {
      expect(examples.length).toBeGreaterThan(0);
    });

    it.each(examples.map((e) => [e.name, e] as const))("%s", async (name, example) => {
      const digest = V0500_DIGESTS.get(name);
      const reason = digest ? await runAtV0500(engine, example, digest) : ((await runExample(engine, example)).reason ?? "equal");
      if (passing.includes(name)) expect(reason).toBe("equal");
      else if (reason !== "equal") console.info(`${name}: ${reason}`);
    });

    // The old goldens themselves: what the version difference above explains, and nothing more.
    it.each([...V0500_DIGESTS.keys()])("%s differs from its pre-v0.500 golden by the party endpoints only", async (name) => {
      const example = examples.find((e) => e.name === name)!;
      const reason = (await runExample(engine, example)).reason ?? "equal";
      expect(reason).toMatch(/endpoints/);
    });
  });
