import { CodemodeError } from "@codemode/runtime-core";

/** A `tools/call` result as the upstream server sends it (structurally, so any SDK version fits). */
export type UpstreamCallResult = {
  content?: Array<{ type: string; text?: unknown }>;
  structuredContent?: unknown;
  isError?: boolean;
  toolResult?: unknown;
};

/** A failed upstream tool call (`isError: true`), thrown inside the sandbox so the code can catch it. */
export class UpstreamToolError extends CodemodeError {
  /** The upstream tool's name. */
  readonly tool: string;

  constructor(tool: string, message: string) {
    super("tool_failed", message);
    this.name = "UpstreamToolError";
    this.tool = tool;
  }
}

/**
 * What sandbox code receives for an upstream tool call, as plain values the way `createCodeTool` returns
 * them:
 *
 * 1. a legacy `toolResult` is returned as is;
 * 2. `isError: true` throws an `UpstreamToolError` carrying the text content, which the code can `catch`;
 * 3. `structuredContent` is the typed value, when present;
 * 4. text-only content is joined and parsed as JSON when it is JSON, else returned as the text;
 * 5. anything else (images, audio, resources) is the whole result, unchanged.
 */
export function unwrapCallResult(tool: string, result: UpstreamCallResult): unknown {
  if ("toolResult" in result) return result.toolResult;
  const content = Array.isArray(result.content) ? result.content : [];
  if (result.isError === true) {
    const text = content
      .filter((part) => part.type === "text" && typeof part.text === "string")
      .map((part) => part.text)
      .join("\n");
    throw new UpstreamToolError(tool, text || `The tool "${tool}" failed without a message.`);
  }
  if (result.structuredContent !== undefined && result.structuredContent !== null)
    return result.structuredContent;
  if (content.length > 0 && content.every((part) => part.type === "text" && typeof part.text === "string")) {
    const text = content.map((part) => part.text).join("\n");
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return result;
}
