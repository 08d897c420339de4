/**
 * GOBL's schema rules: an embedded object needs its `$schema`
 * (GOBL-SCHEMA-OBJECT-01), and any schema ID given, there, in an envelope or
 * in a document reference, must be a URL (GOBL-SCHEMA-ID-01).
 */
import { isURL, present } from "../rules/checks.ts";
import type { Assertion, RuleSet } from "../rules/rule.ts";

type Obj = Record<string, any>;

const schemaID = (field: string): Assertion<Obj> => ({
  code: "GOBL-SCHEMA-ID-01",
  field,
  message: "a schema ID must be a URL",
  when: (o) => present(o[field]),
  test: (o) => isURL(o[field]),
});

export const schemaRules: RuleSet<Obj>[] = [
  {
    type: "schema.Object",
    assert: [
      { code: "GOBL-SCHEMA-OBJECT-01", field: "$schema", message: "the object needs a $schema", test: (o) => present(o.$schema) },
      schemaID("$schema"),
    ],
  },
  { type: "gobl.Envelope", assert: [schemaID("$schema")] },
  { type: "org.DocumentRef", assert: [schemaID("schema")] },
];
