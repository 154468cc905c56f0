import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    environment: "node",
    // The checks that build a TypeScript program over a whole package take 1-3 s on an idle 2-core machine
    // (they parse every source file with the type checker); 60 s leaves more than an order of magnitude for
    // a busy one.
    testTimeout: 60_000,
  },
});
