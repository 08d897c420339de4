/**
 * POST /v0/validate with an XML body: the adapter's side (content types,
 * the ?rules= parameter, 200 with warnings, 422 in the error shape), with a
 * rule set of the tests' own. The official rule sets are tested in
 * test/rulesets.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEngine } from "../../engine/index.ts";
import { strictToyRules, toyRules, toyXML } from "../support/toy-rules.ts";
import { startServer, type TestServer } from "./helpers.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ engine: createEngine({ ruleSets: [toyRules, strictToyRules] }) });
});
afterAll(() => server.close());

const post = (body: string, type = "application/xml", query = "") =>
  fetch(`${server.base}/validate${query}`, { method: "POST", headers: { "content-type": type }, body });

describe("POST /v0/validate with XML", () => {
  it("answers 200 {ok: true, warnings} when no fatal rule is broken", async () => {
    for (const type of ["application/xml", "text/xml; charset=utf-8"]) {
      const res = await post(toyXML("  <code>A</code>\n  <line/>\n"), type);
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body).toMatchObject({ ok: true, syntax: "toy", customization: null, rules: ["toy"] });
      expect(body.warnings).toEqual([
        { code: "TOY-02", flag: "warning", properties: ["/t:toy[1]/t:line[1]"], description: "TOY-02: a line should have an amount.", terms: ["BT-2"], line: 4, ruleSet: "toy" },
      ]);
    }
  });

  it("answers 422 in the error shape when a fatal rule is broken, faults carrying the rule codes, flags and lines", async () => {
    const res = await post(toyXML("  <line/>\n"));
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body).toMatchObject({ code: 422, key: "validation" });
    expect(body.message).toContain("TOY-01");
    expect(body.faults.map((f: { code: string; flag: string; line: number; properties: string[] }) => [f.code, f.flag, f.line, f.properties[0]])).toEqual([
      ["TOY-01", "fatal", 2, "/t:toy[1]"],
      ["TOY-02", "warning", 3, "/t:toy[1]/t:line[1]"],
    ]);
  });

  it("checks the rule sets named in ?rules=", async () => {
    const strict = toyXML("  <code>A</code>\n  <line amount='1'/>\n", "strict");
    expect((await post(strict)).status).toBe(422);
    const named = await post(strict, "application/xml", "?rules=toy");
    expect(named.status).toBe(200);
    expect((await named.json()).rules).toEqual(["toy"]);
  });

  it("answers 400 for an unknown rule set, XML of no known syntax, XML that is not well-formed, or an empty body", async () => {
    const cases = [
      await post(toyXML("<code>A</code>"), "application/xml", "?rules=nope"),
      await post('<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"/>'),
      await post("<toy xmlns='urn:toy'><code>"),
      await post("  "),
      await post(toyXML("<code>A</code>"), "application/xml", "?rules=a&rules=b"),
    ];
    for (const res of cases) {
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 400, key: "input" });
    }
  });

  it("keeps a JSON body's meaning: a document to validate (an xml member is no XML to check, and refused as unknown)", async () => {
    const res = await post(JSON.stringify({ data: { $schema: "https://gobl.org/draft-0/note/message", content: "hello" } }), "application/json");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    const refused = await post(JSON.stringify({ data: { $schema: "https://gobl.org/draft-0/note/message", content: "hello" }, xml: toyXML("<line/>") }), "application/json");
    expect(refused.status).toBe(400);
    expect((await refused.json()).faults).toEqual([{ properties: ["$.xml"], description: "unknown member 'xml'" }]);
    expect((await post(JSON.stringify({ xml: toyXML("<line/>") }), "application/json")).status).toBe(400);
  });
});
