import type { ConnectorDescription, JsonSchemaToolDescriptor, ToolAnnotations } from "@codemode/runtime-core";
import { setOwnProperty } from "@codemode/runtime-core/internal";
import type { JSONSchema7 } from "json-schema";
import { countCatalogWork } from "./cache-statistics.ts";
import { recordedInputOutline, recordInputOutline } from "./search/input-outline.ts";

/** What a connector description says about one tool: a connector tool without its functions. */
export type DescribedTool = {
  description?: string;
  inputSchema?: JSONSchema7;
  outputSchema?: JSONSchema7;
  requiresApproval?: boolean;
  replay?: "log" | "reexecute";
};

const OPEN_OBJECT = { type: "object" } as const;

/**
 * The `ConnectorDescription` of a connector named `name` with `tools` (in order): one JSON Schema
 * descriptor per tool (an open object schema when it has no input schema) and an annotation only for a
 * tool that requires approval or is re-executed on replay. The one rule every connector describes its tools
 * by, so a description built for many instances at once (`OpenApiConnector`) equals the one each instance
 * would build. Records are plain objects (the description crosses Workers RPC), keyed with `__proto__`
 * kept as an own entry. Counted as `connectorDescriptions` in `catalogCacheStatistics`.
 */
export function describeConnectorTools(
  name: string,
  instructions: string | undefined,
  tools: Iterable<readonly [string, DescribedTool]>,
): ConnectorDescription {
  countCatalogWork("connectorDescriptions");
  const descriptors: Record<string, JsonSchemaToolDescriptor> = {};
  const annotations: Record<string, ToolAnnotations> = {};
  for (const [method, tool] of tools) {
    const descriptor = describeSchemas(tool);
    setOwnProperty(descriptors, method, descriptor);
    // Most tools have no annotation: allocate one only when there is something to say.
    if (tool.requiresApproval === true || tool.replay === "reexecute") {
      const annotation: ToolAnnotations = {};
      if (tool.requiresApproval === true) annotation.requiresApproval = true;
      if (tool.replay === "reexecute") annotation.replay = "reexecute";
      setOwnProperty(annotations, method, annotation);
    }
  }
  const description: ConnectorDescription = { name, descriptors, annotations };
  if (instructions !== undefined) description.instructions = instructions;
  return description;
}

/**
 * The descriptor of one tool: `inputSchema` (an open object schema when there is none), `description`,
 * `outputSchema`, in that order. A tool whose schemas are accessors (derived on first read, as
 * `OpenApiConnector`'s are) gets accessors that read them when the descriptor's are read, so describing a
 * catalog derives no schema; its recorded input outline (`input-outline.ts`) goes with it, for search.
 */
function describeSchemas(tool: DescribedTool): JsonSchemaToolDescriptor {
  const lazyInput = isAccessor(tool, "inputSchema");
  const descriptor = (
    lazyInput ? {} : { inputSchema: tool.inputSchema ?? OPEN_OBJECT }
  ) as JsonSchemaToolDescriptor;
  if (lazyInput) defineRead(descriptor, "inputSchema", () => tool.inputSchema ?? OPEN_OBJECT);
  if (tool.description !== undefined) descriptor.description = tool.description;
  if (isAccessor(tool, "outputSchema")) defineRead(descriptor, "outputSchema", () => tool.outputSchema);
  else if (tool.outputSchema !== undefined) descriptor.outputSchema = tool.outputSchema;
  const outline = recordedInputOutline(tool);
  if (outline !== undefined) recordInputOutline(descriptor, outline);
  return descriptor;
}

function isAccessor(value: object, key: string): boolean {
  return Object.getOwnPropertyDescriptor(value, key)?.get !== undefined;
}

/** An enumerable accessor that reads `read` once and keeps its value. */
function defineRead(target: object, key: string, read: () => unknown): void {
  let known = false;
  let value: unknown;
  Object.defineProperty(target, key, {
    enumerable: true,
    configurable: false,
    get: () => {
      if (!known) {
        value = read();
        known = true;
      }
      return value;
    },
  });
}

/**
 * Freezes a description and the records and entries in it (not the schemas, which are shared read-only
 * values already), so a description shared by many connector instances cannot be changed through one of them.
 */
export function freezeDescription(description: ConnectorDescription): Readonly<ConnectorDescription> {
  for (const descriptor of Object.values(description.descriptors)) Object.freeze(descriptor);
  for (const annotation of Object.values(description.annotations ?? {})) Object.freeze(annotation);
  Object.freeze(description.descriptors);
  if (description.annotations !== undefined) Object.freeze(description.annotations);
  return Object.freeze(description);
}
