import type { JsonSchemaToolDescriptor, JsonSchemaToolDescriptors } from "@codemode/runtime-core";
import { CodemodeError } from "@codemode/runtime-core";
import { sanitizeToolName } from "../sanitize-tool-name.ts";

/** One tool as it appears on the sandbox namespace. */
export interface NamespaceMethod {
  /** The key in the descriptor record. */
  readonly toolName: string;
  /** The sanitized, unique method name (`list_pull_requests`). */
  readonly methodName: string;
  readonly descriptor: JsonSchemaToolDescriptor;
}

/**
 * The methods of a namespace, in the record's order. Method names are `sanitizeToolName` of the tool names;
 * when two tools sanitize to the same identifier, the later one gets `_2`, `_3` so the declaration stays
 * valid. With `only`, just the named methods (matched by tool name or method name) are returned.
 *
 * @throws CodemodeError `not_found` when `only` names a method the tools do not have.
 */
export function namespaceMethods(
  tools: JsonSchemaToolDescriptors,
  only?: readonly string[],
): NamespaceMethod[] {
  const used = new Set<string>();
  const methods: NamespaceMethod[] = [];
  for (const [toolName, descriptor] of Object.entries(tools)) {
    const base = sanitizeToolName(toolName);
    let methodName = base;
    for (let number = 2; used.has(methodName); number++) methodName = `${base}_${number}`;
    used.add(methodName);
    methods.push({ toolName, methodName, descriptor });
  }
  if (only === undefined) return methods;
  const wanted = new Set(only);
  const selected = methods.filter((method) => wanted.has(method.toolName) || wanted.has(method.methodName));
  const found = new Set(selected.flatMap((method) => [method.toolName, method.methodName]));
  const missing = only.filter((name) => !found.has(name));
  if (missing.length > 0) {
    throw new CodemodeError(
      "not_found",
      `No method named ${missing.map((name) => JSON.stringify(name)).join(", ")} among ${methods.length} tools. ` +
        "Use the method names that search returns (for example 'list_pull_requests').",
    );
  }
  return selected;
}
