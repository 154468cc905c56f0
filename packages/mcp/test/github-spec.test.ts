import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { MAX_RESPONSE_CHARS, openApiMcpServer } from "../src/index.ts";
import { compactSpecText } from "../src/openapi/compact-spec.ts";
import { connectClient, executor, firstJson, texts } from "./support.ts";

/**
 * The sandbox's timeout for a run over the 13 MB document: such a run takes 0.2 to 2 s here, so 60 s is an
 * order of magnitude above a loaded machine's time too; the test's own timeout is above it, so a run that
 * hangs fails with the executor's message rather than vitest's.
 */
const SANDBOX_TIMEOUT_MS = 60_000;
const TEST_TIMEOUT_MS = 2 * SANDBOX_TIMEOUT_MS;

let spec: Record<string, unknown>;
beforeAll(async () => {
  spec = await (await env.GITHUB_SPEC.fetch("http://spec/api.github.com.json")).json();
});

describe("openApiMcpServer on GitHub's REST API document (@octokit/openapi)", () => {
  it("sends the sandbox a compact document, smaller than the original, with $refs left for the sandbox", () => {
    const original = JSON.stringify(spec).length;
    const compact = compactSpecText(spec).length;
    console.log(
      `GitHub OpenAPI document: ${original} characters as JSON, ${compact} sent to the sandbox (${Math.round((100 * compact) / original)}%)`,
    );
    expect(compact).toBeLessThan(original * 0.75);
    expect(compactSpecText(spec)).toContain('"$ref":"#/components/schemas/issue"');
  });

  it("searches the whole document and resolves deep references on demand", {
    timeout: TEST_TIMEOUT_MS,
  }, async () => {
    const client = await connectClient(
      openApiMcpServer({ spec, executor: executor(SANDBOX_TIMEOUT_MS), request: async () => null }),
    );
    const result = await client.callTool({
      name: "search",
      arguments: {
        code: `async () => {
          const spec = await codemode.spec();
          let operations = 0;
          const issueWrites = [];
          for (const [path, item] of Object.entries(spec.paths)) {
            for (const [method, op] of Object.entries(item)) {
              if (!op || typeof op !== "object" || !op.operationId) continue;
              operations++;
              if (op.tags?.includes("issues") && method === "post") issueWrites.push(op.operationId);
            }
          }
          const create = spec.paths["/repos/{owner}/{repo}/issues"].post;
          const issue = create.responses["201"].content["application/json"].schema;
          return {
            operations,
            issueWrites: issueWrites.length,
            createBody: Object.keys(create.requestBody.content["application/json"].schema.properties),
            issueUserLogin: issue.properties.user.anyOf?.[1]?.properties?.login?.type ?? issue.properties.user.properties?.login?.type,
            pathParameters: create.parameters.map((parameter) => parameter.name),
          };
        }`,
      },
    });
    expect(result.isError, texts(result).join("\n")).toBeUndefined();
    const found = firstJson(result) as Record<string, unknown>;
    expect(found.operations).toBeGreaterThan(1000);
    expect(found.issueWrites).toBeGreaterThan(10);
    expect(found.createBody).toEqual(expect.arrayContaining(["title", "body", "labels", "assignees"]));
    expect(found.issueUserLogin).toBe("string");
    expect(found.pathParameters).toEqual(["owner", "repo"]);
  });

  it("bounds a result that returns the whole document: valid JSON within the budget, marked as truncated", {
    timeout: TEST_TIMEOUT_MS,
  }, async () => {
    const client = await connectClient(
      openApiMcpServer({ spec, executor: executor(SANDBOX_TIMEOUT_MS), request: async () => null }),
    );
    const result = await client.callTool({
      name: "search",
      arguments: { code: "async () => codemode.spec()" },
    });
    expect(result.isError, texts(result).join("\n")).toBeUndefined();
    const [text] = texts(result);
    expect(text?.length).toBeLessThanOrEqual(MAX_RESPONSE_CHARS);
    expect(text).toContain("--- TRUNCATED ---");
    expect(firstJson(result)).toMatchObject({ openapi: expect.any(String) });
  });
});
