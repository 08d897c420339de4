/**
 * Calls to the REST API the page is served with. URLs are relative to the
 * page (`v0/build` against its base), so the page keeps working behind a
 * reverse proxy that serves the whole app under a path prefix.
 */
import type { ErrorBody, Fault } from "../engine/index.ts";

export type Operation = "build" | "validate" | "correct" | "sign" | "verify" | "keygen" | "convert" | "render";

export interface Answer {
  status: number;
  statusText: string;
  /** The parsed JSON body (undefined when it is empty or not JSON). */
  body: unknown;
  /** The body when the server answered XML (/convert writing a document). */
  xml?: string;
  /** The body when the server answered an HTML page (/render). */
  html?: string;
  /** The profile an XML answer was written under (`Bizdoc-Profile`). */
  profile?: string;
  /** What the format gave beside the XML (`Bizdoc-Details`: a record's chain link, its QR code's URL). */
  details?: Record<string, unknown>;
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

/**
 * POSTs an operation (with `request` as its JSON body, or XML text sent as
 * `application/xml`, or nothing for keygen) and reads the answer, JSON or
 * XML; rejects only when the server cannot be reached.
 */
export async function callOperation(operation: Operation, request: Record<string, unknown> | string | undefined, base: string): Promise<Answer> {
  const contentType = request === undefined ? undefined : typeof request === "string" ? "application/xml" : "application/json";
  const response = await fetch(operationUrl(operation, base), {
    method: "POST",
    headers: contentType === undefined ? {} : { "content-type": contentType },
    body: request === undefined ? undefined : typeof request === "string" ? request : JSON.stringify(request),
  });
  const text = await response.text();
  const engineMs = engineTime(response.headers.get("server-timing"));
  const answer: Answer = { status: response.status, statusText: response.statusText, body: undefined, ...(engineMs === undefined ? {} : { engineMs }) };
  if (/^text\/html\b/.test(response.headers.get("content-type") ?? "")) answer.html = text;
  else if (/^(application|text)\/(.+\+)?xml\b/.test(response.headers.get("content-type") ?? "")) {
    answer.xml = text;
    const profile = response.headers.get("bizdoc-profile");
    if (profile) answer.profile = profile;
    const details = parseJSON(response.headers.get("bizdoc-details") ?? "");
    if (isRecord(details)) answer.details = details;
  } else answer.body = parseJSON(text);
  return answer;
}

function parseJSON(text: string): unknown {
  try {
    return text === "" ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}
