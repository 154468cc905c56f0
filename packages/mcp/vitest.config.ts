import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";

const require = createRequire(import.meta.url);
/** GitHub's REST API document (13 MB), too large to import as a module in workerd tests: served by a binding. */
const githubSpecPath = require.resolve("@octokit/openapi/generated/api.github.com.json");

/** Tests run in workerd: a real Worker Loader for the sandbox and a SQLite Durable Object for the runtime. */
export default defineConfig({
  plugins: [
    cloudflareTest({
      main: "./test/worker.ts",
      wrangler: { configPath: "./test/wrangler.jsonc" },
      miniflare: {
        serviceBindings: {
          GITHUB_SPEC: async () =>
            new Response(await readFile(githubSpecPath), { headers: { "content-type": "application/json" } }),
        },
      },
    }),
  ],
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    testTimeout: 60_000,
  },
});
