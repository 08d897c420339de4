/**
 * Writes the inputs of a differential run (see README.md) under a directory:
 * build/in/*.json, documents for GOBL's build and ours (random invoices of
 * every regime, some under each addon too, every example, and examples with one random change each;
 * *.correct.json, an example with correction options; *.replicate.json,
 * an example to copy; *.validate.json, a built example, also changed, to
 * validate without calculating; *.sign.json and *.verify.json, signatures
 * to make on one side and check on the other), and
 * convert/jobs.tsv with its envelopes, for GOBL's converters and ours (every
 * example and random variants of the EN 16931 ones, under every profile).
 *
 * Usage: tsx test/differential/inputs.ts DIR [--runs N]
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { createEngine, ENVELOPE_ID } from "../../index.ts";
import { EXAMPLES } from "../../examples/index.ts";
import { invoiceArb, regimes, toInvoice } from "../properties/regime-invoices.support.ts";
import { listExamples, readExample } from "../conformance/harness.ts";
import { GOBL_CONTEXTS, HEAD_UUID, mutate } from "./shared.ts";
import { EN16931_EXAMPLES } from "../support/examples.ts";

type Obj = Record<string, any>;
const engine = createEngine();
const [dir, ...rest] = process.argv.slice(2);
if (!dir) throw new Error("usage: tsx test/differential/inputs.ts DIR [--runs N]");
const runs = rest[0] === "--runs" ? Number(rest[1]) : 20;
const SEED = 4242;

const envelope = (doc: Obj) => ({ $schema: ENVELOPE_ID, head: { uuid: HEAD_UUID }, doc });
const write = (path: string, data: unknown) => writeFileSync(path, JSON.stringify(data, null, 1));

// Build: random invoices per regime, the examples, and one random change to each example, runs times.
const buildIn = join(dir, "build", "in");
rmSync(join(dir, "build"), { recursive: true, force: true });
mkdirSync(buildIn, { recursive: true });
let documents = 0;
const addonKeys = engine.addonList().map((a) => a.key);
for (const info of regimes) {
  fc.sample(invoiceArb(info), { numRuns: runs, seed: SEED }).forEach((spec, i) => {
    const doc = toInvoice(info, spec);
    write(join(buildIn, `random-${info.country.toLowerCase()}-${i}.json`), envelope(doc));
    documents++;
    // The first few again under each addon, whose rules mostly refuse such bare invoices: the fault codes are compared.
    if (i >= 5) return;
    for (const addon of addonKeys) {
      write(join(buildIn, `random-${info.country.toLowerCase()}-${i}-${addon}.json`), envelope({ ...doc, $addons: [addon] }));
      documents++;
    }
  });
}
for (const example of EXAMPLES) {
  const doc = { uuid: "0190a63b-7f85-7429-a635-b269f6eb5295", ...structuredClone(example.document) } as Obj;
  write(join(buildIn, `example-${example.id}.json`), envelope(doc));
  for (let i = 0; i < runs; i++) {
    const { changed, change } = mutate(doc, SEED + i);
    write(join(buildIn, `changed-${example.id}-${i}.json`), envelope(changed));
    writeFileSync(join(buildIn, `changed-${example.id}-${i}.change`), change);
    // Three changes at once, for what one alone does not reach.
    let thrice = { changed: doc, change: "" };
    for (let k = 0; k < 3; k++) {
      const next = mutate(thrice.changed, SEED * 7 + i * 3 + k);
      thrice = { changed: next.changed, change: [thrice.change, next.change].filter(Boolean).join("; ") };
    }
    write(join(buildIn, `changed3-${example.id}-${i}.json`), envelope(thrice.changed));
    writeFileSync(join(buildIn, `changed3-${example.id}-${i}.change`), thrice.change);
  }
  documents += 1 + 2 * runs;
}

// Corrections, copies and validation: each example, built, corrected as each correction type its regime offers, replicated, and validated.
for (const example of EXAMPLES) {
  let built: Obj;
  try {
    built = (await engine.build(envelope(structuredClone(example.document) as Obj))) as Obj;
  } catch {
    continue;
  }
  const schema = (await engine.correctionSchema(built)) as Obj | null;
  const types: string[] = (schema?.$defs?.["bill.CorrectionOptions"]?.properties?.type?.oneOf ?? []).map((o: Obj) => o.const).filter(Boolean);
  for (const type of types) {
    write(join(buildIn, `correct-${example.id}-${type}.correct.json`), { data: built, options: { type, reason: "Prices corrected" } });
    documents++;
  }
  write(join(buildIn, `replicate-${example.id}.replicate.json`), built);
  // Signatures across: one signed by bizdoc for GOBL to verify, and one for GOBL to sign and bizdoc to verify.
  const keys = await engine.keygen();
  try {
    const signed = await engine.sign(built, { privateKey: keys.private });
    write(join(buildIn, `verify-${example.id}.verify.json`), { data: signed, publickey: keys.public });
    write(join(buildIn, `sign-${example.id}.sign.json`), { data: built, privatekey: keys.private, publickey: keys.public });
    documents += 2;
  } catch {
    // not signable (an invoice without a code): nothing to exchange
  }
  // Validation without calculation: the built envelope, and copies with one change (whose digest then no longer holds).
  write(join(buildIn, `validate-${example.id}.validate.json`), built);
  for (let i = 0; i < runs; i++) {
    const { changed, change } = mutate(built.doc as Obj, SEED + i);
    write(join(buildIn, `validate-${example.id}-${i}.validate.json`), { ...built, doc: changed });
    writeFileSync(join(buildIn, `validate-${example.id}-${i}.change`), change);
  }
  documents += 2 + runs;
}

// GOBL's own examples too, when the reference material is there (orders, payments, parties, ...): each, and changed.
for (const example of listExamples()) {
  const input = readExample(example.input) as Obj;
  const name = example.name.replace(/\.(yaml|json)$/, "").replace(/[^A-Za-z0-9.-]+/g, "_");
  const doc = (example.name.includes(".env.") ? input.doc : input) as Obj;
  if (!doc || typeof doc !== "object") continue;
  write(join(buildIn, `gobl-${name}.json`), envelope(doc));
  for (let i = 0; i < runs; i++) {
    const { changed, change } = mutate(doc, SEED + i);
    write(join(buildIn, `gobl-changed-${name}-${i}.json`), envelope(changed));
    writeFileSync(join(buildIn, `gobl-changed-${name}-${i}.change`), change);
  }
  documents += 1 + runs;
}

// Convert: every example, and random variants of the EN 16931 ones, under every profile with its addons added.
const convertDir = join(dir, "convert");
rmSync(convertDir, { recursive: true, force: true });
mkdirSync(join(convertDir, "in"), { recursive: true });
const quantity = fc.oneof(fc.integer({ min: 1, max: 999 }).map(String), fc.integer({ min: 1, max: 99_999 }).map((n) => (n / 100).toFixed(2)));
const price = fc.oneof(fc.integer({ min: 1, max: 5_000_000 }).map((c) => (c / 100).toFixed(2)), fc.integer({ min: 1, max: 5_000_000 }).map((c) => (c / 10_000).toFixed(4)));
const itemName = fc.stringMatching(/^[A-Za-zÀ-ÿ0-9][A-Za-zÀ-ÿ0-9 .,&'<>"-]{0,38}[A-Za-zÀ-ÿ0-9.]$/);
const variant = fc.record({
  rounding: fc.constantFrom("precise", "currency", undefined),
  lines: fc.array(fc.record({ quantity, price, name: itemName, discount: fc.option(fc.integer({ min: 1, max: 50 }), { nil: undefined }) }), { minLength: 1, maxLength: 4 }),
});
const sources: { id: string; doc: Obj }[] = EXAMPLES.map((e) => ({ id: e.id, doc: e.document as Obj }));
for (const example of EN16931_EXAMPLES) {
  fc.sample(variant, { numRuns: runs, seed: SEED }).forEach((v, i) => {
    const doc = structuredClone(example.document) as Obj;
    if (v.rounding) doc.tax = { ...(doc.tax ?? {}), rounding: v.rounding };
    const lines = doc.lines as Obj[];
    doc.lines = v.lines.map((l, j) => {
      const line = structuredClone(lines[j % lines.length]!);
      return { ...line, quantity: l.quantity, item: { ...line.item, name: l.name, price: l.price }, ...(l.discount ? { discounts: [{ percent: `${l.discount}%`, reason: "Promo" }] } : {}) };
    });
    sources.push({ id: `${example.id}-variant-${i}`, doc });
  });
}
const jobs: string[] = [];
for (const { id, doc } of sources) {
  for (const format of engine.formatList()) {
    for (const profile of format.profiles) {
      const context = GOBL_CONTEXTS[format.key]?.[profile.key];
      if (!context) continue;
      const withAddons = { ...structuredClone(doc), $addons: [...new Set([...(doc.$addons ?? []), ...profile.addons, ...(profile.requires ?? [])])] };
      let built: unknown;
      try {
        built = await engine.build(envelope(withAddons));
      } catch {
        continue; // the profile's addons refuse this document: nothing to convert
      }
      const path = join(convertDir, "in", `${id}--${format.key}-${profile.key}.json`);
      write(path, built);
      jobs.push([id, format.key, profile.key, context, path].join("\t"));
    }
  }
}
writeFileSync(join(convertDir, "jobs.tsv"), jobs.join("\n") + "\n");
console.log(`${documents} documents to build, ${jobs.length} conversions, under ${dir}`);
