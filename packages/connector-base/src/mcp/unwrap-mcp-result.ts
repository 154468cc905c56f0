import type { McpCallToolResult, McpContent } from "./mcp-connection.ts";
import { McpToolError } from "./mcp-tool-error.ts";

/**
 * Turns a `tools/call` result into the value sandbox code receives:
 *
 * 1. `isError: true` throws `McpToolError` with the text content as its message;
 * 2. a legacy `toolResult` is returned as is;
 * 3. `structuredContent`, when present, is the value (it is the typed result the tool's output schema describes);
 * 4. text-only content: one part is parsed as JSON when it is JSON, else returned as a string; several parts
 *    become an array of such values, one per part, so separately emitted items stay separate (the model can
 *    still `join` them);
 * 5. any other content (images, audio, resources, mixed) is returned as the content array, unchanged;
 * 6. no content at all is `undefined`.
 */
export function unwrapMcpResult(tool: string, result: McpCallToolResult): unknown {
  const content = Array.isArray(result.content) ? result.content : [];
  if (result.isError === true) {
    const text = content
      .filter(isText)
      .map((part) => part.text)
      .join("\n");
    throw new McpToolError(tool, text || `The MCP tool "${tool}" failed without a message.`, result);
  }
  if (result.toolResult !== undefined) return result.toolResult;
  if (result.structuredContent !== undefined && result.structuredContent !== null)
    return result.structuredContent;
  if (content.length === 0) return undefined;
  if (!content.every(isText)) return content;
  const values = content.map((part) => parseJsonText(part.text));
  return values.length === 1 ? values[0] : values;
}

function isText(part: McpContent): part is McpContent & { text: string } {
  return part.type === "text" && typeof part.text === "string";
}

function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
