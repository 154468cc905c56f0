import { generateNamespaceTypes } from "@codemode/catalog";
import { DEFAULT_NAMESPACE } from "@codemode/runtime-core/internal";
import type { ToolSet } from "ai";
import type { ToolDescriptors } from "../tool-descriptor.ts";
import { toolDescriptorsSync } from "./tool-descriptors.ts";

/**
 * TypeScript declarations of AI SDK tools as the sandbox global `namespace` (default `codemode`): one
 * `XInput`/`XOutput` type pair per tool and `declare const codemode: { x(input: XInput): Promise<XOutput> }`,
 * with each tool's description and each field's `describe()` text as JSDoc. Put them in a prompt or a tool
 * description so the model writes calls that type-check.
 *
 * Schemas are read through the AI SDK (`asSchema`): Zod 3 and 4, other Standard Schemas and `jsonSchema()`
 * wrappers; an output schema is typed by what it produces. A schema that cannot be converted is declared
 * `unknown` instead of failing. Tool names become valid identifiers the way the sandbox exposes them
 * (`get-weather` -> `get_weather`).
 *
 * @throws CodemodeError `invalid_argument` when `namespace` is not a valid JavaScript identifier.
 */
export function generateTypes(
  tools: ToolDescriptors | ToolSet,
  namespace: string = DEFAULT_NAMESPACE,
): string {
  return generateNamespaceTypes(namespace, toolDescriptorsSync(tools));
}
