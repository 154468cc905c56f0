import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";

// The heap-bomb tests, in a workerd process of their own: if a sandbox ever gets past the allocation budget
// and V8 aborts the process ("Reached heap limit"), only these tests fail, not the rest of the suite.
export default defineConfig({
  // The harness's feature constants (src/harness/features.ts), all on, for its modules' own tests.
  define: { __HARNESS_DETERMINISM__: "true", __HARNESS_FORMATTER__: "true", __HARNESS_REPLAY__: "true" },
  plugins: [cloudflareTest({ main: "./test/worker.ts", wrangler: { configPath: "./test/wrangler.jsonc" } })],
  test: {
    include: ["test/heap/**/*.test.ts"],
    testTimeout: 60_000,
  },
});
