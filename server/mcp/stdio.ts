/**
 * The MCP server on stdio: `npm run mcp`, or `npx bizdoc-mcp` (server/mcp/bin.mjs).
 * stdout carries the protocol and nothing else; every log goes to stderr.
 */

// Anything that would print to stdout (a stray console.log in a plugin...) goes
// to stderr instead, before any other module is loaded.
for (const method of ["log", "info", "debug", "trace", "dir"] as const) {
  (console as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => console.error(...args);
}

// The MCP SDK and zod are optional packages of bizdoc: without them, say what to install (exit 2), not a stack.
const { missingPeerMessage } = await import("../peers.ts");
const loaded = await Promise.all([import("@modelcontextprotocol/sdk/server/stdio.js"), import("../../index.ts"), import("./server.ts")]).catch((err: unknown) => {
  const message = missingPeerMessage(err, "mcp", "the bizdoc MCP server");
  if (message === undefined) throw err;
  process.stderr.write(`bizdoc: could not start: ${message}\n`);
  process.exit(2);
});
const [{ StdioServerTransport }, { createEngine }, { createMcpServer, stderrLog }] = loaded;

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
