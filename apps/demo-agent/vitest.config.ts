import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import agents from "agents/vite";
import { defineConfig } from "vitest/config";

// Worker-level tests: the app's own Worker and wrangler configuration in workerd, with a real Worker Loader,
// real SQLite Durable Objects and facets. The connectors answer without simulated latency here.
export default defineConfig({
  plugins: [
    agents(),
    cloudflareTest({
      main: "./src/server.ts",
      wrangler: { configPath: "./wrangler.jsonc" },
      miniflare: { bindings: { SERVICE_LATENCY_MS: "0" } },
    }),
  ],
  test: {
    include: ["test/workers/**/*.test.ts"],
    testTimeout: 30_000,
  },
});
