import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";

// The load smoke test, in a workerd process of its own: its runs pause for approval dozens of times, each
// pause stopping a sandbox with the code still awaiting its call, and workerd sometimes turns the teardown of
// those sandboxes into a fatal process abort (workerd issue 6506) that would take the other files' results
// with it. scripts/vitest-workerd.mjs runs this file again when that happens.
export default defineConfig({
  plugins: [cloudflareTest({ main: "./test/worker.ts", wrangler: { configPath: "./test/wrangler.jsonc" } })],
  test: {
    include: ["test/load-smoke.test.ts"],
    testTimeout: 120_000,
  },
});
