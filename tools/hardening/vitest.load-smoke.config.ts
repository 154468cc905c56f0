import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";

// The load smoke test, in a workerd process of its own: it runs dozens of sandboxes at once across several host
// Durable Objects, and it is the file during which workerd most often aborts the process at isolate shutdown
// (workerd issue 6506; about 1 run in 12 of this file alone on a busy 2-core machine, with or without pauses),
// which would take the other files' results with it. scripts/vitest-workerd.mjs runs this file again when
// that happens.
export default defineConfig({
  plugins: [cloudflareTest({ main: "./test/worker.ts", wrangler: { configPath: "./test/wrangler.jsonc" } })],
  test: {
    include: ["test/load-smoke.test.ts"],
    testTimeout: 120_000,
  },
});
