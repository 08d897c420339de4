#!/usr/bin/env node
// `bizdoc` straight from the TypeScript sources (no build step), from any
// folder: tsx compiles them on the fly with the project's tsconfig. The
// published command is the compiled dist/cli/main.js.
import { fileURLToPath } from "node:url";
import { register } from "tsx/esm/api";

register({ tsconfig: fileURLToPath(new URL("../tsconfig.json", import.meta.url)) });
await import("./main.ts");
