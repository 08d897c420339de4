/** The MCP `validate` tool given XML: the same answers as POST /v0/validate with an XML body. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { createEngine } from "../../engine/index.ts";
import { strictToyRules, toyRules, toyXML } from "../support/toy-rules.ts";
import { callError, callOk, connectInMemory } from "./helpers.ts";

let client: Client;
beforeAll(async () => {
  client = await connectInMemory(createEngine({ ruleSets: [toyRules, strictToyRules] }));
});
afterAll(() => client.close());

describe("MCP validate with xml", () => {
  it("answers ok with the warnings when no fatal rule is broken", async () => {
    const answer = await callOk(client, "validate", { xml: toyXML("<code>A</code>\n<line/>\n") });
    expect(answer).toMatchObject({ ok: true, syntax: "toy", rules: ["toy"] });
    expect(answer.warnings.map((f: { code: string; line: number }) => [f.code, f.line])).toEqual([["TOY-02", 4]]);
  });

  it("fails with the validation error, faults carrying the rule codes, when a fatal rule is broken", async () => {
    const error = await callError(client, "validate", { xml: toyXML("<line amount='1'/>\n") });
    expect(error).toMatchObject({ code: 422, key: "validation" });
    expect(error.faults.map((f: { code: string; flag: string }) => [f.code, f.flag])).toEqual([["TOY-01", "fatal"]]);
  });

  it("checks the rule sets named in rules, and refuses an unknown one", async () => {
    const strict = toyXML("<code>A</code>\n<line amount='1'/>\n", "strict");
    expect((await callError(client, "validate", { xml: strict })).faults[0].code).toBe("STRICT-01");
    expect(await callOk(client, "validate", { xml: strict, rules: "toy" })).toMatchObject({ ok: true, rules: ["toy"] });
    expect(await callError(client, "validate", { xml: strict, rules: "nope" })).toMatchObject({ code: 400, key: "input" });
  });

  it("still validates a JSON document given as data, and asks for one of the two when given neither", async () => {
    expect(await callOk(client, "validate", { data: { $schema: "https://gobl.org/draft-0/note/message", content: "hi" } })).toEqual({ ok: true });
    expect(await callError(client, "validate", {})).toMatchObject({ code: 400, key: "input" });
  });
});
