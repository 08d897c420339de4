/**
 * POST /v0/convert and GET /v0/formats, with a format of the tests' own: the
 * adapter's side (bodies, content types, headers, errors). The real formats'
 * output is tested in test/formats.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEngine } from "../../index.ts";
import { toy, toyInvoice as invoice } from "../support/toy-format.ts";
import { startServer, type TestServer } from "./helpers.ts";
import { EXAMPLES } from "../../examples/index.ts";
import { warningsHeader } from "../../server/operations.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ engine: createEngine({ formats: [toy] }) });
});
afterAll(() => server.close());


const post = (body: string, type = "application/json", query = "") =>
  fetch(`${server.base}/convert${query}`, { method: "POST", headers: { "content-type": type }, body });

describe("POST /v0/convert", () => {
  it("writes a document as XML, saying the format and profile in headers", async () => {
    const res = await post(JSON.stringify({ data: invoice, format: "toy" }));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/xml/);
    expect(res.headers.get("bizdoc-format")).toBe("toy");
    expect(res.headers.get("bizdoc-profile")).toBe("plain");
    expect(await res.text()).toBe('<toy profile="plain" code="F-7" payable="121.00"/>');
  });

  it("writes under the profile named", async () => {
    const res = await post(JSON.stringify({ data: invoice, format: "toy", profile: "eu" }));
    expect(res.headers.get("bizdoc-profile")).toBe("eu");
  });

  it("reads XML given in a JSON member, or as an XML body, into a built envelope", async () => {
    for (const res of [
      await post(JSON.stringify({ xml: '<toy payable="80.00"/>' })),
      await post('<toy payable="80.00"/>', "application/xml"),
      await post('<toy payable="80.00"/>', "text/xml; charset=utf-8", "?format=toy"),
    ]) {
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      const envelope = await res.json();
      expect(envelope.$schema).toBe("https://gobl.org/draft-0/envelope");
      expect(envelope.doc.totals.payable).toBe("80.00");
    }
  });

  it("answers a difference between the XML's totals and the calculation as 422 with a fault", async () => {
    const res = await post('<toy price="80.00" payable="79.99"/>', "application/xml");
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.faults).toEqual([{ code: "BIZDOC-FORMAT-TOTALS-01", properties: ["$.doc.totals.payable"], description: "the XML states 79.99, the calculation gives 80.00" }]);
  });

  it("with validate false (member or query parameter) answers an invoice that breaks a rule, calculated but unchecked", async () => {
    const xml = '<toy payable="80.00" supplier="B98602643"/>';
    expect((await post(JSON.stringify({ xml }))).status).toBe(422);
    for (const res of [
      await post(JSON.stringify({ xml, validate: false })),
      await post(xml, "application/xml", "?validate=false"),
      await post(xml, "application/xml", "?format=toy&validate=0"),
    ]) {
      expect(res.status).toBe(200);
      const envelope = await res.json();
      expect(envelope.doc.supplier.tax_id.code).toBe("B98602643");
      expect(envelope.doc.totals.payable).toBe("80.00");
    }
    expect((await post(xml, "application/xml", "?validate=true")).status).toBe(422);
    const wrong = await post(xml, "application/xml", "?validate=perhaps");
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).message).toBe("query parameter 'validate' must be true or false");
    const wrongMember = await post(JSON.stringify({ xml, validate: "false" }));
    expect(wrongMember.status).toBe(400);
    expect((await wrongMember.json()).faults).toEqual([{ properties: ["$.validate"], description: "must be true or false" }]);
  });

  it("refuses what cannot be converted with 400 or 415 in the error shape, naming what to fix", async () => {
    const cases: [Response, number, RegExp][] = [
      [await post(JSON.stringify({ data: invoice })), 400, /'format' is required/],
      [await post(JSON.stringify({ data: invoice, format: "pdf" })), 400, /unknown format 'pdf': use one of .*toy/],
      [await post(JSON.stringify({ data: invoice, format: "toy", profile: "gold" })), 400, /no profile 'gold'/],
      [await post(JSON.stringify({ format: "toy" })), 400, /'data' is required \(or 'xml'\)/],
      [await post("<invoice/>", "application/xml"), 400, /not in a format/],
      [await post("", "application/xml"), 400, /empty/],
      [await post(JSON.stringify({ xml: 42 })), 400, /'xml' must be a string/],
      [await post("data", "text/plain"), 415, /application\/json or application\/xml/],
    ];
    for (const [res, status, message] of cases) {
      expect(res.status).toBe(status);
      const body = await res.json();
      expect(body).toMatchObject({ code: status, key: "input" });
      expect(body.message).toMatch(message);
    }
  });

  it("XML bodies are refused on the other operations, which stay JSON only", async () => {
    const res = await fetch(`${server.base}/build`, { method: "POST", headers: { "content-type": "application/xml" }, body: "<toy/>" });
    expect(res.status).toBe(415);
  });
});

describe("GET /v0/formats", () => {
  it("lists the formats with their profiles and the addons that select them", async () => {
    const res = await fetch(`${server.base}/formats`);
    expect(res.status).toBe(200);
    const { formats } = await res.json();
    const mine = formats.find((f: { key: string }) => f.key === "toy");
    expect(mine.profiles).toEqual([
      { key: "plain", name: "Plain", addons: [] },
      { key: "eu", name: "EN 16931", addons: ["eu-en16931-v2017"] },
      { key: "de", name: "XRechnung", addons: ["eu-en16931-v2017", "de-xrechnung-v3"] },
    ]);
  });
});

describe("POST /v0/convert reading an invoice with warnings", () => {
  let real: TestServer;
  beforeAll(async () => {
    real = await startServer({ engine: createEngine() });
  });
  afterAll(() => real.close());

  it("answers the envelope, with GOBL's faults the official rules lack in Bizdoc-Warnings beside it", async () => {
    const engine = createEngine();
    const example = EXAMPLES.find((e) => e.id === "eu-en16931-v2017")!;
    const { xml } = await engine.toXML(structuredClone(example.document), { format: "ubl" });
    const read = (body: string) => fetch(`${real.base}/convert`, { method: "POST", headers: { "content-type": "application/xml" }, body });

    const clean = await read(xml);
    expect(clean.status).toBe(200);
    expect(clean.headers.get("bizdoc-warning-count")).toBe("0");
    expect(clean.headers.get("bizdoc-warnings")).toBeNull();

    const res = await read(xml.replaceAll("NL808661863B01", "NL808661864B01"));
    expect(res.status).toBe(200);
    expect(((await res.json()) as { doc: { supplier: { tax_id: { code: string } } } }).doc.supplier.tax_id.code).toBe("808661864B01");
    expect(res.headers.get("bizdoc-warning-count")).toBe("1");
    expect(JSON.parse(res.headers.get("bizdoc-warnings")!)).toEqual([expect.objectContaining({ code: "GOBL-NL-TAX-IDENTITY-01", properties: ["$.doc.supplier.tax_id.code"] })]);
  });
});

describe("warningsHeader", () => {
  it("escapes what is not ASCII and keeps to its size, whole warnings only", () => {
    const one = warningsHeader([{ code: "X-1", properties: ["$.doc.supplier.name"], description: "Café ≠ cafe" }]);
    expect(one).toMatch(/^[\x20-\x7e]*$/);
    expect(JSON.parse(one)).toEqual([{ code: "X-1", properties: ["$.doc.supplier.name"], description: "Café ≠ cafe" }]);
    const many = Array.from({ length: 500 }, (_, i) => ({ code: `X-${i}`, properties: [`$.doc.lines[${i}].item.name`], description: "a long enough description of what is wrong" }));
    const header = warningsHeader(many);
    expect(header.length).toBeLessThanOrEqual(6000);
    const listed = JSON.parse(header) as unknown[];
    expect(listed.length).toBeGreaterThan(10);
    expect(listed.length).toBeLessThan(500);
    expect(listed[0]).toEqual(many[0]);
  });
});
