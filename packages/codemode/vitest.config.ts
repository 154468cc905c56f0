import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    environment: "node",
    // The cherry-pick test packs, installs and bundles real packages; the other tests take seconds.
    testTimeout: 60_000,
    hookTimeout: 600_000,
    typecheck: {
      enabled: true,
      include: ["test/**/*.test-d.ts"],
      tsconfig: "./tsconfig.json",
    },
  },
});
