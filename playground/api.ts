/**
 * Calls to the REST API the page is served with. URLs are relative to the
 * page (`v0/build` against its base), so the page keeps working behind a
 * reverse proxy that serves the whole app under a path prefix.
 */
import type { ErrorBody, Fault } from "../engine/index.ts";

export type Operation = "build" | "validate" | "correct" | "sign" | "verify" | "keygen";

export interface Answer {
  status: number;
  statusText: string;
  /** The parsed JSON body (undefined when it is empty or not JSON). */
  body: unknown;
  /** Time the engine took, from `Server-Timing` (milliseconds), when the server says. */
  engineMs?: number;
}

/** The URL of an operation for a page at `base`. */
export function operationUrl(operation: Operation, base: string): string {
  return new URL(`v0/${operation}`, base).href;
}

/** The `engine` duration of a `Server-Timing` header (`engine;dur=1.25, total;dur=2`), if there is one. */
export function engineTime(serverTiming: string | null): number | undefined {
  for (const metric of (serverTiming ?? "").split(",")) {
    const [name, ...params] = metric.split(";").map((part) => part.trim());
    if (name !== "engine") continue;
    const duration = params.find((param) => param.startsWith("dur="));
    const ms = duration === undefined ? NaN : Number(duration.slice("dur=".length));
    if (Number.isFinite(ms)) return ms;
  }
  return undefined;
}

/** True when a body is in the API's one error shape, faults included. */
export function isErrorBody(body: unknown): body is ErrorBody {
  if (!isRecord(body)) return false;
  return typeof body.code === "number" && typeof body.key === "string" && typeof body.message === "string" && Array.isArray(body.faults) && body.faults.every(isFault);
}

function isFault(value: unknown): value is Fault {
  return (
    isRecord(value) &&
    (value.code === undefined || typeof value.code === "string") &&
    typeof value.description === "string" &&
    Array.isArray(value.properties) &&
    value.properties.every((path) => typeof path === "string")
  );
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** POSTs an operation (with `request` as its JSON body, none for keygen) and reads the answer; rejects only when the server cannot be reached. */
export async function callOperation(operation: Operation, request: Record<string, unknown> | undefined, base: string): Promise<Answer> {
  const response = await fetch(operationUrl(operation, base), {
    method: "POST",
    headers: request === undefined ? {} : { "content-type": "application/json" },
    body: request === undefined ? undefined : JSON.stringify(request),
  });
  const text = await response.text();
  const engineMs = engineTime(response.headers.get("server-timing"));
  return { status: response.status, statusText: response.statusText, body: parseJSON(text), ...(engineMs === undefined ? {} : { engineMs }) };
}

function parseJSON(text: string): unknown {
  try {
    return text === "" ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}
