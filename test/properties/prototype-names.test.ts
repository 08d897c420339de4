/**
 * The names of Object.prototype's own properties (constructor, toString,
 * __proto__, hasOwnProperty, ...) sent as the text of every key, code, type,
 * tag, unit, country or currency code, extension key or value and meta key
 * an invoice can hold (and of the free text and meta values the example
 * holds), in the example of every regime and addon, through build, correct
 * (its options too) and the conversion to UBL, CII and every other format
 * whose profiles the example's addons select or require (FatturaPA,
 * FacturaE, KSeF, VERI*FACTU, TicketBAI, CFDI); likewise every slot of the
 * documents that are no invoice (the examples' status, and those of
 * prototype-names.documents.ts: VERI*FACTU's event, SAF-T's receipt,
 * delivery and order, France's payment status) through build and their
 * formats (CDAR, VERI*FACTU). Whatever is refused is refused
 * with a BizdocError below 500; no function or object found by looking such
 * a name up in a plain object leaks into a document, an XML or an error;
 * Object.prototype is left as it was.
 *
 * Deterministic coverage: every slot of the document's schema
 * (prototype-names.support.ts), filled in the example or not, in every
 * example, the names rotated over the examples so that every name meets
 * every slot; every correction option of every example likewise. One
 * document per slot would take half a minute, so an example's slots are
 * sent in sets (see `groupsOf`). The slots a refusal is about are settled
 * and the others sent again without them, until each has gone through every
 * step a document holding it alone goes through (a refusal about none of
 * them splits the set in halves); the texts that built are then converted
 * and corrected together (in halves when together they do not build).
 * Random coverage: fast-check sends a few slots with names at a time, and
 * a correction option (`PROPERTY_RUNS` documents).
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEngine, isBizdocError, type BizdocError } from "../../index.ts";
import { EXAMPLES, type Example } from "../../examples/index.ts";
import { CATALOGUE_EXTENSION_KEYS } from "../../engine/tax/rules.ts";
import { startServer, type TestServer } from "../server/helpers.ts";
import { Blame, holds, parsePath, place, placementOf, slotLabel, slotPath, slotsOf, withMapKeys, type Placement, type Segment, type Slot } from "./prototype-names.support.ts";
import { FORMAT_OPTIONS, OTHER_DOCUMENTS } from "./prototype-names.documents.ts";
import { INVOICE_EXAMPLES } from "../support/examples.ts";

const RUNS = Number(process.env.PROPERTY_RUNS ?? 200);
const INVOICE = "https://gobl.org/draft-0/bill/invoice";

const engine = createEngine();
const NAMES = Object.getOwnPropertyNames(Object.prototype).sort();
const PROTOTYPE = new Map(NAMES.map((name) => [name, Object.getOwnPropertyDescriptor(Object.prototype, name)!]));

/** What a function, or an object turned into text, looks like once written out. */
const LEAK = /\[native code\]|\[object Object\]|\bfunction\b/;

const INVOICE_SLOTS = slotsOf(engine.schema("bill/invoice", { bundle: true })!);
const OPTION_SLOTS = slotsOf(engine.schema("bill/correction-options", { bundle: true })!);

/** The documents that are no invoice: the examples' (a status) and those of the addons reading other documents. */
const OTHER_EXAMPLES = [...EXAMPLES.filter((example) => example.document.$schema !== INVOICE), ...OTHER_DOCUMENTS];

/** The slots of a document's schema (`bill/status` for `https://gobl.org/draft-0/bill/status`). */
function slotsOfSchema($schema: string): Slot[] {
  if ($schema === INVOICE) return INVOICE_SLOTS;
  const bundled = engine.schema($schema.replace(/^https:\/\/gobl\.org\/draft-0\//, ""), { bundle: true });
  if (!bundled) throw new Error(`no schema ${$schema}`);
  return slotsOf(bundled);
}

/**
 * The formats a document is written with: an invoice UBL and CII (whether
 * they take it or refuse it), and every document each other format with a
 * profile that its addons select or require (fatturapa for it-sdi-v1, cdar
 * for fr-ctc-flow6-v1...).
 */
function formatsOf(example: Example): string[] {
  const own = engine
    .formatList()
    .filter((format) => format.profiles.some((profile) => [...(profile.addons ?? []), ...(profile.requires ?? [])].some((addon) => example.addons.includes(addon))))
    .map((format) => format.key);
  return [...new Set([...(example.document.$schema === INVOICE ? ["ubl", "cii"] : []), ...own])];
}

interface Case {
  example: Example;
  /** The example's position: the names rotate with it. */
  index: number;
  json: string;
  /** Every slot of its document's schema but free text the example leaves empty. */
  slots: Slot[];
  /** The formats the document is written with (see `formatsOf`). */
  formats: string[];
  /** An invoice's correction options and the correction type its regime offers first (none for other documents). */
  optionSlots: Slot[];
  correctionType?: string;
}

/**
 * Every extension key of the example's regime and addons (a key no plugin
 * defines when there are none); with addons, GOBL's catalogue keys too, as
 * addons read them (ZATCA the VATEX reason of `cef-vatex`).
 */
function extensionKeysOf(example: Example): string[] {
  const plugins = [engine.plugins.regime(example.regime), ...engine.plugins.expandAddons(example.addons)];
  const keys = plugins.flatMap((plugin) => (plugin?.definition.extensions ?? []).map((def) => def.key ?? ""));
  const catalogue = example.addons.length > 0 ? CATALOGUE_EXTENSION_KEYS : [];
  const known = [...new Set([...keys, ...catalogue].filter((key) => key !== ""))];
  return known.length > 0 ? known : ["x-unknown"];
}

async function caseOf(example: Example, index: number): Promise<Case> {
  const keys = extensionKeysOf(example);
  const slots = withMapKeys(slotsOfSchema(String(example.document.$schema)), keys, example.document).filter((slot) => !slot.free || holds(example.document, slotPath(slot)));
  const common = { example, index, json: JSON.stringify(example.document), slots, formats: formatsOf(example) };
  if (example.document.$schema !== INVOICE) return { ...common, optionSlots: [] };
  const built = await engine.build(structuredClone(example.document));
  const schema = (await engine.correctionSchema(built)) as { $defs: Record<string, { properties: { type: { default?: string } } }> };
  return {
    ...common,
    optionSlots: withMapKeys(OPTION_SLOTS, keys, {}),
    correctionType: schema.$defs["bill.CorrectionOptions"].properties.type.default ?? "credit-note",
  };
}

/** Every example and other document; the invoices first. */
let cases: Case[];
let invoiceCases: Case[];
beforeAll(async () => {
  cases = await Promise.all([...INVOICE_EXAMPLES, ...OTHER_EXAMPLES].map(caseOf));
  invoiceCases = cases.filter((c) => c.correctionType !== undefined);
});

/** What went wrong, each a description of the input and the error. */
const problems: string[] = [];

/** What came of an operation; `problem` when it broke a rule of this test (then recorded in `problems`). */
type Outcome<T> = ({ ok: true; value: T } | { ok: false; error?: BizdocError }) & { problem: boolean };

/**
 * Runs one operation: a refusal must be a BizdocError below 500, and
 * neither it nor a result may show a leak.
 */
async function attempt<T>(what: () => string, run: () => Promise<T>): Promise<Outcome<T>> {
  const found = (problem: string) => problems.push(`${what()}: ${problem}`);
  try {
    const value = await run();
    const leak = LEAK.exec(typeof value === "object" && value !== null && "xml" in value ? String(value.xml) : JSON.stringify(value));
    if (leak) found(`"${leak[0]}" in the result`);
    return { ok: true, value, problem: leak !== null };
  } catch (err) {
    if (!isBizdocError(err) || err.status >= 500) {
      found(`${isBizdocError(err) ? `${err.status} ${err.key}` : "not a BizdocError"}: ${(err as Error).message.slice(0, 200)}`);
      return { ok: false, problem: true };
    }
    const leak = LEAK.exec(JSON.stringify(err.toJSON()));
    if (leak) found(`"${leak[0]}" in the refusal: ${err.message.slice(0, 200)}`);
    return { ok: false, error: err, problem: leak !== null };
  }
}

/** A slot with the name sent there, and where it lands in the example. */
type Sent = { slot: Slot; text: string } & Placement;

const sending = (c: Case, slot: Slot, text: string): Sent => ({ slot, text, ...placementOf(c.example.document, slot, text) });

const describeSent = (c: Case, sent: readonly Sent[], step: string) => () =>
  `${step} ${c.example.id} with ${sent.map((s) => `${slotLabel(s.slot)} = ${s.text}`).join(", ")}`;

/** A value as a request brings it: a `__proto__` key an own property. */
const asSent = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** The example with the texts in place (a new document each time: operations may change what they are given). */
function withTexts(c: Case, sent: readonly Sent[]): Record<string, unknown> {
  const doc = JSON.parse(c.json) as Record<string, unknown>;
  for (const s of sent) place(doc, s.slot, s.text);
  return doc;
}

/** What is done with a document that builds: written in its formats, and an invoice corrected with `correction`. */
interface Further {
  correction?: Record<string, unknown>;
}

/** The correction options of an invoice's case: its type (none for other documents). */
const correctionOf = (c: Case): Further => (c.correctionType === undefined ? {} : { correction: { type: c.correctionType } });

/**
 * Builds the example with the texts in place; with `further`, a document
 * that builds is also written in its formats (with the options they need)
 * and an invoice corrected. Gives the build's outcome, with `problem` when
 * any of the steps broke a rule.
 */
async function exercise(c: Case, sent: readonly Sent[], further?: Further): Promise<Outcome<unknown>> {
  const outcome = await attempt(describeSent(c, sent, "build"), () => engine.build(withTexts(c, sent)));
  if (!outcome.ok || !further) return outcome;
  const steps: Outcome<unknown>[] = [];
  for (const format of c.formats) {
    const options = FORMAT_OPTIONS.get(format);
    steps.push(await attempt(describeSent(c, sent, `toXML ${format}`), () => engine.toXML(withTexts(c, sent), { format, ...(options ? { options } : {}) })));
  }
  const correction = further.correction;
  if (correction) {
    steps.push(
      await attempt(
        () => `${describeSent(c, sent, "correct")()} (options ${JSON.stringify(correction)})`,
        () => engine.correct(outcome.value, asSent(correction)),
      ),
    );
  }
  return { ...outcome, problem: outcome.problem || steps.some((step) => step.problem) };
}

/**
 * Whether the refusal came from the rules, after every step of the build
 * ran: not from reading the input (schema and number faults, unknown
 * addons) nor from the calculation.
 */
function afterEveryStep(error: BizdocError): boolean {
  return error.key === "validation" && error.faults.every((f) => !/^BIZDOC-(SCHEMA|NUM)-|^GOBL-TAX-ADDONS-01$/.test(f.code ?? ""));
}

const halves = <T>(list: readonly T[]): T[][] => [list.slice(0, list.length >> 1), list.slice(list.length >> 1)].filter((h) => h.length > 0);

/**
 * Builds the texts together, settling those a refusal is about (see
 * `Blame`) and sending the others again; a refusal about none of them
 * splits them in halves, and so does a problem (down to the fewest texts
 * showing it). Gives the sets of texts that built.
 */
async function settle(c: Case, batch: readonly Sent[]): Promise<Sent[][]> {
  const built: Sent[][] = [];
  const queue: (readonly Sent[])[] = [batch];
  while (queue.length > 0) {
    const sent = queue.pop()!;
    const outcome = await exercise(c, sent);
    if (outcome.problem) {
      if (sent.length > 1) queue.push(...halves(sent));
      continue;
    }
    if (outcome.ok) built.push([...sent]);
    if (outcome.ok || sent.length === 1) continue;
    const error = outcome.error!;
    const blame = new Blame(sent);
    const late = afterEveryStep(error);
    const about = new Set(error.faults.flatMap((f) => f.properties.flatMap((p) => blame.of(parsePath(p) ?? [], late))));
    const rest = sent.filter((s) => !about.has(s));
    if (about.size === 0) queue.push(...halves(rest));
    else if (rest.length > 0) queue.push(rest);
  }
  return built;
}

/**
 * Converts and corrects the sets of texts that built, all at once, or in
 * halves when together they do not build; a problem splits them too, down to
 * the fewest texts showing it. Gives how many texts went through.
 */
async function convertTogether(c: Case, built: readonly Sent[][]): Promise<number> {
  let converted = 0;
  const queue: (readonly Sent[][])[] = built.length > 0 ? [built] : [];
  while (queue.length > 0) {
    const sets = queue.pop()!;
    const outcome = await exercise(c, sets.flat(), correctionOf(c));
    if (outcome.ok && !outcome.problem) converted += sets.flat().length;
    else if (sets.length > 1) queue.push(...halves(sets));
    else if (outcome.problem && sets[0].length > 1) queue.push(...halves(sets[0]).map((half) => [half]));
  }
  return converted;
}

/** The name a slot gets in an example: rotated, so that across the examples every name meets every slot. */
const nameFor = (c: Case, slotIndex: number) => NAMES[(c.index + slotIndex) % NAMES.length];

/** The tax combo holding a slot (its ext map's slots included), or undefined. */
const comboOf = (slot: Slot) => (slot.owner !== "tax.Combo" ? undefined : slot.role === "value" ? slot.holder : slot.holder.slice(0, -1));

/**
 * The example's slots in sets to send:
 * - alone, those whose refusal stops the calculation: the invoice's context
 *   (`$regime`, `$addons`, `$tags`) and the key, rate and category of the
 *   example's own tax combos (a calculation stops at its first refusal);
 * - together, the slots of the tax combos the example lacks (each combo
 *   made stops the calculation once), and the values of closed lists (reading
 *   the input refuses them all at once);
 * - the others dealt into groups, never two slots of one object in a
 *   group (so that none hides another), the deal shifting from one example
 *   to the next.
 */
function groupsOf(c: Case): Sent[][] {
  const named = c.slots.map((slot, i) => sending(c, slot, nameFor(c, i)));
  const own = (combo: Segment[] | undefined) => combo !== undefined && holds(c.example.document, combo);
  const alone = named.filter(({ slot }) => String(slot.holder[0] ?? slot.field).startsWith("$") || (slot.role === "value" && own(comboOf(slot))));
  const rest = named.filter((s) => !alone.includes(s));
  const madeCombos = rest.filter(({ slot }) => comboOf(slot) && !own(comboOf(slot)));
  const closed = rest.filter(({ slot }) => slot.closed && !comboOf(slot));
  const rank = new Map<string, number>();
  const ranked = rest
    .filter((s) => !madeCombos.includes(s) && !closed.includes(s))
    .map((s) => {
      const holder = JSON.stringify(s.slot.holder);
      const r = rank.get(holder) ?? 0;
      rank.set(holder, r + 1);
      return { s, r };
    });
  const count = Math.max(...rank.values());
  const groups: Sent[][] = Array.from({ length: count }, () => []);
  for (const { s, r } of ranked) groups[(r + c.index) % count].push(s);
  return [...alone.map((s) => [s]), madeCombos, closed, ...groups].filter((g) => g.length > 0);
}

function expectPrototypeUnchanged(): void {
  expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(NAMES);
  for (const [name, before] of PROTOTYPE) {
    const now = Object.getOwnPropertyDescriptor(Object.prototype, name)!;
    // The very functions of before (and for `__proto__`, its accessors).
    expect(now.value === before.value && now.get === before.get && now.set === before.set, `Object.prototype.${name} replaced`).toBe(true);
  }
}

function expectNoProblems(): void {
  const shortestFirst = [...new Set(problems)].sort((a, b) => a.length - b.length);
  problems.length = 0;
  expect(shortestFirst.slice(0, 20), `${shortestFirst.length} problems`).toEqual([]);
}

describe("Object.prototype's property names as user text", () => {
  it("every slot of every example's document, every name in every slot of the invoice across the examples", async () => {
    const namesBySlot = new Map<string, Set<string>>();
    const unconverted: string[] = [];
    for (const c of cases) {
      const groups = groupsOf(c);
      if (invoiceCases.includes(c)) for (const { slot, text } of groups.flat()) namesBySlot.set(slotLabel(slot), (namesBySlot.get(slotLabel(slot)) ?? new Set()).add(text));
      expect(groups.flat()).toHaveLength(c.slots.length);
      const built: Sent[][] = [];
      for (const group of groups) built.push(...(await settle(c, group)));
      if ((await convertTogether(c, built)) === 0) unconverted.push(c.example.id);
    }
    expectNoProblems();
    expectPrototypeUnchanged();
    // Every slot of the schema (those for one extension key or free text aside) met every name.
    const everywhere = INVOICE_SLOTS.filter((slot) => slot.role !== "map-value" && !slot.free).map(slotLabel);
    expect(everywhere.filter((label) => namesBySlot.get(label)?.size !== NAMES.length)).toEqual([]);
    // Some texts of each example built, and were written and (an invoice) corrected.
    expect(unconverted).toEqual([]);
  }, 60_000);

  it("every correction option of every invoice example", async () => {
    for (const c of invoiceCases) {
      const built = await engine.build(JSON.parse(c.json));
      for (const [i, slot] of c.optionSlots.entries()) {
        const options: Record<string, unknown> = { type: c.correctionType! };
        const text = nameFor(c, i);
        place(options, slot, text);
        await attempt(
          () => `correct ${c.example.id} with option ${slotLabel(slot)} = ${text}`,
          () => engine.correct(structuredClone(built), asSent(options)),
        );
      }
    }
    expectNoProblems();
    expectPrototypeUnchanged();
  }, 60_000);

  it(`random examples, slots and names, a correction option too (${RUNS} runs)`, async () => {
    const sentArb = (c: Case) => fc.array(fc.record({ slot: fc.constantFrom(...c.slots), text: fc.constantFrom(...NAMES) }), { minLength: 1, maxLength: 4 });
    const optionArb = (c: Case) =>
      c.optionSlots.length === 0 ? fc.constant(null) : fc.option(fc.record({ slot: fc.constantFrom(...c.optionSlots), text: fc.constantFrom(...NAMES) }));
    const caseArb = fc.constantFrom(...cases).chain((c) => fc.record({ c: fc.constant(c), sent: sentArb(c), option: optionArb(c) }));
    await fc.assert(
      fc.asyncProperty(caseArb, async ({ c, sent, option }) => {
        const further = correctionOf(c);
        if (option && further.correction) place(further.correction, option.slot, option.text);
        await exercise(c, sent.map(({ slot, text }) => sending(c, slot, text)), further);
        expectNoProblems();
      }),
      { numRuns: RUNS },
    );
    expectPrototypeUnchanged();
  }, 60_000);
});

describe("the issue's requests over HTTP", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ engine });
  });
  afterAll(() => server.close());

  const identityKey = (addon: string) => ({ $schema: INVOICE, $regime: "ES", $addons: [addon], customer: { identities: [{ key: "hasOwnProperty" }] } });
  const tbaiWithRegion = (region: string) => {
    const doc = structuredClone(EXAMPLES.find((e) => e.id === "es-tbai-v1")!.document) as { supplier: { addresses: { region?: string }[] } };
    doc.supplier.addresses[0].region = region;
    return doc;
  };
  it.each([
    ["an identity key under es-tbai-v1", identityKey("es-tbai-v1")],
    ["an identity key under es-verifactu-v1", identityKey("es-verifactu-v1")],
    ["an identity key under es-sii-v1", identityKey("es-sii-v1")],
    ["an invoice type under ar-arca-v4", { $schema: INVOICE, $regime: "AR", $addons: ["ar-arca-v4"], type: "toString" }],
    ["a supplier region under es-tbai-v1", tbaiWithRegion("constructor")],
    ["a supplier region of __proto__ under es-tbai-v1", tbaiWithRegion("__proto__")],
  ])("POST /v0/build with %s is refused as a client error", async (_what, data) => {
    // Plain fetch: the API's own tests check answers against openapi.json (compiling it costs half a second).
    const res = await fetch(`${server.base}/build`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ data }) });
    const text = await res.text();
    expect(res.status, text).toBeGreaterThanOrEqual(400);
    expect(res.status, text).toBeLessThan(500);
    expect(JSON.parse(text)).toMatchObject({ code: res.status, key: expect.any(String), message: expect.any(String) });
    expect(text).not.toMatch(LEAK);
  });
});
