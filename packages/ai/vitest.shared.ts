import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";

/**
 * The test setup for one AI SDK major: the same test files run in workerd (a real Worker Loader and a real
 * SQLite Durable Object for the runtime) against `ai@6` (the `ai` devDependency) or `ai@7` (installed as
 * `ai-v7` and aliased to `ai`, so every `import ... from "ai"` and `"ai/test"` gets version 7).
 */
export function aiTestConfig(major: 6 | 7) {
  const alias = major === 7 ? [{ find: /^ai(\/.*)?$/, replacement: "ai-v7$1" }] : [];
  return defineConfig({
    plugins: [
      cloudflareTest({ main: "./test/worker.ts", wrangler: { configPath: "./test/wrangler.jsonc" } }),
    ],
    resolve: { alias },
    define: { __EXPECTED_AI_MAJOR__: String(major) },
    test: {
      name: `ai@${major}`,
      include: ["src/**/*.test.ts", "test/**/*.test.ts"],
      testTimeout: 30_000,
      // Types do not depend on the runtime alias, so they are checked once, with ai@6's declarations.
      typecheck: { enabled: major === 6, include: ["test/**/*.test-d.ts"], tsconfig: "./tsconfig.json" },
    },
  });
}
