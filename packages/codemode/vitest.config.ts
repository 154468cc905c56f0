import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    environment: "node",
    // These tests run real tools: tsc over the docs' samples and over our declarations with every peer's types
    // (20-30 s on an idle 2-core machine, past 60 s with both cores busy), wrangler's bundler and workerd, in
    // child processes. Ten minutes is an order of magnitude above the slowest run seen; a hung test still
    // fails, later. The hooks pack and install every package with npm, under the same bound.
    testTimeout: 600_000,
    hookTimeout: 600_000,
    typecheck: {
      enabled: true,
      include: ["test/**/*.test-d.ts"],
      tsconfig: "./tsconfig.json",
    },
  },
});
