import express, { type Request, type RequestHandler } from "express";
import { randomUUID } from "node:crypto";
import { BizdocError, GOBL_VERSION, VERSION, parseJSON, stringifyJSON, type Engine } from "../engine/index.ts";
import { errorHandler, notFound } from "./errors.ts";

export interface AppOptions {
  /** Largest accepted request body, in bytes or a size string such as "5mb". */
  bodyLimit?: number | string;
}

/**
 * The REST adapter: each handler reads the request, calls one engine
 * operation and maps its result. No document logic lives here.
 */
export function createApp(engine: Engine, options: AppOptions = {}): express.Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("json spaces", 0);

  app.use((_req, res, next) => {
    res.locals.requestId = randomUUID();
    res.setHeader("X-Request-Id", res.locals.requestId);
    res.setHeader("Bizdoc-Version", VERSION);
    next();
  });

  // Bodies are read as text and parsed here, keeping every number's exact text.
  const body = express.text({ type: () => true, limit: options.bodyLimit ?? "5mb" });

  const v0 = express.Router();
  v0.get("/", (_req, res) => {
    res.json({ name: "bizdoc", description: "Build, validate and sign tax-aware business documents", version: VERSION, gobl: GOBL_VERSION });
  });

  v0.post(
    "/build",
    body,
    handle(async (req) => {
      const request = readRequest(req);
      return engine.build(request.data, {
        template: request.template,
        type: optionalString(request, "type"),
        envelop: optionalBoolean(request, "envelop"),
      });
    }),
  );

  app.use("/v0", v0);
  app.use(notFound);
  app.use(errorHandler);
  return app;
}

type Handler = (req: Request) => Promise<unknown>;

function handle(fn: Handler): RequestHandler {
  return (req, res, next) => {
    fn(req).then((result) => res.type("application/json").send(stringifyJSON(result)), next);
  };
}

interface OperationRequest {
  data: unknown;
  template?: unknown;
  [member: string]: unknown;
}

/** The common request body: a JSON object with a `data` member. */
function readRequest(req: Request): OperationRequest {
  const text = typeof req.body === "string" ? req.body : "";
  if (text.trim() === "") throw new BizdocError("input", "request body is empty: send a JSON object with a 'data' member");
  const parsed = parseJSON(text);
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw new BizdocError("input", "request body must be a JSON object");
  }
  const request = parsed as OperationRequest;
  if (!Object.hasOwn(request, "data") || request.data === null) throw new BizdocError("input", "no payload: 'data' is required");
  return request;
}

function optionalString(request: OperationRequest, member: string): string | undefined {
  const value = request[member];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "string") throw new BizdocError("input", `'${member}' must be a string`);
  return value;
}

function optionalBoolean(request: OperationRequest, member: string): boolean | undefined {
  const value = request[member];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "boolean") throw new BizdocError("input", `'${member}' must be a boolean`);
  return value;
}
