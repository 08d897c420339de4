import { describe, expect, it } from "vitest";
import { InvoiceSchema } from "../../../engine/bill/schema.ts";
import { EnvelopeSchema } from "../../../engine/envelope/schema.ts";
import { schemaRules } from "../../../engine/schema/rules.ts";
import { check, pathsOf } from "./support.ts";

type Obj = Record<string, any>;

const invoice = (): Obj => ({
  type: "standard",
  issue_date: "2024-01-10",
  currency: "EUR",
  preceding: [{ schema: "https://gobl.org/draft-0/bill/invoice", code: "INV-0" }],
  supplier: { name: "Provide One S.L." },
  complements: [{ $schema: "https://gobl.org/draft-0/note/message", content: "Hello" }],
});

describe("schema rules", () => {
  it("accept embedded objects and references with schema URLs", () => {
    expect(check(schemaRules, InvoiceSchema, invoice())).toEqual([]);
  });

  it("GOBL-SCHEMA-OBJECT-01: an embedded object needs its $schema", () => {
    const d = invoice();
    delete d.complements[0].$schema;
    expect(pathsOf(check(schemaRules, InvoiceSchema, d), "GOBL-SCHEMA-OBJECT-01")).toEqual(["$.complements[0].$schema"]);
  });

  it("GOBL-SCHEMA-ID-01: a schema ID must be a URL", () => {
    const d = invoice();
    d.preceding[0].schema = "bill invoice";
    d.complements[0].$schema = "note message";
    expect(pathsOf(check(schemaRules, InvoiceSchema, d), "GOBL-SCHEMA-ID-01")).toEqual(["$.preceding[0].schema", "$.complements[0].$schema"]);
    const env = { $schema: "envelope", head: { uuid: "0190d8e1-5a43-7b2f-8c6d-2f1e3a4b5c6d", dig: { alg: "sha256", val: "00" } }, doc: { $schema: "https://gobl.org/draft-0/note/message" } };
    expect(pathsOf(check(schemaRules, EnvelopeSchema, env), "GOBL-SCHEMA-ID-01")).toEqual(["$.$schema"]);
  });
});
