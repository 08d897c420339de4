import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import "../../../index.ts";
import { publishedSchemas } from "../../../engine/schema/publish.ts";
import { PROJECT_ROOT } from "../../support/shared.ts";

const dir = join(PROJECT_ROOT, "schemas");

function committed(): string[] {
  const out: string[] = [];
  const visit = (folder: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = join(folder, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (entry.name.endsWith(".json")) out.push(relative(dir, full).replace(/\.json$/, ""));
    }
  };
  if (existsSync(dir)) visit(dir);
  return out.sort();
}

describe("published JSON Schemas", () => {
  const schemas = publishedSchemas();

  it("are committed for exactly the registered types (run `npm run schemas` after changing a type)", () => {
    expect(committed()).toEqual([...schemas.keys()].sort());
  });

  it("match the TypeBox definitions they are generated from", () => {
    for (const [path, schema] of schemas) {
      const file = JSON.parse(readFileSync(join(dir, `${path}.json`), "utf8"));
      expect(file, path).toEqual(schema);
    }
  });

  it("use GOBL's IDs and refer to other types by absolute ID", () => {
    const party = schemas.get("org/party")!;
    expect(party.$id).toBe("https://gobl.org/draft-0/org/party");
    const def = (party.$defs as Record<string, any>)["org.Party"];
    expect(def.properties.tax_id.$ref).toBe("https://gobl.org/draft-0/tax/identity");
    expect(Object.keys(def.properties).slice(0, 4)).toEqual(["$regime", "uuid", "label", "name"]);
  });
});
