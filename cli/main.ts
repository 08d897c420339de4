#!/usr/bin/env node
/**
 * `bizdoc`: the command line. `bizdoc --help` lists the commands; see
 * docs/cli.md.
 */

// stdout carries results (and the MCP protocol under `bizdoc mcp`): anything
// else that would print there (a stray console.log in a plugin) goes to stderr.
for (const method of ["log", "info", "debug", "trace", "dir"] as const) {
  (console as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => console.error(...args);
}

// The reader of our output went away (`bizdoc schema | head`): stop quietly, as other tools do.
process.stdout.on("error", (err: NodeJS.ErrnoException) => {
  if (err.code === "EPIPE") process.exit(0);
  throw err;
});

// The command line itself needs commander and yaml, optional for those who use bizdoc as a library:
// without them, say what to install (exit 2, a usage error), not Node's module-resolution stack.
let program: typeof import("./program.ts");
try {
  program = await import("./program.ts");
} catch (err) {
  const { missingPeerMessage } = await import("../server/peers.ts");
  const message = missingPeerMessage(err, "cli", "the bizdoc command line");
  if (message === undefined) throw err;
  const json = process.argv.includes("--json") || (!process.argv.includes("--no-json") && !process.stderr.isTTY);
  process.stderr.write(json ? `${JSON.stringify({ code: 400, key: "input", message, faults: [] })}\n` : `error (input): ${message}\n`);
  process.exit(2);
}
const code = await program.run(process.argv);
// Set, not exit: output still being written to a pipe must get out; servers (serve, mcp) keep running.
if (code !== 0) process.exitCode = code;
