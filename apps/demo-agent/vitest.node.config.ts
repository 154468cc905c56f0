import { defineConfig } from "vitest/config";

// Node-side tests: the end-to-end test (wrangler dev + headless Chromium) and the production dry-run bundle.
// Run one file at a time: each starts wrangler, and CI machines have two cores.
export default defineConfig({
  test: {
    include: ["test/node/**/*.test.ts"],
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 180_000,
  },
});
