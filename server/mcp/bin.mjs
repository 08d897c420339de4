#!/usr/bin/env node
// `npx bizdoc-mcp`: the bizdoc MCP server on stdio, straight from the
// TypeScript sources (no build step). tsx compiles them on the fly, with the
// project's tsconfig wherever the client starts us from.
import { fileURLToPath } from "node:url";
import { register } from "tsx/esm/api";

register({ tsconfig: fileURLToPath(new URL("../../tsconfig.json", import.meta.url)) });
await import("./stdio.ts");
