import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [
    cloudflareTest({
      main: "./test/worker.ts",
      wrangler: { configPath: "./test/wrangler.jsonc" },
    }),
  ],
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    // Some tests derive and index all of Stripe's 452 operations in workerd and then derive every schema:
    // about 2 s on an idle machine, over 5 s (the default bound) on two cores busy with the rest of CI.
    // 30 s, as the other packages allow, leaves an order of magnitude.
    testTimeout: 30_000,
  },
});
