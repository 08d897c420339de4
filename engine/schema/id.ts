/** Schema IDs are GOBL's: `https://gobl.org/draft-0/<path>`. */
export const SCHEMA_BASE = "https://gobl.org/draft-0";

export function schemaID(path: string): string {
  return `${SCHEMA_BASE}/${path}`;
}

/** The `<path>` part of a GOBL schema ID, or undefined for any other URL. */
export function schemaPath(id: string): string | undefined {
  const prefix = `${SCHEMA_BASE}/`;
  return id.startsWith(prefix) ? id.slice(prefix.length) : undefined;
}
