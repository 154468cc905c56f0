import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    // The reference @cloudflare/codemode (a dev-only comparison target for search) imports
    // `cloudflare:workers`, which Node lacks; a small shim is enough to rank and describe with it.
    alias: {
      "cloudflare:workers": fileURLToPath(new URL("./test/shims/cloudflare-workers.ts", import.meta.url)),
    },
  },
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    environment: "node",
    // Tests that compile declarations with tsc take about 0.5 s each on an idle machine (the first loads
    // TypeScript's libraries); 30 s leaves more than an order of magnitude for a busy one. The few longer
    // ones (real specs, properties) set their own bound.
    testTimeout: 30_000,
    // Inline the reference so the alias above applies to its imports too.
    server: { deps: { inline: ["@cloudflare/codemode"] } },
  },
});
