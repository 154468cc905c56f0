import { generateTypesFromJsonSchema } from "@codemode/catalog";
import { CodemodeError, type Executor } from "@codemode/runtime-core";
import { type HostFunction, setOwnProperty } from "@codemode/runtime-core/internal";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { codeInputShape } from "../shared/code-input.ts";
import { jsonSchemaValidator } from "../shared/json-schema-validator.ts";
import { runSandboxTool } from "../shared/run-sandbox.ts";
import { CODE_MCP_DESCRIPTION, exampleCall, renderCodeDescription } from "./code-description.ts";
import { type UpstreamCallResult, unwrapCallResult } from "./unwrap-call-result.ts";
import { listUpstreamTools } from "./upstream-tools.ts";

/** Options of {@link codeMcpServer}. */
export interface CodeMcpServerOptions {
  /** The MCP server whose tools the code may call. It is connected to in memory; do not connect it elsewhere. */
  server: McpServer;
  /** The sandbox that runs the code, for example a `DynamicWorkerExecutor`. */
  executor: Executor;
  /**
   * Replaces the `code` tool's description. `{{types}}` becomes the declarations of the upstream tools and
   * `{{example}}` an example call of the first one.
   */
  description?: string;
}

/**
 * Wraps an MCP server in a new one with a single `code` tool: the model writes one JavaScript async arrow
 * function, and inside the sandbox every upstream tool is a method of `codemode` (`codemode.get_sum({ a, b })`),
 * so one call can chain many tools and return only what matters.
 *
 * The upstream server is connected over an in-memory transport and its tools are discovered once; the
 * description carries their generated TypeScript declarations. Upstream results reach the code as plain
 * values (structured content, parsed JSON text, or the text), and an upstream `isError` result rejects with
 * an error the code can catch. The `code` tool's own result is the program's return value as text, shrunk
 * to a budget as valid JSON, plus any console output; a failing program gives an `isError` result.
 *
 * @throws CodemodeError `invalid_argument` when `server` or `executor` is missing.
 */
export async function codeMcpServer(options: CodeMcpServerOptions): Promise<McpServer> {
  const { server, executor, description } = options ?? ({} as CodeMcpServerOptions);
  if (typeof server?.connect !== "function") {
    throw new CodemodeError(
      "invalid_argument",
      "codeMcpServer needs { server }: the McpServer whose tools to wrap.",
    );
  }
  if (typeof executor?.execute !== "function") {
    throw new CodemodeError(
      "invalid_argument",
      "codeMcpServer needs { executor }: a sandbox such as new DynamicWorkerExecutor({ loader: env.LOADER }).",
    );
  }
  const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
  await server.connect(serverTransport);
  const client = new Client(
    { name: "codemode-proxy", version: "1.0.0" },
    { jsonSchemaValidator: jsonSchemaValidator() },
  );
  await client.connect(clientTransport);

  const tools = await listUpstreamTools(client);
  // Keyed by tool names, one of which may be `__proto__`: written with setOwnProperty.
  const fns: Record<string, HostFunction> = {};
  for (const tool of tools) {
    setOwnProperty(fns, tool.method, async (input?: unknown) =>
      unwrapCallResult(
        tool.name,
        (await client.callTool({
          name: tool.name,
          arguments: (input ?? {}) as Record<string, unknown>,
        })) as UpstreamCallResult,
      ),
    );
  }
  const types = generateTypesFromJsonSchema(
    Object.fromEntries(tools.map((tool) => [tool.name, tool.descriptor])),
  );
  const text = renderCodeDescription(description ?? CODE_MCP_DESCRIPTION, types, exampleCall(tools));

  const codemodeServer = new McpServer(
    { name: "codemode", version: "1.0.0" },
    { jsonSchemaValidator: jsonSchemaValidator() },
  );
  codemodeServer.registerTool(
    "code",
    { description: text, inputSchema: codeInputShape("JavaScript async arrow function to run") },
    async ({ code }) => runSandboxTool(code, executor, [{ name: "codemode", fns }]),
  );
  return codemodeServer;
}
