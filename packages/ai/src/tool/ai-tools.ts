import type { ToolProvider } from "@codemode/runtime-core";
import type { ToolSet } from "ai";
import type { ToolDescriptors } from "../tool-descriptor.ts";

/**
 * Wraps AI SDK tools (or tool descriptors) as a provider in the default `codemode` namespace, so they can be
 * listed next to named providers:
 *
 * ```ts
 * createCodeTool({ tools: [aiTools(searchTools), { name: "db", tools: dbTools }], executor });
 * ```
 */
export function aiTools(tools: ToolDescriptors | ToolSet): ToolProvider {
  return { tools };
}
