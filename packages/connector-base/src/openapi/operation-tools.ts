import {
  type DescribedTool,
  type OpenApiOperation,
  recordedInputOutline,
  recordInputOutline,
} from "@codemode/catalog";
import { REQUEST_TOOL_INPUT_SCHEMA } from "./request-tool-schema.ts";

/**
 * Tool names an operation cannot take: the escape hatch, the spec tool (reserved even when not exposed, so
 * names do not change with `exposeSpec()`), and `fetch`, which `WorkerEntrypoint` reserves.
 */
const RESERVED_NAMES: ReadonlySet<string> = new Set(["request", "spec", "fetch"]);

/** One tool of an `OpenApiConnector`, by what it does: the raw document, the escape hatch, or an operation. */
export type OpenApiToolEntry =
  | { name: "spec"; kind: "spec" }
  | { name: "request"; kind: "request" }
  | { name: string; kind: "operation"; operation: OpenApiOperation };

/**
 * The tools of an `OpenApiConnector` over `operations`, in order: the optional `spec` tool, the `request`
 * escape hatch, then one per operation. An operation whose name is taken (`request`, `spec`, `fetch`, or an
 * earlier operation) is named `<name>_operation` (then `<name>_operation_2`, ...). Both the tools and the
 * description are built from this one list, so what `describe()` says is what the tools do.
 */
export function openApiToolEntries(
  operations: readonly OpenApiOperation[],
  exposeSpec: boolean,
): OpenApiToolEntry[] {
  const entries: OpenApiToolEntry[] = [];
  // Names that are taken, `__proto__` included: a Set, not an object.
  const taken = new Set<string>();
  if (exposeSpec) entries.push({ name: "spec", kind: "spec" });
  entries.push({ name: "request", kind: "request" });
  for (const operation of operations) {
    const name = availableName(operation.name, taken);
    taken.add(name);
    entries.push({ name, kind: "operation", operation });
  }
  return entries;
}

/**
 * The two tools every `OpenApiConnector` has are one value each, shared by every connector: frozen through
 * and through, so a `tool()` hook that changed one would fail rather than change it for the others.
 */
const SPEC_TOOL: DescribedTool = deepFreeze({
  description: "Return the raw OpenAPI document of this API.",
  inputSchema: { type: "object", properties: {}, additionalProperties: false },
  // The document is large and never changes within an execution: keep it out of the durable log.
  replay: "reexecute",
});

const REQUEST_TOOL: DescribedTool = deepFreeze({
  description:
    "Escape hatch: perform an authenticated request to any path (with method, params, body, headers). " +
    "Prefer the per-operation methods, which are typed.",
  inputSchema: REQUEST_TOOL_INPUT_SCHEMA,
});

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const member of Object.values(value)) deepFreeze(member);
  }
  return value;
}

/**
 * What the tool of `entry` says about itself (description, schemas, replay policy), without its functions.
 * An operation's schemas are read through to the operation when they are read (a derived operation derives
 * them on first read), and its input outline goes with the tool, so search reads no schema.
 */
export function describedOpenApiTool(entry: OpenApiToolEntry): DescribedTool {
  if (entry.kind === "spec") return SPEC_TOOL;
  if (entry.kind === "request") return REQUEST_TOOL;
  const { operation } = entry;
  const description = operation.description ?? `${operation.method.toUpperCase()} ${operation.path}`;
  // Object literals with getters (enumerable and configurable, as `defineProperty` would make them, and
  // cheaper). A derived operation has `outputSchema` (an accessor) exactly when it has an output schema.
  const tool: DescribedTool =
    Object.hasOwn(operation, "outputSchema") && isPresent(operation, "outputSchema")
      ? {
          description,
          get inputSchema() {
            return operation.inputSchema;
          },
          get outputSchema() {
            return operation.outputSchema;
          },
        }
      : {
          description,
          get inputSchema() {
            return operation.inputSchema;
          },
        };
  const outline = recordedInputOutline(operation);
  if (outline !== undefined) recordInputOutline(tool, outline);
  return tool;
}

/** Whether `key` is an accessor (not read here) or a data property that is not `undefined`. */
function isPresent(value: object, key: string): boolean {
  const property = Object.getOwnPropertyDescriptor(value, key);
  return property?.get !== undefined || property?.value !== undefined;
}

function availableName(name: string, taken: ReadonlySet<string>): string {
  const isFree = (candidate: string) => !RESERVED_NAMES.has(candidate) && !taken.has(candidate);
  if (isFree(name)) return name;
  let candidate = `${name}_operation`;
  for (let suffix = 2; !isFree(candidate); suffix++) candidate = `${name}_operation_${suffix}`;
  return candidate;
}
