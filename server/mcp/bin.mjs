#!/usr/bin/env node
// `npx bizdoc-mcp`: the bizdoc MCP server on stdio. In a checkout it runs
// straight from the TypeScript sources (no build step needed; tsx compiles
// them on the fly, with the project's tsconfig wherever the client starts us
// from); in the installed package, which ships no sources, it runs the
// compiled server from dist/.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const source = new URL("./stdio.ts", import.meta.url);
const tsx = existsSync(fileURLToPath(source)) ? await import("tsx/esm/api").catch(() => undefined) : undefined;
if (tsx) {
  tsx.register({ tsconfig: fileURLToPath(new URL("../../tsconfig.json", import.meta.url)) });
  await import(source.href);
} else {
  await import("../../dist/server/mcp/stdio.js");
}
