import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts", "engine/**/*.test.ts", "regimes/**/*.test.ts", "addons/**/*.test.ts", "server/**/*.test.ts"],
    setupFiles: ["reflect-metadata"],
    pool: "forks",
  },
});
