import { CodemodeError, normalizeCode, type ResolvedProvider } from "@codemode/runtime-core";
import type { HostFunction } from "@codemode/runtime-core/internal";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { codeInputShape } from "../shared/code-input.ts";
import { jsonSchemaValidator } from "../shared/json-schema-validator.ts";
import { runSandboxTool } from "../shared/run-sandbox.ts";
import { checkRequestOptions } from "./check-request-options.ts";
import { compactSpecText } from "./compact-spec.ts";
import { executeDescription, SEARCH_DESCRIPTION } from "./openapi-descriptions.ts";
import type { OpenApiMcpRequestContext, OpenApiMcpServerOptions } from "./openapi-options.ts";
import { SPEC_PRELUDE, SPEC_TEXT_FUNCTION, withPlainResult } from "./spec-prelude.ts";

/**
 * An MCP server for a whole API described by an OpenAPI document, with two tools:
 *
 * - `search`: the model's code explores the document through `codemode.spec()` and returns the endpoints it
 *   found. The sandbox receives the document once per run as compact JSON with `$ref`s unresolved (no
 *   examples or `x-*` extensions) and resolves references as the code reads through them, so a large document
 *   with many shared schemas never turns into an oversized payload.
 * - `execute`: the code calls `codemode.request({ method, path, query?, body? })`, which runs `request` on the
 *   host with the call's MCP context, so credentials never enter the sandbox.
 *
 * Results are the code's return value as text, shrunk to a budget as valid JSON; a failing program gives an
 * `isError` result with its message and console output.
 *
 * @throws CodemodeError `invalid_argument` when `spec`, `executor` or `request` is missing.
 */
export function openApiMcpServer(options: OpenApiMcpServerOptions): McpServer {
  const {
    spec,
    executor,
    request,
    name = "openapi",
    version = "1.0.0",
    description,
  } = options ?? ({} as OpenApiMcpServerOptions);
  if (typeof spec !== "object" || spec === null) {
    throw new CodemodeError(
      "invalid_argument",
      "openApiMcpServer needs { spec }: the OpenAPI document as an object.",
    );
  }
  if (typeof executor?.execute !== "function") {
    throw new CodemodeError(
      "invalid_argument",
      "openApiMcpServer needs { executor }: the sandbox that runs the code.",
    );
  }
  if (typeof request !== "function") {
    throw new CodemodeError(
      "invalid_argument",
      "openApiMcpServer needs { request(options, context) }: the host function that performs API requests.",
    );
  }
  const specText: HostFunction = async () => compactSpecText(spec);
  const provider = (fns: Record<string, HostFunction>): ResolvedProvider => ({
    name: "codemode",
    fns: { [SPEC_TEXT_FUNCTION]: specText, ...fns },
    prelude: SPEC_PRELUDE,
  });

  const server = new McpServer({ name, version }, { jsonSchemaValidator: jsonSchemaValidator() });
  server.registerTool(
    "search",
    {
      description: SEARCH_DESCRIPTION,
      inputSchema: codeInputShape("JavaScript async arrow function that explores the OpenAPI document"),
      annotations: { readOnlyHint: true },
    },
    async ({ code }) => runSandboxTool(withPlainResult(normalizeCode(code)), executor, [provider({})]),
  );
  server.registerTool(
    "execute",
    {
      description: executeDescription(description),
      inputSchema: codeInputShape("JavaScript async arrow function that calls the API"),
      annotations: { openWorldHint: true },
    },
    async ({ code }, context: OpenApiMcpRequestContext) =>
      runSandboxTool(withPlainResult(normalizeCode(code)), executor, [
        provider({ request: async (input?: unknown) => await request(checkRequestOptions(input), context) }),
      ]),
  );
  return server;
}
