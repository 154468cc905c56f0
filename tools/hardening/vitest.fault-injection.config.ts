import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";

// The fault-injection tests, in a workerd process of their own: they kill the host Durable Object (ctx.abort())
// about a hundred times in the middle of passes, which leaves sandbox stubs to be finalized during isolate
// shutdown; workerd can turn that into a fatal process abort (workerd issue 6506) that would take the other
// files' results with it. scripts/vitest-workerd.mjs runs this file again when that happens.
export default defineConfig({
  plugins: [cloudflareTest({ main: "./test/worker.ts", wrangler: { configPath: "./test/wrangler.jsonc" } })],
  test: {
    include: ["test/fault-injection.test.ts"],
    testTimeout: 120_000,
  },
});
