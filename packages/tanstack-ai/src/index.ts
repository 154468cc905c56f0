export {
  type CodeInput,
  type CodeOutput,
  type CreateCodeToolOptions,
  DEFAULT_DESCRIPTION,
  normalizeProviders,
  resolveProvider,
} from "@codemode/runtime-core";
export { CODE_TOOL_NAME, createCodeTool } from "./create-code-tool.ts";
export {
  CODEMODE_PROGRESS_EVENT,
  type CustomEventEmitter,
  forwardCodemodeProgress,
} from "./forward-progress.ts";
export { generateTypes } from "./generate-types.ts";
export { tanstackTools } from "./tanstack-tools.ts";
