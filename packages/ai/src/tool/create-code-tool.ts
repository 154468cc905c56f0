import type { CodeInput, CodeOutput, CreateCodeToolOptions } from "@codemode/runtime-core";
import { planCodeTool, proxyToolInputSchema, runCodeTool } from "@codemode/runtime-core/internal";
import { type FlexibleSchema, type Tool, tool } from "ai";
import { aiFramework } from "./ai-framework.ts";

/**
 * One AI SDK tool that lets the model compose your tools in code: its input is `{ code }`, a JavaScript
 * async arrow function that runs in `executor`'s sandbox, where every callable tool is an async method
 * (`codemode.get_weather({ city })`, or `github.list_issues(...)` for a provider named `github`). Its output
 * is the function's return value and, when the code logged anything, its console output.
 *
 * The description carries generated TypeScript declarations of every callable tool (a custom `description`
 * gets them in place of `{{types}}`), so the model writes calls that match. Each call's input is validated
 * against the tool's schema before `execute`; a mismatch rejects inside the sandbox with an error naming the
 * field, which the code can catch or the model can read and fix. Tools that need approval are left out: use a
 * durable runtime (`createCodemodeRuntime`) with a `ToolSetConnector` to pause for approval instead.
 *
 * A program that fails (throws, times out, calls a missing method) makes the tool throw an error carrying
 * the message and the console output; the AI SDK turns it into a `tool-error` result for the model, as with
 * the reference implementation.
 *
 * @throws CodemodeError `invalid_argument` for unusable options: no executor, malformed providers, two
 * providers with one namespace, or a namespace that is not a JavaScript identifier.
 */
export function createCodeTool(options: CreateCodeToolOptions): Tool<CodeInput, CodeOutput> {
  const plan = planCodeTool(options, aiFramework);
  return tool<CodeInput, CodeOutput>({
    description: plan.description,
    inputSchema: proxyToolInputSchema as FlexibleSchema<CodeInput>,
    execute: (input) => runCodeTool(plan, input),
  });
}
