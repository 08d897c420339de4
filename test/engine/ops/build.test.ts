import { describe, expect, it } from "vitest";
import { BizdocError, ENVELOPE_ID, createEngine } from "../../../index.ts";
import { digestOf } from "../../../engine/dsig/index.ts";

const engine = createEngine();
const MESSAGE = "https://gobl.org/draft-0/note/message";
const IDENTITY = "https://gobl.org/draft-0/tax/identity";
const HEAD_UUID = "8a51fd30-2a27-11ee-be56-0242ac120002";

async function failure(promise: Promise<unknown>): Promise<BizdocError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(BizdocError);
  return err as BizdocError;
}

describe("build", () => {
  it("returns a bare document with $schema first and no uuid added", async () => {
    const built = await engine.build({ content: "Hi", title: "T", $schema: MESSAGE });
    expect(JSON.stringify(built)).toBe(`{"$schema":"${MESSAGE}","title":"T","content":"Hi"}`);
  });

  it("envelops on request, giving the document and header UUIDv7s and the digest of the doc", async () => {
    const env = (await engine.build({ $schema: MESSAGE, content: "Hi" }, { envelop: true })) as any;
    expect(env.$schema).toBe(ENVELOPE_ID);
    expect(env.head.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7/);
    expect(env.doc.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7/);
    expect(env.head.dig).toEqual(digestOf(env.doc));
  });

  it("recalculates an envelope given as input, keeping its header uuid and dropping signatures", async () => {
    const input = {
      $schema: ENVELOPE_ID,
      head: { uuid: HEAD_UUID, dig: { alg: "sha256", val: "stale" }, notes: "kept" },
      doc: { $schema: IDENTITY, country: "ES", code: "b-986.026.42" },
      sigs: ["eyJhbGciOiJFUzI1NiJ9.e30.sig"],
    };
    const env = (await engine.build(input)) as any;
    expect(env.head.uuid).toBe(HEAD_UUID);
    expect(env.head.notes).toBe("kept");
    expect(env.doc).toEqual({ $schema: IDENTITY, country: "ES", code: "B98602642" });
    expect(env.head.dig.val).toBe("3630785426ac28dd900af9bd1ea51cf5ed783896dfe954773ad1d88058267453");
    expect(env.sigs).toBeUndefined();
  });

  it("fills a missing $schema from a type hint in GOBL's forms", async () => {
    for (const type of ["note/message", "note.Message", "Message", MESSAGE]) {
      const built = (await engine.build({ content: "x" }, { type })) as Record<string, unknown>;
      expect(built.$schema).toBe(MESSAGE);
    }
  });

  it("merges a template under the data", async () => {
    const built = await engine.build({ content: "from data" }, { template: { $schema: MESSAGE, title: "from template", content: "t" } });
    expect(built).toEqual({ $schema: MESSAGE, title: "from template", content: "from data" });
  });

  it("answers unknown-schema for data without $schema or with an unknown one", async () => {
    expect((await failure(engine.build({ content: "x" }))).key).toBe("unknown-schema");
    const unknown = await failure(engine.build({ $schema: "https://gobl.org/draft-0/bill/nothing" }));
    expect(unknown.key).toBe("unknown-schema");
    expect(unknown.status).toBe(422);
  });

  it("answers input for an unrecognised type hint", async () => {
    const err = await failure(engine.build({ content: "x" }, { type: "spaceship" }));
    expect(err.key).toBe("input");
    expect(err.status).toBe(400);
  });

  it("reports rule faults with GOBL codes and property paths", async () => {
    const err = await failure(engine.build({ $schema: MESSAGE, title: "no content" }));
    expect(err.key).toBe("validation");
    expect(err.faults).toEqual([{ code: "GOBL-NOTE-MESSAGE-01", properties: ["$.content"], description: "a message needs content" }]);
  });

  it("puts $.doc in front of paths inside an envelope", async () => {
    const err = await failure(engine.build({ $schema: IDENTITY, country: "ES", code: "B12345678" }, { envelop: true }));
    expect(err.faults).toEqual([expect.objectContaining({ code: "GOBL-ES-TAX-IDENTITY-01", properties: ["$.doc.code"] })]);
  });

  it("rejects structurally wrong input with validation faults at the exact path", async () => {
    const err = await failure(engine.build({ $schema: "https://gobl.org/draft-0/org/party", people: [{ name: { given: 3 } }] }));
    expect(err.key).toBe("validation");
    expect(err.faults[0].properties).toEqual(["$.people[0].name.given"]);
  });

  it("refuses absurdly deep documents cleanly", async () => {
    let deep: Record<string, unknown> = {};
    const root = { $schema: MESSAGE, content: "x", meta: deep };
    for (let i = 0; i < 10_000; i++) deep = (deep.x = {}) as Record<string, unknown>;
    const err = await failure(engine.build(root));
    expect(err.key).toBe("input");
  });

  it("leaves the caller's input untouched", async () => {
    const input = { $schema: IDENTITY, country: "ES", code: "B-986.026.42" };
    await engine.build(input);
    expect(input.code).toBe("B-986.026.42");
  });
});

describe("validate", () => {
  it("accepts a built envelope as it stands", async () => {
    const env = await engine.build({ $schema: MESSAGE, content: "Hi" }, { envelop: true });
    await expect(engine.validate(env)).resolves.toEqual({ ok: true });
  });

  it("finds a document changed after its digest was computed (GOBL-ENVELOPE-11)", async () => {
    const env = (await engine.build({ $schema: MESSAGE, content: "Hi" }, { envelop: true })) as any;
    env.doc.content = "Tampered";
    const err = await failure(engine.validate(env));
    expect(err.faults.map((f) => f.code)).toContain("GOBL-ENVELOPE-11");
  });

  it("refuses stamps on an unsigned envelope (GOBL-ENVELOPE-12)", async () => {
    const env = (await engine.build({ $schema: MESSAGE, content: "Hi" }, { envelop: true })) as any;
    env.head.stamps = [{ prv: "provider", val: "x" }];
    const err = await failure(engine.validate(env));
    expect(err.faults.map((f) => f.code)).toEqual(["GOBL-ENVELOPE-12"]);
  });

  it("checks the header: a random (v4) uuid is not timestamped (GOBL-HEAD-HEADER-01)", async () => {
    const env = (await engine.build({ $schema: MESSAGE, content: "Hi" }, { envelop: true })) as any;
    env.head.uuid = "4a0c3c0e-5b2d-4f7e-9f5c-2f7b1c9d8e01";
    const err = await failure(engine.validate(env));
    expect(err.faults).toEqual([expect.objectContaining({ code: "GOBL-HEAD-HEADER-01", properties: ["$.head.uuid"] })]);
  });

  it("validates a bare document without changing it", async () => {
    const err = await failure(engine.validate({ $schema: IDENTITY, country: "ES", code: "B-986.026.42" }));
    expect(err.faults.map((f) => f.code).sort()).toEqual(["GOBL-ES-TAX-IDENTITY-01", "GOBL-TAX-IDENTITY-02"]);
  });
});
