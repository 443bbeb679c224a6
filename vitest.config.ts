import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

const alias = {
  "@": path.resolve(import.meta.dirname, "src"),
  // `server-only` throws outside Next's server bundle; in tests it has nothing to guard.
  "server-only": path.resolve(import.meta.dirname, "tests/support/empty-module.ts"),
};

const env = {
  NODE_ENV: "test" as const,
  LOG_LEVEL: "silent",
  JWT_SECRET: "test-secret-that-is-long-enough-for-hs256-signing",
};

/**
 * Three kinds of test, told apart by file name:
 *   *.test.ts       unit tests, no database
 *   *.int.test.ts   against a real database: a throwaway PGlite per file, or PostgreSQL when
 *                   TEST_DATABASE_URL is set (one database per file, cloned from a template)
 *   *.test.tsx      React components in jsdom
 */
export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
    globals: true,
    env,
    restoreMocks: true,
    // Every stubbed global (fetch, above all) goes back after each test.
    unstubGlobals: true,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          environment: "node",
          include: ["src/**/*.test.ts", "tests/unit/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: ["**/*.int.test.ts", "**/node_modules/**"],
          setupFiles: ["tests/support/fail-on-console-error.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          environment: "node",
          include: ["src/**/*.int.test.ts", "tests/integration/**/*.int.test.ts"],
          globalSetup: ["tests/support/database-template.ts"],
          setupFiles: ["tests/support/fail-on-console-error.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "components",
          environment: "jsdom",
          include: ["src/**/*.test.tsx", "tests/components/**/*.test.tsx"],
          setupFiles: ["tests/support/fail-on-console-error.ts", "tests/support/dom-setup.ts"],
          // A screen's journey in jsdom takes 1–2 s alone and four times that on a loaded 2-core
          // machine; the 5 s default failed such tests that pass alone.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
