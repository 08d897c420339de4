import { Validator } from "@seriousme/openapi-schema-validator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openapiDocument } from "../../server/openapi.ts";
import { startServer, type TestServer } from "./helpers.ts";

let server: TestServer;
let served: any;

beforeAll(async () => {
  server = await startServer();
  served = await (await fetch(`${server.base}/openapi.json`)).json();
});
afterAll(() => server.close());

function refsIn(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => refsIn(v, out));
  else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      if (k === "$ref" && typeof v === "string") out.push(v);
      else refsIn(v, out);
    }
  }
  return out;
}

describe("openapi.json", () => {
  it("passes a real OpenAPI 3.1 validator", async () => {
    const validator = new Validator();
    const result = await validator.validate(served);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  it("the validator is not a rubber stamp: a broken copy fails", async () => {
    const broken = structuredClone(served);
    broken.paths["/build"].post.responses = "none";
    delete broken.info.title;
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });

  it("is what openapiDocument gives", () => {
    expect(served).toEqual(JSON.parse(JSON.stringify(openapiDocument(server.engine))));
  });

  it("stands alone: every reference is internal and resolves", () => {
    const refs = refsIn(served);
    expect(refs.length).toBeGreaterThan(100);
    for (const ref of refs) {
      expect(ref.startsWith("#/"), ref).toBe(true);
      const target = ref
        .slice(2)
        .split("/")
        .reduce<any>((node, part) => node?.[part.replace(/~1/g, "/").replace(/~0/g, "~")], served);
      expect(target, ref).toBeDefined();
    }
  });

  it("inlines the engine's published schemas for documents, envelopes and definitions", () => {
    const schemas = served.components.schemas;
    for (const [id, name] of [
      ["bill/invoice", "bill.Invoice"],
      ["envelope", "gobl.Envelope"],
      ["tax/regime-def", "tax.RegimeDef"],
    ]) {
      const bundled: any = server.engine.schema(id, { bundle: true });
      expect(schemas[name]).toEqual(JSON.parse(JSON.stringify(bundled.$defs[name]).replaceAll('"#/$defs/', '"#/components/schemas/')));
    }
  });

  it("describes every operation with an id, a tag, a 200 and the error shape", () => {
    const ids = new Set<string>();
    for (const [path, item] of Object.entries<any>(served.paths)) {
      for (const [method, op] of Object.entries<any>(item)) {
        expect(op.operationId, `${method} ${path}`).toEqual(expect.any(String));
        expect(ids.has(op.operationId)).toBe(false);
        ids.add(op.operationId);
        expect(op.tags).toHaveLength(1);
        expect(op.responses["200"]?.content?.["application/json"]?.schema, `${method} ${path}`).toBeDefined();
        if (method === "post" && path !== "/keygen") {
          for (const status of ["400", "408", "413", "415", "422"]) expect(op.responses[status]?.$ref, `${method} ${path} ${status}`).toBeDefined();
        }
      }
    }
    expect(served.components.schemas.Error.required).toEqual(["code", "key", "message", "faults"]);
    expect(served.info.version).toBe(served.info.version.trim());
  });

  it("names every document kind the engine builds", () => {
    const kinds = served.components.schemas.Document.anyOf.map((r: { $ref: string }) => served.components.schemas[r.$ref.split("/").pop()!].properties.$schema.const);
    expect(kinds.sort()).toEqual(server.engine.kinds.list().map((k) => k.id).sort());
  });
});
