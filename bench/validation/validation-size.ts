/**
 * Bundle size of the argument check alone: `validateJsonSchema` bundled from the connector-base sources with
 * esbuild (minified, ESM, tree-shaken), then gzipped. Prints raw and gzip bytes, then what each source file
 * costs: its minified bytes and the gzip bytes saved by cutting its code out of the bundle (leave-one-out;
 * gzip shares repeats across files, so the parts do not add up to the total exactly). No thresholds.
 *
 * Run: `pnpm --filter @codemode-internal/bench bench:validation-size`.
 */

import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

const here = dirname(fileURLToPath(import.meta.url));
const entry = join(here, "../../packages/connector-base/src/validation/validate-json-schema.ts");

async function bundle(minify: boolean) {
  const result = await build({
    stdin: {
      contents: `export { validateJsonSchema } from ${JSON.stringify(entry)};`,
      resolveDir: here,
      loader: "ts",
    },
    bundle: true,
    minify,
    format: "esm",
    platform: "neutral",
    write: false,
    metafile: true,
  });
  const output = Object.values(result.metafile.outputs)[0];
  return { text: result.outputFiles[0]?.text ?? "", inputs: output?.inputs ?? {} };
}

const gzipSize = (text: string): number => gzipSync(text, { level: 9 }).length;

const minified = await bundle(true);
const code = minified.text;
const gzip = gzipSize(code);
console.log(
  `validateJsonSchema: ${Buffer.byteLength(code)} bytes minified, ${gzip} bytes gzip (${(gzip / 1024).toFixed(2)} KB)`,
);

// esbuild lays the files out in the same order with or without minifying; the unminified bundle names them.
const readable = await bundle(false);
const order = [...readable.text.matchAll(/^\/\/ (\S+\.ts)$/gm)].map((match) => match[1] as string);
const rows: Array<{ file: string; bytes: number; gzip: number }> = [];
let offset = 0;
for (const marker of order) {
  const input = Object.entries(minified.inputs).find(([path]) =>
    marker.endsWith(path.replace(/^(\.\.\/)+/, "")),
  );
  if (input === undefined) continue;
  const bytes = input[1].bytesInOutput;
  rows.push({
    file: marker.split("/").pop() ?? marker,
    bytes,
    gzip: gzip - gzipSize(code.slice(0, offset) + code.slice(offset + bytes)),
  });
  offset += bytes;
}
console.log("\nper file: minified bytes, gzip bytes saved without it");
for (const row of rows.sort((left, right) => right.gzip - left.gzip)) {
  console.log(`  ${row.file.padEnd(28)} ${String(row.bytes).padStart(6)} ${String(row.gzip).padStart(6)}`);
}
