import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [cloudflareTest({ main: "./test/worker.ts", wrangler: { configPath: "./test/wrangler.jsonc" } })],
  test: {
    include: ["test/**/*.test.ts"],
    // Each in a workerd process of its own: vitest.fault-injection.config.ts, vitest.load-smoke.config.ts.
    exclude: ["test/fault-injection.test.ts", "test/load-smoke.test.ts"],
    testTimeout: 120_000,
  },
});
