import { SCHEMA_BASE } from "./id.ts";
import { publishedSchema, publishedSchemas } from "./publish.ts";
import { typeById } from "./types.ts";

type Json = Record<string, unknown>;

let files: Map<string, Json> | undefined;

/** The published schema files, keyed by path; built once (the types are fixed at start-up). */
export function schemaFiles(): Map<string, Json> {
  files ??= publishedSchemas();
  return files;
}

/** Every published schema ID, sorted. */
export function schemaIDs(): string[] {
  return [...schemaFiles().values()].map((f) => String(f.$id)).sort();
}

/** One published schema by path (`bill/invoice`), or undefined. */
export function schemaFile(path: string): Json | undefined {
  const file = schemaFiles().get(path.replace(/\.json$/, "").replace(/^\/+/, ""));
  return file ? structuredClone(file) : undefined;
}

const bundles = new Map<string, Json>();

/**
 * A schema that stands alone: every schema it refers to, directly or not, is
 * copied under its `$defs` and every reference points there. The first
 * definition of a name wins, as in GOBL's bundler.
 */
export function bundledSchema(path: string): Json | undefined {
  const key = path.replace(/\.json$/, "").replace(/^\/+/, "");
  const cached = bundles.get(key);
  if (cached) return structuredClone(cached);
  const root = schemaFile(key);
  return root ? bundle(key, root) : undefined;
}

/**
 * The schema of a named type that has no published file (a plugin's own
 * document kind, see Contributions.kinds), laid out as a published one, or
 * bundled as `bundledSchema` bundles; undefined for an unknown ID.
 */
export function unpublishedSchema(id: string, options: { bundle?: boolean } = {}): Json | undefined {
  const type = typeById(id);
  if (!type) return undefined;
  const root = publishedSchema(type);
  return options.bundle ? bundle(id, root) : root;
}

function bundle(key: string, root: Json): Json {
  const defs: Json = { ...(root.$defs as Json) };
  const local = new Map<string, string>();
  const queue = [...refsIn(root)];
  while (queue.length > 0) {
    const ref = queue.shift()!;
    if (local.has(ref) || !ref.startsWith(`${SCHEMA_BASE}/`)) continue;
    const target = definitionsFor(ref);
    if (!target) continue;
    local.set(ref, target.name);
    for (const [name, def] of Object.entries(target.defs)) {
      if (name in defs) continue;
      defs[name] = def;
      queue.push(...refsIn(def));
    }
  }
  const bundled = rewriteRefs({ ...root, $defs: defs }, local) as Json;
  bundles.set(key, bundled);
  return structuredClone(bundled);
}

/** The definitions a reference brings: a published file's `$defs`, or one helper type. */
function definitionsFor(ref: string): { name: string; defs: Json } | undefined {
  const path = ref.slice(SCHEMA_BASE.length + 1).split("#")[0];
  const file = schemaFiles().get(path);
  if (file) return { name: String(file.$ref).replace("#/$defs/", ""), defs: file.$defs as Json };
  const helper = typeById(ref);
  if (!helper) return undefined;
  const { $id: _id, ...def } = JSON.parse(JSON.stringify(helper.schema)) as Json;
  return { name: helper.name, defs: { [helper.name]: def } };
}

function refsIn(value: unknown): string[] {
  const out: string[] = [];
  const visit = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(visit);
    else if (v && typeof v === "object") {
      for (const [k, x] of Object.entries(v)) {
        if (k === "$ref" && typeof x === "string") out.push(x);
        else visit(x);
      }
    }
  };
  visit(value);
  return out;
}

function rewriteRefs(value: unknown, local: Map<string, string>): unknown {
  if (Array.isArray(value)) return value.map((v) => rewriteRefs(v, local));
  if (!value || typeof value !== "object") return value;
  const out: Json = {};
  for (const [k, v] of Object.entries(value)) {
    out[k] = k === "$ref" && typeof v === "string" && local.has(v) ? `#/$defs/${local.get(v)}` : rewriteRefs(v, local);
  }
  return out;
}
