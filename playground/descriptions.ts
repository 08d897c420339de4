/**
 * The schemas' descriptions in the document editor: hovering a property name
 * (a JSON or YAML key) shows what the document's schema says of that
 * property. The page runs no engine, so each schema is asked of the API
 * (`GET v0/schemas/<kind>?bundle=true`, relative to the page) once per kind.
 */
import type { Extension } from "@codemirror/state";
import { EditorView, hoverTooltip, type Tooltip } from "@codemirror/view";
import { describeProperty, keyAt } from "./schema-keys.ts";

type Schema = Record<string, unknown>;

/** The URL of a bundled schema (`bill/invoice`) for a page at `base`. */
export function schemaUrl(kind: string, base: string): string {
  return new URL(`v0/schemas/${kind}?bundle=true`, base).href;
}

/**
 * Bundled schemas by kind, each fetched once. A schema the server does not
 * have is remembered as missing; a failed request (the network) is not, so a
 * later hover asks again.
 */
export class SchemaCache {
  private readonly schemas = new Map<string, Promise<Schema | undefined>>();

  constructor(private readonly load: (kind: string) => Promise<Schema | undefined>) {}

  get(kind: string): Promise<Schema | undefined> {
    let schema = this.schemas.get(kind);
    if (!schema) {
      schema = this.load(kind).catch(() => {
        this.schemas.delete(kind);
        return undefined;
      });
      this.schemas.set(kind, schema);
    }
    return schema;
  }
}

/** Fetches a bundled schema from the API the page is served with: undefined if the server has none by that path. */
export async function fetchSchema(kind: string, base: string): Promise<Schema | undefined> {
  const response = await fetch(schemaUrl(kind, base), { headers: { accept: "application/json" } });
  if (!response.ok) {
    if (response.status >= 500) throw new Error(`HTTP ${response.status}`); // worth asking again later
    return undefined;
  }
  const body: unknown = await response.json();
  return typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Schema) : undefined;
}

const theme = EditorView.theme({
  // The hover tooltip's frame (CodeMirror's), then the description in it.
  ".cm-tooltip.cm-tooltip-hover": {
    backgroundColor: "var(--panel)",
    border: "1px solid var(--border)",
    borderRadius: "6px",
    boxShadow: "0 2px 10px rgba(29, 35, 48, 0.15)",
  },
  ".cm-schema-description": {
    maxWidth: "min(36em, 80vw)",
    padding: "6px 10px",
    fontFamily: "var(--sans)",
    fontSize: "12.5px",
    lineHeight: "1.45",
    whiteSpace: "normal",
    color: "var(--text)",
  },
});

/** Hover tooltips with the description of the property name under the pointer, from the schema `schemaOf` gives for a kind. */
export function schemaDescriptions(schemaOf: (kind: string) => Promise<Schema | undefined>): Extension {
  return [
    hoverTooltip(
      async (view, pos, side): Promise<Tooltip | null> => {
        const key = keyAt(view.state, pos, side);
        if (!key?.schema) return null;
        const schema = await schemaOf(key.schema.kind);
        if (!schema) return null;
        const description = describeProperty(schema, key.path.slice(key.schema.depth));
        if (!description) return null;
        return {
          pos: key.from,
          end: key.to,
          above: true,
          create: () => {
            const dom = document.createElement("div");
            dom.className = "cm-schema-description";
            dom.setAttribute("role", "tooltip");
            dom.textContent = description;
            return { dom };
          },
        };
      },
      { hoverTime: 350 },
    ),
    theme,
  ];
}
