import { z } from "zod";
import { BizdocError, childPath, parseJSON, unknownNameText } from "../../engine/index.ts";
import { isObject, wrongType } from "../operations.ts";

/**
 * One tool argument as the client sees it: its JSON Schema (with its
 * description), and whether it is required.
 *
 * The zod schema handed to the SDK accepts any value and only carries that
 * JSON Schema: the SDK answers its own validation failures with free text,
 * so the handlers check the arguments themselves (see ToolArguments) and
 * every failure comes back in bizdoc's one error shape, exactly as the REST
 * API reports the same mistake.
 */
export interface ArgumentSpec {
  schema: Record<string, unknown>;
  required?: boolean;
}

/** The input schema of a tool: its arguments' JSON Schemas, checked by the handler. */
export function inputSchema(args: Record<string, ArgumentSpec>) {
  const shape: Record<string, z.ZodOptional<z.ZodUnknown>> = {};
  const required: string[] = [];
  for (const [name, spec] of Object.entries(args)) {
    shape[name] = z.unknown().optional().meta(spec.schema);
    if (spec.required) required.push(name);
  }
  // Loose, so that an argument the tool does not take reaches the handler, which refuses it naming the closest (see ToolArguments);
  // the JSON Schema still says that no other argument is taken.
  const object = z.looseObject(shape).meta({ additionalProperties: false });
  return required.length > 0 ? object.meta({ required, additionalProperties: false }) : object;
}

/** A document: a JSON object, or its JSON text (which keeps every number's exact text). */
export const documentSchema = (description: string): Record<string, unknown> => ({
  anyOf: [{ type: "object" }, { type: "string" }],
  description,
});

/**
 * The arguments of one tool call, read by type the way the REST API reads a
 * request body: `null` counts as absent, a wrong type is an `input` error
 * naming the argument (`$.type`).
 */
export class ToolArguments {
  /** Refuses (400 `input`) an argument not among `known`, naming the closest: `envelope` for `envelop` would otherwise be dropped. */
  constructor(private readonly args: Record<string, unknown>, known?: readonly string[]) {
    if (known) refuseUnknownArguments(args, known);
  }

  /** The required document argument (`data`): an object or its JSON text. */
  document(name = "data"): unknown {
    const value = this.member(name);
    if (value === undefined) throw new BizdocError("input", `no payload: '${name}' is required`);
    return typeof value === "string" ? parseText(name, value) : value;
  }

  /** An optional JSON object argument (`options`, `template`), given as an object or its JSON text. */
  object(name: string): Record<string, unknown> | undefined {
    let value = this.member(name);
    if (typeof value === "string") value = parseText(name, value);
    if (value !== undefined && !isObject(value)) throw wrongType(name, "a JSON object");
    return value as Record<string, unknown> | undefined;
  }

  string(name: string): string | undefined {
    const value = this.member(name);
    if (value !== undefined && typeof value !== "string") throw wrongType(name, "a string");
    return value as string | undefined;
  }

  /** A required, non-empty string argument. */
  requiredString(name: string): string {
    const value = this.string(name);
    if (value === undefined || value.trim() === "") throw new BizdocError("input", `'${name}' is required`, [{ properties: [`$.${name}`], description: "is required" }]);
    return value;
  }

  boolean(name: string): boolean | undefined {
    const value = this.member(name);
    if (value !== undefined && typeof value !== "boolean") throw wrongType(name, "true or false");
    return value as boolean | undefined;
  }

  private member(name: string): unknown {
    const value = Object.hasOwn(this.args, name) ? this.args[name] : undefined;
    return value === null ? undefined : value;
  }
}

function refuseUnknownArguments(args: Record<string, unknown>, known: readonly string[]): void {
  const names = new Set(known);
  const unknown = Object.keys(args).filter((name) => !names.has(name));
  if (unknown.length === 0) return;
  const faults = unknown.slice(0, 100).map((name) => ({ properties: [childPath("$", name)], description: unknownNameText("argument", name, known) }));
  const rest = unknown.length > 1 ? ` (and ${unknown.length - 1} more unknown ${unknown.length === 2 ? "argument" : "arguments"})` : "";
  const takes = known.length > 0 ? `; this tool takes ${known.join(", ")}` : "; this tool takes no arguments";
  throw new BizdocError("input", `${faults[0].description}${rest}${takes}`, faults);
}

/** JSON text given for an argument, read keeping every number's exact text. */
function parseText(name: string, text: string): unknown {
  try {
    return parseJSON(text);
  } catch (err) {
    if (err instanceof BizdocError && err.message.startsWith("invalid JSON")) {
      const description = "must be a JSON object or its JSON text";
      throw new BizdocError("input", `'${name}' ${err.message.replace(/^invalid JSON/, "is not valid JSON")}`, [{ properties: [`$.${name}`], description }]);
    }
    throw err;
  }
}

