import { describe, expect, it } from "vitest";
import { BizdocError, ENVELOPE_ID, createEngine } from "../../../index.ts";
import { digestOf } from "../../../engine/dsig/index.ts";

// Text GOBL cannot digest: its canonical JSON refuses U+FFFD, and U+FFFD is
// also what Go's JSON decoder makes of lone surrogates (`"\ud800"`) and what
// invalid UTF-8 bytes become when a request body is decoded. GOBL builds such
// a bare document as it is, but every envelope path fails, with a 500 from
// its digest. We answer the same documents, and refuse the same envelopes as
// a 422 naming the text at fault, never a 500.

const engine = createEngine();
const MESSAGE = "https://gobl.org/draft-0/note/message";
const HEAD_UUID = "8a51fd30-2a27-11ee-be56-0242ac120002";

function invoice(name = "Widget"): any {
  return {
    $schema: "https://gobl.org/draft-0/bill/invoice",
    uuid: "0190aaaa-bbbb-7ccc-8ddd-eeeeeeeeeeee",
    issue_date: "2024-03-01",
    code: "1",
    supplier: { name: "S", tax_id: { country: "ES", code: "B98602642" } },
    lines: [{ quantity: "1", item: { name, price: "10.00" }, taxes: [{ cat: "VAT", rate: "general" }] }],
  };
}

async function failure(promise: Promise<unknown>): Promise<BizdocError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(BizdocError);
  expect((err as BizdocError).status).not.toBe(500);
  return err as BizdocError;
}

const C14N_FAULT = expect.objectContaining({ code: "BIZDOC-C14N-01" });

describe("bare documents keep such text, as GOBL's do", () => {
  it("U+FFFD is kept", async () => {
    const built = (await engine.build({ $schema: MESSAGE, content: "bad \uFFFD x" })) as any;
    expect(built.content).toBe("bad \uFFFD x");
  });

  it("lone surrogates are read as U+FFFD, in values and in map keys", async () => {
    const built = (await engine.build({ $schema: MESSAGE, title: "t \uDC00", content: "lone \uD800 x", meta: { ["k\uD800"]: "v" } })) as any;
    expect(built.content).toBe("lone \uFFFD x");
    expect(built.title).toBe("t \uFFFD");
    expect(built.meta).toEqual({ ["k\uFFFD"]: "v" });
    // Well-formed pairs are untouched.
    expect(((await engine.build({ $schema: MESSAGE, content: "\u{1F600}" })) as any).content).toBe("\u{1F600}");
  });
});

describe("envelopes refuse it as a 422 naming the text", () => {
  it("build with envelop: true", async () => {
    const err = await failure(engine.build({ $schema: MESSAGE, content: "bad \uFFFD x" }, { envelop: true }));
    expect(err.key).toBe("digest");
    expect(err.status).toBe(422);
    expect(err.faults).toEqual([expect.objectContaining({ code: "BIZDOC-C14N-01", properties: ["$.doc.content"] })]);
  });

  it("an envelope in, with a lone surrogate deep inside and U+FFFD elsewhere: every path is named", async () => {
    const doc = invoice("lone \uD800");
    doc.notes = [{ text: "\uFFFD" }];
    const err = await failure(engine.build({ $schema: ENVELOPE_ID, head: { uuid: HEAD_UUID }, doc }));
    expect(err.key).toBe("digest");
    expect(err.faults).toEqual([expect.objectContaining({ code: "BIZDOC-C14N-01", properties: ["$.doc.lines[0].item.name", "$.doc.notes[0].text"] })]);
  });

  it("invalid UTF-8 bytes, once decoded as a request body is, are refused the same way", async () => {
    const body = Buffer.concat([Buffer.from(`{"$schema":"${MESSAGE}","content":"bad `), Buffer.from([0xff, 0xfe]), Buffer.from(`"}`)]);
    const data = JSON.parse(new TextDecoder().decode(body));
    expect(((await engine.build(data)) as any).content).toMatch(/^bad \uFFFD+$/);
    const err = await failure(engine.build(data, { envelop: true }));
    expect(err.faults).toEqual([expect.objectContaining({ properties: ["$.doc.content"] })]);
  });

  it("a map key holding U+FFFD", async () => {
    const err = await failure(engine.build({ $schema: MESSAGE, content: "x", meta: { ["k\uFFFD"]: "v" } }, { envelop: true }));
    expect(err.faults).toEqual([expect.objectContaining({ properties: ['$.doc.meta["k\uFFFD"]'] })]);
  });

  it("sign, correct and replicate", async () => {
    const keys = await engine.keygen();
    expect((await failure(engine.sign(invoice("bad \uFFFD"), { privateKey: keys.private }))).faults).toEqual([C14N_FAULT]);
    const env = (await engine.build(invoice(), { envelop: true })) as any;
    env.doc.lines[0].item.name = "bad \uFFFD";
    expect((await failure(engine.correct(env, { type: "credit-note" }))).faults).toEqual([C14N_FAULT]);
    expect((await failure(engine.replicate(env))).faults).toEqual([C14N_FAULT]);
  });

  it("validate reports the digest mismatch GOBL reports (GOBL-ENVELOPE-11), at the text", async () => {
    const env = (await engine.build(invoice(), { envelop: true })) as any;
    env.doc.lines[0].item.name = "bad \uFFFD";
    const err = await failure(engine.validate(env));
    expect(err.key).toBe("validation");
    expect(err.faults).toEqual([expect.objectContaining({ code: "GOBL-ENVELOPE-11", properties: ["$.doc.lines[0].item.name"] })]);
  });

  it("verify answers that the document does not match its signature", async () => {
    const keys = await engine.keygen();
    const signed = (await engine.sign(invoice(), { privateKey: keys.private })) as any;
    signed.doc.lines[0].item.name = "bad \uD800";
    const err = await failure(engine.verify(signed, keys.public));
    expect(err.key).toBe("signature");
  });
});

describe("what is not digested may hold it", () => {
  it("the header's notes: the envelope builds with the digest of its document", async () => {
    const env = (await engine.build({ $schema: ENVELOPE_ID, head: { uuid: HEAD_UUID, notes: "bad \uFFFD" }, doc: { $schema: MESSAGE, content: "ok" } })) as any;
    expect(env.head.notes).toBe("bad \uFFFD");
    expect(env.head.dig).toEqual(digestOf(env.doc));
    await engine.validate(env);
  });
});
