import { defineConfig } from "vitest/config";

// The test starts `vite dev` and Chromium itself; the bounds only turn a hang into a failure.
export default defineConfig({
  test: { include: ["test/**/*.test.ts"], testTimeout: 120_000, hookTimeout: 180_000 },
});
