import { truncateResult } from "../truncate/truncate.ts";
import type { ProxyToolInput, ProxyToolOutput } from "../types/tool-output.ts";

/** Options of the model-facing tool. */
export type CodemodeRuntimeToolOptions = {
  /** Replaces the default description. */
  description?: string;
  /** One-line hints shown next to each connector in the default description, keyed by connector name. */
  connectorHints?: Record<string, string>;
};

/** Structural twin of the AI SDK's `JSONValue` (the root entry never imports `ai`). */
export type JSONValue = string | number | boolean | null | JSONValue[] | { [key: string]: JSONValue };

type StandardSchemaIssue = { readonly message: string; readonly path?: ReadonlyArray<PropertyKey> };

/**
 * The tool's input schema: a Standard Schema (so TanStack AI and others infer `{ code: string }`) that also
 * converts to JSON Schema (so the AI SDK's `asSchema` can send it to a model).
 */
export type ProxyToolInputSchema = {
  readonly "~standard": {
    readonly version: 1;
    readonly vendor: "codemode";
    readonly types?: { readonly input: ProxyToolInput; readonly output: ProxyToolInput };
    readonly validate: (
      value: unknown,
    ) => { readonly value: ProxyToolInput } | { readonly issues: ReadonlyArray<StandardSchemaIssue> };
    readonly jsonSchema: {
      readonly input: (options: { readonly target: string }) => Record<string, unknown>;
      readonly output: (options: { readonly target: string }) => Record<string, unknown>;
    };
  };
};

/** The model-facing Code Mode tool, shaped as an AI SDK tool without importing the AI SDK. */
export type CodemodeTool = {
  description: string;
  inputSchema: ProxyToolInputSchema;
  execute: (input: ProxyToolInput, options?: unknown) => Promise<ProxyToolOutput>;
  /** The model's view of an output: everything but the call log, with console output bounded. */
  toModelOutput: (options: { output: unknown }) => { type: "json"; value: JSONValue };
};

const INPUT_JSON_SCHEMA = {
  type: "object",
  properties: {
    code: {
      type: "string",
      description: "A JavaScript async arrow function, for example `async () => { ... }`.",
    },
  },
  required: ["code"],
  additionalProperties: false,
} as const;

/** The Standard Schema of `{ code: string }`. */
export const proxyToolInputSchema: ProxyToolInputSchema = {
  "~standard": {
    version: 1,
    vendor: "codemode",
    validate(value) {
      if (
        typeof value === "object" &&
        value !== null &&
        typeof (value as { code?: unknown }).code === "string"
      ) {
        return { value: { code: (value as { code: string }).code } };
      }
      return { issues: [{ message: "Expected an object with a string `code` property.", path: ["code"] }] };
    },
    jsonSchema: {
      input: () => structuredJson(INPUT_JSON_SCHEMA),
      output: () => structuredJson(INPUT_JSON_SCHEMA),
    },
  },
};

/** Builds the tool object around a function that executes code durably. */
export function createProxyTool(
  run: (input: ProxyToolInput) => Promise<ProxyToolOutput>,
  connectorNames: readonly string[],
  options: CodemodeRuntimeToolOptions = {},
): CodemodeTool {
  return {
    description: options.description ?? defaultDescription(connectorNames, options.connectorHints),
    inputSchema: proxyToolInputSchema,
    execute: (input) => run(input),
    toModelOutput,
  };
}

/** The tool's `toModelOutput`: the model sees {@link toModelValue} of the final output, as JSON. */
export function toModelOutput({ output }: { output: unknown }): { type: "json"; value: JSONValue } {
  return { type: "json", value: toModelValue(output) };
}

/** The model-facing projection of an output: no `calls`, bounded `logs`, always valid JSON. */
export function toModelValue(output: unknown): JSONValue {
  if (typeof output !== "object" || output === null || Array.isArray(output)) return toJsonValue(output);
  const { calls: _calls, ...rest } = output as Record<string, unknown>;
  if (Array.isArray(rest.logs)) rest.logs = truncateResult(rest.logs);
  return toJsonValue(rest);
}

function toJsonValue(value: unknown): JSONValue {
  try {
    const text = JSON.stringify(value, (_key, entry) =>
      typeof entry === "bigint" ? entry.toString() : entry,
    );
    return text === undefined ? null : (JSON.parse(text) as JSONValue);
  } catch (error) {
    return { error: `The result could not be serialized for the model: ${(error as Error).message}` };
  }
}

/** The default tool description: how to work in the sandbox, and the connector namespaces (not their methods). */
export function defaultDescription(
  connectorNames: readonly string[],
  hints: Record<string, string> = {},
): string {
  const globals = [...connectorNames.map((name) => `\`${name}\``), "`codemode`"].join(", ");
  const list = connectorNames.map((name) => {
    // Own hints only: a connector named `constructor` or `toString` must not pick up an inherited member.
    const hint = Object.hasOwn(hints, name) ? hints[name] : undefined;
    return typeof hint === "string" && hint !== "" ? `- \`${name}\`: ${hint}` : `- \`${name}\``;
  });
  return [
    "Run JavaScript in a sandbox where each connector is a global object with async methods.",
    "",
    "Write one JavaScript async arrow function, `async () => { ... }`, that returns the result. Plain JavaScript, not TypeScript.",
    "",
    "How to work:",
    '1. Find methods: `const found = await codemode.search("what you want to do");` (ranked paths like `github.list_issues`).',
    "2. Read their types: `const docs = await codemode.describe(found.results[0].path);`",
    "3. Call them: `await <connector>.<method>({ ...input });` Every method takes one input object.",
    "",
    "Rules:",
    `- The only globals are ${globals}, plus standard JavaScript. There is no network, \`fetch\`, \`require\`, \`process\` or file system; all I/O goes through the connectors.`,
    "- Do not guess method names: search first, unless you already used the method in this conversation.",
    "- Some methods need a person's approval. The run then pauses (status `paused`) and continues by itself once approved; write the code as if the call simply returns. Do not run the code again; tell the user what is waiting for approval.",
    "- Code outside connector calls should be deterministic, because a resumed run replays it. Wrap other side effects in `await codemode.step(name, () => ...)`, which runs once and is replayed.",
    '- `codemode.run("snippet name", input)` runs a saved snippet; snippets also appear in search results.',
    "",
    "Connectors:",
    ...(list.length > 0 ? list : ["(none configured)"]),
  ].join("\n");
}

function structuredJson<T>(value: T): Record<string, unknown> {
  return JSON.parse(JSON.stringify(value)) as Record<string, unknown>;
}
