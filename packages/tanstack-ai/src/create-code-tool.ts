import type { CreateCodeToolOptions } from "@codemode/runtime-core";
import { planCodeTool, proxyToolInputSchema, runCodeTool } from "@codemode/runtime-core/internal";
import { type SchemaInput, type ServerTool, toolDefinition } from "@tanstack/ai";
import { tanstackFramework } from "./tanstack-framework.ts";

/** Name of the code tool as the model sees it. */
export const CODE_TOOL_NAME = "codemode_execute";

/**
 * A TanStack AI server tool (for `chat({ tools: [codeTool] })`) that lets the model compose your tools in
 * code: its input is `{ code }`, a JavaScript async arrow function that runs in `executor`'s sandbox, where
 * every callable tool is an async method (`codemode.get_weather(...)`, or `github.list_issues(...)` for
 * `tanstackTools(githubTools, "github")`). Its output is `{ result, logs? }`.
 *
 * The description carries generated TypeScript declarations of every callable tool (in place of `{{types}}`
 * in a custom `description`). Inputs with a Standard Schema (Zod, ArkType, Valibot) are parsed before
 * `execute`, and a mismatch rejects inside the sandbox with an error naming the field. Tools that need
 * approval are left out. A program that fails makes the tool throw an error with its message and console
 * output, which TanStack AI reports to the model as the tool's error result.
 *
 * @throws CodemodeError `invalid_argument` for unusable options (no executor, malformed providers, two
 * providers with one namespace, a namespace that is not a JavaScript identifier).
 */
export function createCodeTool(options: CreateCodeToolOptions): ServerTool<SchemaInput, SchemaInput> {
  const plan = planCodeTool(options, tanstackFramework);
  const tool = toolDefinition({
    name: CODE_TOOL_NAME,
    description: plan.description,
    inputSchema: proxyToolInputSchema,
  }).server((input) => runCodeTool(plan, input));
  return tool as unknown as ServerTool<SchemaInput, SchemaInput>;
}
