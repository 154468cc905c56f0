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
    // Inline the reference so the alias above applies to its imports too.
    server: { deps: { inline: ["@cloudflare/codemode"] } },
  },
});
