import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts", "engine/**/*.test.ts", "regimes/**/*.test.ts", "addons/**/*.test.ts", "server/**/*.test.ts"],
    setupFiles: ["reflect-metadata"],
    pool: "forks",
    // Test files share their fork's modules (the engine, schemas, plugins are
    // imported once per fork, not once per file): the suite takes half the
    // time. Tests therefore leave no global state behind: engines are created
    // per file, plugins are registered on child containers, never the root one.
    isolate: false,
  },
});
