/**
 * MCP over Streamable HTTP, stateless: every POST gets a fresh server and
 * transport (no session, nothing kept between requests), so any instance
 * behind a load balancer can answer any request.
 */
import type { RequestHandler, Response } from "express";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import type { Engine } from "../../engine/index.ts";
import { createMcpServer, stderrLog, type McpServerOptions } from "./server.ts";

export interface McpHttpOptions extends McpServerOptions {
  /** Largest JSON-RPC request body read, in bytes (default 5 MiB, as the REST API). */
  maxBodySize?: number;
}

const DEFAULT_MAX_BODY = 5 * 1024 * 1024;
const ALLOWED = "POST, OPTIONS";

/**
 * The MCP endpoint as one express handler. Mount it at a path, e.g.
 * `app.use("/v0/mcp", mcpHandler(engine))` (or `app.all("/v0/mcp", ...)`):
 * POST carries JSON-RPC messages and answers them as JSON; OPTIONS answers a
 * CORS preflight; any other method is 405 (there is no server-to-client
 * stream, and no session to delete, in stateless mode).
 */
export function mcpHandler(engine: Engine, options: McpHttpOptions = {}): RequestHandler {
  const logError = options.logError ?? stderrLog;
  const maxRequestBodySize = options.maxBodySize ?? DEFAULT_MAX_BODY;

  return async (req, res, next) => {
    // Mounted with app.use, answer the mount path itself only (sub-paths fall through to the app's 404).
    if (req.route === undefined && req.path !== "/" && req.path !== "") return next();

    res.setHeader("Access-Control-Allow-Origin", "*");
    res.setHeader("Cache-Control", "no-store");
    if (req.method === "OPTIONS") {
      res.setHeader("Access-Control-Allow-Methods", ALLOWED);
      res.setHeader("Access-Control-Allow-Headers", "Content-Type, Accept, Authorization, Mcp-Protocol-Version, Mcp-Session-Id, Last-Event-ID");
      res.setHeader("Access-Control-Max-Age", "86400");
      res.status(204).end();
      return;
    }
    if (req.method !== "POST") {
      res.setHeader("Allow", ALLOWED);
      return rpcError(res, 405, -32000, "Method not allowed: this stateless MCP endpoint takes JSON-RPC messages by POST only.");
    }

    // A body some earlier middleware already read is handed over; otherwise the transport reads it.
    let body: unknown = req.body;
    if (typeof body === "string" || Buffer.isBuffer(body)) {
      try {
        body = JSON.parse(body.toString());
      } catch {
        return rpcError(res, 400, -32700, "Parse error: Invalid JSON");
      }
    }

    const server = createMcpServer(engine, { logError });
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true, maxRequestBodySize });
    res.on("close", () => {
      void transport.close();
      void server.close();
    });
    try {
      await server.connect(transport);
      await transport.handleRequest(req, res, body);
    } catch (err) {
      logError("MCP request failed", { error: err instanceof Error ? err.message : String(err), ...(err instanceof Error && err.stack ? { stack: err.stack } : {}) });
      if (!res.headersSent) rpcError(res, 500, -32603, "Internal server error");
    }
  };
}

function rpcError(res: Response, status: number, code: number, message: string): void {
  res.status(status).type("application/json").send(JSON.stringify({ jsonrpc: "2.0", error: { code, message }, id: null }));
}
