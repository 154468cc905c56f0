import { defineConfig } from "vitest/config";

// The test starts `vite dev` itself; this config only keeps vitest from loading vite.config.ts (the Workers
// build) as its own. The bounds turn a server that never answers into a failure.
export default defineConfig({
  test: { include: ["test/**/*.test.ts"], testTimeout: 120_000, hookTimeout: 180_000 },
});
