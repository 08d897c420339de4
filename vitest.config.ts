import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts", "engine/**/*.test.ts", "regimes/**/*.test.ts", "addons/**/*.test.ts", "server/**/*.test.ts"],
    setupFiles: ["reflect-metadata"],
    // Names the run and clears the scratch folders of bundles and built assets (test/support/scratch.ts).
    globalSetup: ["test/support/global-setup.ts"],
    pool: "forks",
    // Test files share their fork's modules (the engine, schemas, plugins are
    // imported once per fork, not once per file): the suite takes half the
    // time. Tests therefore leave no global state behind: engines are created
    // per file, plugins are registered on child containers, never the root one.
    isolate: false,
    // One fork per core and one more (vitest's default leaves one core free,
    // which here is half the machine): many tests wait on what they started (a
    // server, a browser, a compiler), so the cores stay busy. Measured on 2
    // cores: 3 forks 99–114 s, 2 forks 114–134 s for the whole suite.
    maxWorkers: availableParallelism() + 1,
    // With every core busy (and another suite beside this one), a test that
    // starts a server or a process can wait its turn for many seconds: the
    // limits are budgets for a stuck test, not measures of speed (speed is
    // measured by npm run bench, never by a test's time).
    testTimeout: 120_000,
    hookTimeout: 240_000,
  },
});
