/**
 * `npm run schemas`: writes schemas/<path>.json for every registered type from
 * the TypeBox definitions in engine/, the one source of truth, and each
 * property's description as its doc comment in engine/<pkg>/schema.ts (see
 * ./schema-docs.ts). Tests fail when the committed files or the comments and
 * the definitions drift apart.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import "../index.ts";
import { publishedSchemas } from "../engine/schema/publish.ts";
import { staleSchemaSources } from "./schema-docs.ts";
import { PROJECT_ROOT } from "../test/support/shared.ts";

const dir = join(PROJECT_ROOT, "schemas");
rmSync(dir, { recursive: true, force: true });
const schemas = publishedSchemas();
for (const [path, schema] of schemas) {
  const file = join(dir, `${path}.json`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(schema, null, 2)}\n`);
}
console.log(`${schemas.size} schemas written to ${dir}`);
const stale = staleSchemaSources();
for (const [file, text] of stale) writeFileSync(file, text);
console.log(`doc comments updated in ${stale.size} schema sources`);
