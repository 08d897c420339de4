/**
 * A listening API server on an ephemeral 127.0.0.1 port, and a client that
 * checks every answer against the server's own /v0/openapi.json.
 */
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect } from "vitest";
import { createEngine } from "../../index.ts";
import type { AddonPlugin, Engine } from "../../engine/index.ts";
import { createAPI, type AppOptions } from "../../server/app.ts";
import { parseSize, readConfig } from "../../server/config.ts";
import { createHttpServer } from "../../server/limits.ts";
import { createLogger } from "../../server/logger.ts";

const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv2020) => void;

/** An addon only the tests register, so the addon routes have something to serve whatever ships. */
export const testAddon: AddonPlugin = {
  definition: {
    key: "zz-bizdoc-test-v1",
    name: { en: "bizdoc test addon" },
    description: { en: "Registered by the API tests only." },
    extensions: [],
    scenarios: [],
    corrections: [],
  },
};

let shared: Engine | undefined;

/** One engine per test file (creating it compiles every schema). */
export function testEngine(): Engine {
  shared ??= createEngine({ addons: [testAddon] });
  return shared;
}

export interface TestServer {
  /** http://127.0.0.1:<port>/v0 */
  base: string;
  /** Every log line the server wrote, parsed. */
  logs: Record<string, unknown>[];
  engine: Engine;
  close(): Promise<void>;
}

/**
 * The app on the HTTP server `npm start` runs it on (server/limits.ts), with
 * the default settings: the same keep-alive, timeouts and body handling the
 * API has, so a client keeping connections alive is never cut mid-test by a
 * shorter idle timeout than the API's.
 */
export async function startServer(options: AppOptions & { engine?: Engine } = {}): Promise<TestServer> {
  const logs: Record<string, unknown>[] = [];
  const engine = options.engine ?? testEngine();
  const logger = createLogger({ level: "debug", write: (line) => logs.push(JSON.parse(line)) });
  const config = readConfig({});
  const bodyLimit = typeof options.bodyLimit === "string" ? parseSize(options.bodyLimit, "bodyLimit") : (options.bodyLimit ?? config.bodyLimit);
  const server: Server = createHttpServer(createAPI(engine, { logger, ...options }), { ...config, bodyLimit }, logger).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v0`;
  return {
    base,
    logs,
    engine,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed body (undefined when it is empty or not JSON). */
  body: any;
}

export interface RequestOptions {
  /** Sent as JSON text (a string is sent as it is). */
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * A client for one server. Every JSON answer is checked against the
 * response schema openapi.json gives for its path, method and status; a 200
 * whose operation or status is not described fails the test.
 */
export class Client {
  private readonly ajv: Ajv2020;
  private readonly validators = new Map<string, ValidateFunction>();
  private readonly paths: [RegExp, string][];
  /** How many answers were checked against the description. */
  checked = 0;

  constructor(
    readonly server: TestServer,
    readonly openapi: any,
  ) {
    // Unoptimised code: the same checks, compiled in well under half the time.
    this.ajv = new Ajv2020({ strict: false, unicodeRegExp: false, allErrors: true, logger: false, code: { optimize: false } });
    addFormats(this.ajv);
    // GOBL's own data holds IRIs where its schemas say "uri" (a Finnish source URL with "ö"),
    // so responses are checked with the IRI reading of that format.
    this.ajv.addFormat("uri", (this.ajv.formats as Record<string, unknown>)["iri"] as never);
    // openapi.json stands alone: nothing but the description itself is given to ajv.
    this.ajv.addSchema({ ...openapi, $id: OPENAPI_ID });
    this.paths = Object.keys(openapi.paths).map((template) => [
      new RegExp(`^${template.replace(/\{path\}/g, "(.+)").replace(/\{[^}]+\}/g, "([^/]+)")}$`),
      template,
    ]);
  }

  static async for(server: TestServer): Promise<Client> {
    const res = await fetch(`${server.base}/openapi.json`);
    expect(res.status).toBe(200);
    return new Client(server, await res.json());
  }

  async request(method: string, path: string, options: RequestOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = { ...options.headers };
    let body: string | undefined;
    if (options.body !== undefined) {
      body = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
      headers["content-type"] ??= "application/json";
    }
    const res = await fetch(`${this.server.base}${path}`, { method, headers, body });
    const text = await res.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    const answer: Answer = { status: res.status, headers: res.headers, text, body: parsed };
    if (method !== "HEAD" && method !== "OPTIONS") this.check(method, path, answer);
    return answer;
  }

  get(path: string, headers?: Record<string, string>): Promise<Answer> {
    return this.request("GET", path, { headers });
  }

  post(path: string, body?: unknown, headers?: Record<string, string>): Promise<Answer> {
    return this.request("POST", path, { body, headers });
  }

  /** Checks an answer against openapi.json (see the class comment). */
  check(method: string, path: string, answer: Answer): void {
    const schemaPointer = this.responseSchema(method, path, answer.status);
    if (schemaPointer === undefined) {
      if (answer.status === 200) throw new Error(`openapi.json does not describe 200 for ${method} ${path}`);
      if (answer.status >= 400) this.validate(`#/components/schemas/Error`, answer, `${method} ${path}`);
      return;
    }
    if (schemaPointer === null) return; // described without a body (304)
    this.validate(schemaPointer, answer, `${method} ${path}`);
  }

  private validate(pointer: string, answer: Answer, what: string): void {
    let validate = this.validators.get(pointer);
    if (!validate) {
      validate = this.ajv.compile({ $ref: `${OPENAPI_ID}${pointer}` });
      this.validators.set(pointer, validate);
    }
    const ok = validate(answer.body);
    this.checked++;
    if (!ok) {
      throw new Error(`${what} → ${answer.status} does not match openapi.json (${pointer}): ${JSON.stringify(validate.errors?.slice(0, 5))}`);
    }
  }

  /** JSON pointer to the response schema (null: described without content; undefined: not described). */
  private responseSchema(method: string, path: string, status: number): string | null | undefined {
    const bare = path.split("?")[0];
    const match = this.paths.find(([re]) => re.test(bare));
    if (!match) return undefined;
    const template = match[1];
    const op = this.openapi.paths[template][method.toLowerCase()];
    if (!op) return undefined;
    let response = op.responses[String(status)];
    if (!response) return undefined;
    let pointer = `#/paths/${encodeURIComponent(escape(template))}/${method.toLowerCase()}/responses/${status}`;
    if (response.$ref) {
      pointer = response.$ref;
      response = this.openapi.components.responses[response.$ref.split("/").pop()];
    }
    if (!response.content) return null;
    return `${pointer}/content/application~1json/schema`;
  }
}

const OPENAPI_ID = "https://bizdoc.test/openapi.json";

function escape(segment: string): string {
  return segment.replace(/~/g, "~0").replace(/\//g, "~1");
}

/** A minimal complete Spanish invoice (with a code, so it can be signed). */
export function invoice(): Record<string, any> {
  return {
    $schema: "https://gobl.org/draft-0/bill/invoice",
    code: "S-1",
    issue_date: "2024-03-01",
    currency: "EUR",
    supplier: { name: "Provide One S.L.", tax_id: { country: "ES", code: "B98602642" } },
    customer: { name: "Sample Consumer", tax_id: { country: "ES", code: "54387763P" } },
    lines: [{ quantity: "2", item: { name: "Work", price: "10.00" }, taxes: [{ cat: "VAT", rate: "general" }] }],
  };
}

export const message = (content = "Hello") => ({ $schema: "https://gobl.org/draft-0/note/message", content });
