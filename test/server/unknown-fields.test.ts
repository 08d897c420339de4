/**
 * Unknown fields are never silent (issue 27, item 4): a request member an
 * operation does not take is refused naming the closest it takes; a document
 * field no schema defines comes back in the warning headers, or, with
 * `strict`, is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXAMPLES } from "../../examples/index.ts";
import { Client, invoice, message, startServer, type TestServer } from "./helpers.ts";

let server: TestServer;
let api: Client;

beforeAll(async () => {
  server = await startServer();
  api = await Client.for(server);
});
afterAll(() => server.close());

const warningsOf = (headers: Headers) => JSON.parse(headers.get("bizdoc-warnings") ?? "[]");

describe("request members", () => {
  it("refuses a member the operation does not take, 400, naming the closest", async () => {
    const res = await api.post("/build", { data: message(), envelope: true });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ key: "input", faults: [{ properties: ["$.envelope"], description: "unknown member 'envelope': did you mean 'envelop'?" }] });
    expect(res.body.message).toBe("unknown member 'envelope': did you mean 'envelop'?; this operation takes data, template, type, envelop, strict");
  });

  it("does so on every document operation, with a fault for each member", async () => {
    for (const [path, body, fault] of [
      ["/validate", { data: message(), stict: true }, "unknown member 'stict': did you mean 'strict'?"],
      ["/correct", { data: invoice(), option: { type: "credit-note" } }, "unknown member 'option': did you mean 'options'?"],
      ["/replicate", { data: invoice(), envelop: true }, "unknown member 'envelop'"],
      ["/sign", { data: message(), private_key: {} }, "unknown member 'private_key': did you mean 'privatekey'?"],
      ["/verify", { data: message(), publicKey: {} }, "unknown member 'publicKey': did you mean 'publickey'?"],
      ["/convert", { data: invoice(), fromat: "ubl" }, "unknown member 'fromat': did you mean 'format'?"],
    ] as const) {
      const res = await api.post(path, body);
      expect(res.status, path).toBe(400);
      expect(res.body.faults, path).toEqual([{ properties: [`$.${Object.keys(body)[1]}`], description: fault }]);
    }
    const two = await api.post("/build", { data: message(), tmplate: {}, "odd name": 1 });
    expect(two.body.faults).toEqual([
      { properties: ["$.tmplate"], description: "unknown member 'tmplate': did you mean 'template'?" },
      { properties: ['$["odd name"]'], description: "unknown member 'odd name'" },
    ]);
    expect(two.body.message).toMatch(/^unknown member 'tmplate': did you mean 'template'\? \(and 1 more unknown member\)/);
  });

  it("takes a member named like Object.prototype's only as unknown", async () => {
    const res = await api.post("/build", '{"data": {"$schema": "https://gobl.org/draft-0/note/message", "content": "x"}, "__proto__": {"envelop": true}, "constructor": 1}');
    expect(res.status).toBe(400);
    expect(res.body.faults.map((f: { properties: string[] }) => f.properties[0])).toEqual(["$.__proto__", "$.constructor"]);
  });
});

describe("document fields no schema defines", () => {
  it("are answered in Bizdoc-Warning-Count and Bizdoc-Warnings, the document built without them", async () => {
    const { customer, ...rest } = invoice();
    const data = { ...rest, custmer: customer, lines: [{ ...rest.lines[0], item: { name: "Work", price: "10.00", prize: "9" } }] };
    const res = await api.post("/build", { data });
    expect(res.status).toBe(200);
    expect(res.body.customer).toBeUndefined();
    expect(res.body.custmer).toBeUndefined();
    expect(res.headers.get("bizdoc-warning-count")).toBe("2");
    // In the order the input has them.
    expect(warningsOf(res.headers)).toEqual([
      { code: "BIZDOC-UNKNOWN-FIELD", properties: ["$.lines[0].item.prize"], description: "org.Item has no field 'prize': did you mean 'price'?" },
      { code: "BIZDOC-UNKNOWN-FIELD", properties: ["$.custmer"], description: "bill.Invoice has no field 'custmer': did you mean 'customer'?" },
    ]);
  });

  it("say 0 when there are none; GOBL's own members ($schema, $regime, $addons, $tags, uuid, meta, ext) are no unknown fields", async () => {
    const data = {
      ...invoice(),
      $regime: "ES",
      $addons: [],
      $tags: [],
      uuid: "0190a63e-5a8d-7000-8000-000000000000",
      meta: { anything: "goes" },
      supplier: { name: "Provide One S.L.", tax_id: { country: "ES", code: "B98602642" }, ext: { "any-key": "x" } },
    };
    const res = await api.post("/build", { data, envelop: true });
    expect(res.status).toBe(200);
    expect(res.headers.get("bizdoc-warning-count")).toBe("0");
    expect(res.headers.get("bizdoc-warnings")).toBeNull();
  });

  it("are named inside an envelope at $.doc..., and in correction options at $.options...", async () => {
    const built = await api.post("/build", { data: invoice(), envelop: true });
    const envelope = { ...built.body, head: { ...built.body.head, stamp: [] } };
    const validated = await api.post("/validate", { data: envelope });
    expect(validated.status).toBe(200);
    expect(warningsOf(validated.headers)).toEqual([{ code: "BIZDOC-UNKNOWN-FIELD", properties: ["$.head.stamp"], description: "head.Header has no field 'stamp': did you mean 'stamps'?" }]);
    const corrected = await api.post("/correct", { data: { ...invoice(), notez: [] }, options: { type: "credit-note", reasn: "x" } });
    expect(corrected.status).toBe(200);
    expect(warningsOf(corrected.headers).map((w: { properties: string[] }) => w.properties[0])).toEqual(["$.notez", "$.options.reasn"]);
  });

  it("come with a refusal too, where the field left out may be its cause", async () => {
    const res = await api.post("/build", { data: { $schema: "https://gobl.org/draft-0/note/message", contnet: "Hello" } });
    expect(res.status).toBe(422);
    expect(warningsOf(res.headers)).toEqual([{ code: "BIZDOC-UNKNOWN-FIELD", properties: ["$.contnet"], description: "note.Message has no field 'contnet': did you mean 'content'?" }]);
  });

  it("are refused with strict: 422 validation, one BIZDOC-UNKNOWN-FIELD fault each", async () => {
    const data = { ...invoice(), custmer: {} };
    // A bare document that becomes an envelope is named as in it, as its faults are.
    for (const [path, body, at] of [
      ["/build", { data, strict: true }, "$.custmer"],
      ["/build", { data, envelop: true, strict: true }, "$.doc.custmer"],
      ["/validate", { data, strict: true }, "$.custmer"],
      ["/replicate", { data, strict: true }, "$.custmer"],
      ["/correct", { data, options: { type: "credit-note" }, strict: true }, "$.custmer"],
      ["/convert", { data, format: "ubl", strict: true }, "$.doc.custmer"],
    ] as const) {
      const res = await api.post(path, body);
      expect(res.status, path).toBe(422);
      expect(res.body, path).toMatchObject({
        key: "validation",
        faults: [{ code: "BIZDOC-UNKNOWN-FIELD", properties: [at], description: "bill.Invoice has no field 'custmer': did you mean 'customer'?" }],
      });
    }
    const clean = await api.post("/build", { data: invoice(), strict: true });
    expect(clean.status).toBe(200);
  });

  it("join the warnings of XML written from a document", async () => {
    const example = EXAMPLES.find((e) => e.id === "eu-en16931-v2017")!;
    // An XML answer: fetched directly (the client checks JSON answers against the description).
    const res = await fetch(`${server.base}/convert`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ data: { ...structuredClone(example.document), custmer: {} }, format: "ubl" }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/xml/);
    expect(warningsOf(res.headers)[0]).toEqual({ code: "BIZDOC-UNKNOWN-FIELD", properties: ["$.doc.custmer"], description: "bill.Invoice has no field 'custmer': did you mean 'customer'?" });
  });
});
