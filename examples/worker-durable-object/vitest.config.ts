import { defineConfig } from "vitest/config";

// One wrangler dev for the whole file; the bounds only turn a server that never answers into a failure.
export default defineConfig({
  test: { include: ["test/**/*.test.ts"], testTimeout: 120_000, hookTimeout: 180_000 },
});
