#!/usr/bin/env node
/**
 * `bizdoc`: the command line. `bizdoc --help` lists the commands; see the
 * README's "Command line" section.
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

const { run } = await import("./program.ts");
const code = await run(process.argv);
// Set, not exit: output still being written to a pipe must get out; servers (serve, mcp) keep running.
if (code !== 0) process.exitCode = code;
