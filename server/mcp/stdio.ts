/**
 * The MCP server on stdio: `npm run mcp`, or `npx bizdoc-mcp` (server/mcp/bin.mjs).
 * stdout carries the protocol and nothing else; every log goes to stderr.
 */

// Anything that would print to stdout (a stray console.log in a plugin...) goes
// to stderr instead, before any other module is loaded.
for (const method of ["log", "info", "debug", "trace", "dir"] as const) {
  (console as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => console.error(...args);
}

const { StdioServerTransport } = await import("@modelcontextprotocol/sdk/server/stdio.js");
const { createEngine } = await import("../../index.ts");
const { createMcpServer, stderrLog } = await import("./server.ts");

const server = createMcpServer(createEngine(), { logError: stderrLog });
const transport = new StdioServerTransport();

let closing = false;
const shutdown = async (code = 0) => {
  if (closing) return;
  closing = true;
  await server.close().catch(() => undefined);
  process.exit(code);
};

process.on("SIGINT", () => void shutdown());
process.on("SIGTERM", () => void shutdown());
// The client went away: its end of stdin closed, or stdout is a broken pipe.
process.stdin.on("end", () => void shutdown());
process.stdout.on("error", (err: NodeJS.ErrnoException) => void shutdown(err.code === "EPIPE" ? 0 : 1));
process.on("uncaughtException", (err) => {
  stderrLog("uncaught exception", { error: err.message, stack: err.stack });
  void shutdown(1);
});
process.on("unhandledRejection", (reason) => {
  stderrLog("unhandled rejection", { error: reason instanceof Error ? reason.message : String(reason) });
});

await server.connect(transport);
process.stderr.write("bizdoc MCP server ready on stdio\n");
