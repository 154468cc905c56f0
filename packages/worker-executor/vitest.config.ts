import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import { configDefaults, defineConfig } from "vitest/config";

export default defineConfig({
  // The harness's feature constants (src/harness/features.ts), all on, for its modules' own tests.
  define: { __HARNESS_DETERMINISM__: "true", __HARNESS_FORMATTER__: "true", __HARNESS_REPLAY__: "true" },
  plugins: [cloudflareTest({ main: "./test/worker.ts", wrangler: { configPath: "./test/wrangler.jsonc" } })],
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    // The heap-bomb tests run in a workerd of their own (vitest.heap.config.ts).
    exclude: [...configDefaults.exclude, "test/heap/**"],
    testTimeout: 30_000,
  },
});
