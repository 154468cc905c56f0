export type { CodeInput, CodeOutput, CreateCodeToolOptions } from "@codemode/runtime-core";
export { ToolSetConnector, toolSetConnector } from "./connector/tool-set-connector.ts";
export type { ToolSetConnectorOptions } from "./connector/tool-set-connector-options.ts";
export { aiTools } from "./tool/ai-tools.ts";
export { createCodeTool } from "./tool/create-code-tool.ts";
export { resolveProvider } from "./tool/resolve-provider.ts";
export type { ToolDescriptor, ToolDescriptors } from "./tool-descriptor.ts";
export { generateTypes } from "./types/generate-types.ts";
