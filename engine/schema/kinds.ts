import type { TSchema } from "@sinclair/typebox";
import { BizdocError } from "../errors/index.ts";
import type { Context } from "../plugin/context.ts";
import { schemaPath } from "./id.ts";

/**
 * A kind of document the engine can build: its schema, and the behaviour the
 * engine core gives it. Regimes and addons add to this through plugins.
 */
export interface DocumentKind<D extends object = any> {
  /** The `$schema` ID, e.g. https://gobl.org/draft-0/bill/invoice. */
  id: string;
  /** Type name, e.g. "bill.Invoice". */
  type: string;
  schema: TSchema;
  /** Whether the document has a `uuid` that enveloping assigns when missing. */
  identifiable: boolean;
  /** The regime code the document declares or implies, if any. */
  regimeOf?(doc: D): string | undefined;
  /** Addon keys the document asks for. */
  addonsOf?(doc: D): string[];
  /**
   * Top-level fields holding a code from a closed list that the calculation
   * replaces when it is empty or unknown (GOBL: an invoice's currency becomes
   * the regime's); the input checks let any text through there.
   */
  replacedWhenUnknown?: readonly string[];
  /** The engine's own calculation, run after normalisation. */
  calculate?(doc: D, ctx: Context): void;
  /** Turns the document into its corrective document, in place (invoices only). */
  correct?(doc: D, options: unknown, ctx: Context, headerStamps: { prv: string; val: string }[]): void;
  /** The JSON Schema of the correction options that apply to this document. */
  correctionOptionsSchema?(doc: D, ctx: Context): unknown;
  /** Clears what must differ between a document and its copy, in place. */
  replicate?(doc: D): void;
  /** Where the document travels: the endpoint URIs of its sender and receiver, for the envelope header. */
  route?(doc: D): { from?: string; to?: string };
  /** Whether a signature may be applied (GOBL: documents with a code). */
  readyToSign?(doc: D): boolean;
}

/** Finds document kinds by `$schema` ID or by the `type` hints GOBL accepts. */
export class KindRegistry {
  private readonly byId = new Map<string, DocumentKind>();

  constructor(kinds: readonly DocumentKind[]) {
    for (const k of kinds) {
      // A plugin's kind may not take the place of another (see Contributions.kinds).
      if (this.byId.has(k.id)) throw new BizdocError("internal", `document kind '${k.id}' is defined twice`);
      this.byId.set(k.id, k);
    }
  }

  byID(id: string): DocumentKind | undefined {
    return this.byId.get(id);
  }

  list(): DocumentKind[] {
    return [...this.byId.values()];
  }

  /**
   * Resolves a type hint: a full ID, a type name (`Invoice`, `bill.Invoice`)
   * or a path (`bill/invoice`, `invoice`). Unlike GOBL, an ambiguous hint is
   * an error instead of a random pick.
   */
  fromHint(hint: string): DocumentKind {
    const exact = this.byId.get(hint);
    if (exact) return exact;
    const wanted = hintPath(hint);
    const matches = this.list().filter((k) => {
      const path = schemaPath(k.id) ?? k.id;
      const [, short] = k.type.split(".");
      return hint === k.type || hint === short || path === wanted || path.endsWith(`/${wanted}`);
    });
    if (matches.length === 1) return matches[0];
    if (matches.length === 0) throw new BizdocError("input", `unrecognized document type '${hint}'`);
    throw new BizdocError("input", `ambiguous document type '${hint}': ${matches.map((m) => m.id).join(", ")}`);
  }
}

/** `bill.Invoice` → `bill/invoice`, `CorrectionOptions` → `correction-options`. */
function hintPath(hint: string): string {
  return hint
    .split(/[./]/)
    .map((part) => part.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase())
    .join("/");
}
