import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [cloudflareTest({ main: "./test/worker.ts", wrangler: { configPath: "./test/wrangler.jsonc" } })],
  test: {
    include: ["test/**/*.test.ts"],
    // In their own workerd process: vitest.host-abort.config.ts.
    exclude: ["test/host-abort/**"],
    testTimeout: 30_000,
  },
});
