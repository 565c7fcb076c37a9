import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // Type-level tests (expectTypeOf) only assert when the checker runs them.
    typecheck: {
      enabled: true,
      include: ["test/**/*.test-d.ts"],
      tsconfig: "./tsconfig.json",
    },
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
  },
});
