import { generateTypesFromJsonSchema, sanitizeToolName } from "@codemode/catalog";
import {
  CodemodeError,
  type Executor,
  type JsonSchemaToolDescriptor,
  type JsonSchemaToolDescriptors,
  runCode,
} from "@codemode/runtime-core";
import { type HostFunction, setOwnProperty } from "@codemode/runtime-core/internal";
import { DEFAULT_BROWSER_TOOL_DESCRIPTION } from "./browser-tool-description.ts";
import { IframeSandboxExecutor } from "./iframe-sandbox-executor.ts";

/** A tool described by JSON Schema that the sandbox can call: `codemode.<name>(args)` runs `execute(args)`. */
export interface JsonSchemaExecutableToolDescriptor extends JsonSchemaToolDescriptor {
  /** Required when tools are given as an array; ignored in a record, where the key is the name. */
  name?: string;
  execute: (args: Record<string, unknown>) => Promise<unknown>;
}

/** Executable JSON Schema tools keyed by name. */
export type JsonSchemaExecutableToolDescriptors = Record<string, JsonSchemaExecutableToolDescriptor>;

/** An executable tool that may ask for approval; such tools are left out of the browser tool. */
export interface ApprovalAwareJsonSchemaExecutableToolDescriptor extends JsonSchemaExecutableToolDescriptor {
  needsApproval?: boolean | ((...args: unknown[]) => unknown);
}

/** Options of {@link createBrowserCodeTool}. */
export interface CreateBrowserCodeToolOptions {
  /**
   * The tools the code may call as `codemode.<name>(args)`: an array whose items carry `name` (the shape
   * `listTools()` returns) or a record keyed by name. Tools that need approval are left out, since a browser
   * run has nobody to ask.
   */
  tools:
    | ApprovalAwareJsonSchemaExecutableToolDescriptor[]
    | Record<string, ApprovalAwareJsonSchemaExecutableToolDescriptor>;
  /** The sandbox. Defaults to a new {@link IframeSandboxExecutor} with its default timeout and policy. */
  executor?: Executor;
  /** Replaces the default description; every `{{types}}` in it becomes the generated TypeScript declarations. */
  description?: string;
}

/**
 * A plain, framework-free tool definition: JSON Schema in and out, so it fits
 * `navigator.modelContext.registerTool()` and any agent loop that takes `{ name, description, inputSchema, execute }`.
 */
export interface BrowserCodeToolDescriptor {
  name: string;
  description: string;
  inputSchema: {
    type: "object";
    properties: { code: { type: "string"; description: string } };
    required: ["code"];
  };
  outputSchema: {
    type: "object";
    properties: {
      result: { description: string };
      logs: { type: "array"; items: { type: "string" }; description: string };
    };
    required: ["result"];
  };
  /** Runs the code; resolves with its result (and console lines, when any), rejects with the failure and the console lines. */
  execute: (args: { code: string }) => Promise<{ result: unknown; logs?: string[] }>;
}

/**
 * Creates the Code Mode tool for the browser: one tool whose description declares every given tool as
 * TypeScript, and whose `execute` runs the model's code in the sandbox with those tools under `codemode.*`.
 * Needs neither the AI SDK nor a schema library: JSON Schema serves for the declarations only and is not
 * enforced on arguments. Tools that need approval, and tools without `execute`, are left out.
 *
 * @throws {CodemodeError} `invalid_argument` when `tools` is neither an array nor a record, an array item has no
 * `name`, or two tool names sanitize to the same identifier.
 */
export function createBrowserCodeTool(options: CreateBrowserCodeToolOptions): BrowserCodeToolDescriptor {
  const tools = callableTools(options.tools);
  // Keyed by tool names, one of which may be `__proto__`: written with setOwnProperty.
  const schemas: JsonSchemaToolDescriptors = {};
  const fns: Record<string, HostFunction> = {};
  const sanitizedFrom = new Map<string, string>();
  for (const [name, tool] of tools) {
    const sanitized = sanitizeToolName(name);
    const earlier = sanitizedFrom.get(sanitized);
    if (earlier !== undefined) {
      throw new CodemodeError(
        "invalid_argument",
        `Tool names "${earlier}" and "${name}" both sanitize to "${sanitized}". Rename one of them.`,
      );
    }
    sanitizedFrom.set(sanitized, name);
    setOwnProperty(schemas, name, describeOnly(tool));
    setOwnProperty(
      fns,
      name,
      async (...args: unknown[]) => await tool.execute(args[0] as Record<string, unknown>),
    );
  }
  const executor = options.executor ?? new IframeSandboxExecutor();
  const types = generateTypesFromJsonSchema(schemas);
  const providers = [{ name: "codemode", fns }];
  return {
    name: "codemode",
    description: (options.description ?? DEFAULT_BROWSER_TOOL_DESCRIPTION).split("{{types}}").join(types),
    inputSchema: {
      type: "object",
      properties: { code: { type: "string", description: "A JavaScript async arrow function to run" } },
      required: ["code"],
    },
    outputSchema: {
      type: "object",
      properties: {
        result: { description: "What the function returned" },
        logs: { type: "array", items: { type: "string" }, description: "Console output of the run" },
      },
      required: ["result"],
    },
    execute: async (args) => {
      if (typeof args !== "object" || args === null || typeof args.code !== "string") {
        throw new CodemodeError(
          "invalid_argument",
          'The codemode tool needs { code: string }, for example { code: "async () => 1" }.',
        );
      }
      return await runCode({ code: args.code, executor, providers });
    },
  };
}

function callableTools(
  tools: CreateBrowserCodeToolOptions["tools"],
): Array<[string, ApprovalAwareJsonSchemaExecutableToolDescriptor]> {
  let entries: Array<[string, ApprovalAwareJsonSchemaExecutableToolDescriptor]>;
  if (Array.isArray(tools)) {
    entries = tools.map((tool, index) => {
      if (typeof tool?.name !== "string" || tool.name === "") {
        throw new CodemodeError(
          "invalid_argument",
          `Tool at index ${index} has no name. Tools given as an array need a \`name\`; or pass a record keyed by name.`,
        );
      }
      return [tool.name, tool];
    });
  } else if (typeof tools === "object" && tools !== null) {
    entries = Object.entries(tools);
  } else {
    throw new CodemodeError(
      "invalid_argument",
      "createBrowserCodeTool needs `tools`: an array of named tools or a record keyed by name.",
    );
  }
  return entries.filter(([, tool]) => typeof tool.execute === "function" && !needsApproval(tool));
}

function needsApproval(tool: ApprovalAwareJsonSchemaExecutableToolDescriptor): boolean {
  return tool.needsApproval === true || typeof tool.needsApproval === "function";
}

function describeOnly(tool: JsonSchemaToolDescriptor): JsonSchemaToolDescriptor {
  const described: JsonSchemaToolDescriptor = { inputSchema: tool.inputSchema };
  if (tool.description !== undefined) described.description = tool.description;
  if (tool.outputSchema !== undefined) described.outputSchema = tool.outputSchema;
  return described;
}
