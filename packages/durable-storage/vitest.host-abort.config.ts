import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";

// The tests that abort the host Durable Object (ctx.abort()), in a workerd process of their own: an abort in
// the middle of a pass can leave sandbox stubs to be finalized during isolate shutdown, which workerd turns into
// a fatal process abort (see test/host-abort/host-abort.test.ts); only these tests can fail from it.
export default defineConfig({
  plugins: [cloudflareTest({ main: "./test/worker.ts", wrangler: { configPath: "./test/wrangler.jsonc" } })],
  test: {
    include: ["test/host-abort/**/*.test.ts"],
    testTimeout: 30_000,
  },
});
