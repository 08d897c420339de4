/**
 * Typed documents: the fixtures in ./fixtures are compiled with tsc (their
 * `@ts-expect-error` lines must fail, everything else must pass), and the
 * typed calls are run to check they return what their types say.
 */
import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { describe, expect, expectTypeOf, it } from "vitest";
import {
  ENVELOPE_ID,
  SCHEMA,
  createEngine,
  type Built,
  type DocumentOf,
  type Envelope,
  type Invoice,
  type InvoiceInput,
  type MessageInput,
  type SchemaID,
} from "../../index.ts";
import { invoice } from "./fixtures/documents.ts";

const engine = createEngine();
type InvoiceDoc = DocumentOf<typeof SCHEMA.invoice>;

function tsc(project: string): Promise<{ code: number; output: string }> {
  const bin = createRequire(import.meta.url).resolve("typescript/bin/tsc");
  return new Promise((resolve) => {
    execFile(process.execPath, [bin, "--noEmit", "--listFiles", "-p", project], { timeout: 240_000 }, (err, stdout, stderr) => {
      const code = err ? (typeof err.code === "number" ? err.code : 1) : 0;
      resolve({ code, output: `${stdout}${stderr}` });
    });
  });
}

describe("typed documents: compile-time checks", () => {
  it("compiles the fixtures, with every @ts-expect-error line failing", async () => {
    const project = fileURLToPath(new URL("./fixtures/tsconfig.json", import.meta.url));
    const { code, output } = await tsc(project);
    const errors = output.split("\n").filter((line) => line.includes("error TS"));
    expect(errors).toEqual([]);
    expect(code).toBe(0);
    expect(output).toContain("test/types/fixtures/documents.ts");
  }, 300_000);
});

describe("typed documents: run time", () => {
  it("has schema constants that are the engine's document kinds (GOBL's published ones; plugins' kinds, such as CFDI's complements, are the plugins')", () => {
    const ids = Object.entries(SCHEMA)
      .filter(([name]) => name !== "envelope")
      .map(([, id]) => id);
    const published = new Set(engine.schemaIDs());
    expect(ids.sort()).toEqual(
      engine.kinds
        .list()
        .map((k) => k.id)
        .filter((id) => published.has(id))
        .sort(),
    );
    expect(SCHEMA.envelope).toBe(ENVELOPE_ID);
    for (const id of ids) expect(engine.schemaIDs()).toContain(id);
    expectTypeOf(SCHEMA.invoice).toEqualTypeOf<"https://gobl.org/draft-0/bill/invoice">();
    expectTypeOf<(typeof SCHEMA)[Exclude<keyof typeof SCHEMA, "envelope">]>().toEqualTypeOf<SchemaID>();
  });

  it("builds a typed invoice into an invoice, amounts given as numbers included", async () => {
    const built = await engine.build(invoice);
    expectTypeOf(built).toEqualTypeOf<InvoiceDoc>();
    expectTypeOf(built).toExtend<Invoice>();
    expect(built.$schema).toBe(SCHEMA.invoice);
    expect(built.lines?.[0].quantity).toBe("20");
    expect(built.totals.sum).toBe("1620.00");
    expect(built.type).toBe("standard");
    expect("doc" in built).toBe(false);
  });

  it("envelops on request, and an envelope in gives an envelope out", async () => {
    const env = await engine.build(invoice, { envelop: true });
    expectTypeOf(env).toEqualTypeOf<Envelope<InvoiceDoc>>();
    expect(env.$schema).toBe(ENVELOPE_ID);
    expect(env.doc.$schema).toBe(SCHEMA.invoice);
    expect(env.doc.totals.payable).toBe("1960.20");

    const again = await engine.build(env);
    expectTypeOf(again).toEqualTypeOf<Envelope<InvoiceDoc>>();
    expect(again.head.uuid).toBe(env.head.uuid);

    const wrapped = await engine.build({ doc: invoice });
    expectTypeOf(wrapped).toEqualTypeOf<Envelope<InvoiceDoc>>();
    expect(wrapped.$schema).toBe(ENVELOPE_ID);
  });

  it("types other kinds by their $schema", async () => {
    const message: MessageInput = { $schema: SCHEMA.message, title: "Hello", content: "Hi" };
    const built = await engine.build(message);
    expectTypeOf(built.content).toEqualTypeOf<string>();
    expect(built).toEqual({ $schema: SCHEMA.message, title: "Hello", content: "Hi" });
    const party = await engine.build({ $schema: SCHEMA.party, name: "Acme" }, { envelop: true });
    expectTypeOf(party.doc.$schema).toEqualTypeOf<typeof SCHEMA.party>();
    expect(party.doc.name).toBe("Acme");
  });

  it("keeps the kind through validate, correct, replicate and sign", async () => {
    const built = await engine.build(invoice);
    await expect(engine.validate(built)).resolves.toEqual({ ok: true });

    const credit = await engine.correct(built, { type: "credit-note", reason: "returned" });
    expectTypeOf(credit).toEqualTypeOf<InvoiceDoc>();
    expect(credit.type).toBe("credit-note");
    expect(credit.preceding?.[0].code).toBe("001");

    const env = await engine.build(invoice, { envelop: true });
    const creditEnv = await engine.correct(env, { type: "credit-note" });
    expectTypeOf(creditEnv).toEqualTypeOf<Envelope<InvoiceDoc>>();
    expect(creditEnv.$schema).toBe(ENVELOPE_ID);
    expect(creditEnv.doc.type).toBe("credit-note");

    const copy = await engine.replicate(built);
    expectTypeOf(copy).toEqualTypeOf<InvoiceDoc>();
    expect(copy.$schema).toBe(SCHEMA.invoice);
    expect(copy.code).toBeUndefined();

    const keys = await engine.keygen();
    const signed = await engine.sign(invoice, { privateKey: keys.private });
    expectTypeOf(signed).toEqualTypeOf<Envelope<InvoiceDoc>>();
    expect(signed.sigs).toHaveLength(1);
    expect(signed.doc.code).toBe("001");
    await expect(engine.verify(signed, keys.public)).resolves.toEqual({ ok: true });
  });

  it("gives the broad types for untyped data", async () => {
    const data: unknown = JSON.parse(JSON.stringify(invoice));
    const built = await engine.build(data);
    expectTypeOf(built).toEqualTypeOf<Built>();
    expect((built as Record<string, unknown>).$schema).toBe(SCHEMA.invoice);
    const parsed: any = JSON.parse(JSON.stringify(invoice));
    const env = await engine.build(parsed, { envelop: true });
    expectTypeOf(env).toEqualTypeOf<Built>();
    expect((env as Envelope).$schema).toBe(ENVELOPE_ID);
  });

  it("lets a typed input be written with completion and checks", () => {
    const draft = { $schema: SCHEMA.invoice, supplier: { name: "x" } } satisfies InvoiceInput;
    expectTypeOf(draft).toExtend<InvoiceInput>();
    expectTypeOf<{ $schema: typeof SCHEMA.invoice; supplier: { name: number } }>().not.toExtend<InvoiceInput>();
    expectTypeOf<{ $schema: typeof SCHEMA.order }>().not.toExtend<InvoiceInput>();
  });
});
