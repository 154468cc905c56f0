/**
 * Bundle size of the argument check alone: `validateJsonSchema` bundled from the connector-base sources with
 * esbuild (minified, ESM, tree-shaken), then gzipped. Prints raw and gzip bytes; no thresholds.
 *
 * Run: `pnpm --filter @codemode-internal/bench bench:validation-size`.
 */

import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

const here = dirname(fileURLToPath(import.meta.url));
const entry = join(here, "../../packages/connector-base/src/validation/validate-json-schema.ts");
const result = await build({
  stdin: {
    contents: `export { validateJsonSchema } from ${JSON.stringify(entry)};`,
    resolveDir: here,
    loader: "ts",
  },
  bundle: true,
  minify: true,
  format: "esm",
  platform: "neutral",
  write: false,
});
const code = result.outputFiles[0]?.contents ?? new Uint8Array();
const gzip = gzipSync(code, { level: 9 }).length;
console.log(
  `validateJsonSchema: ${code.length} bytes minified, ${gzip} bytes gzip (${(gzip / 1024).toFixed(2)} KB)`,
);
