export type {
  ExecuteResult,
  Executor,
  JsonSchemaToolDescriptor,
  JsonSchemaToolDescriptors,
  ResolvedProvider,
} from "@codemode/runtime-core";
export {
  type BrowserCodeToolDescriptor,
  type CreateBrowserCodeToolOptions,
  createBrowserCodeTool,
  type JsonSchemaExecutableToolDescriptor,
  type JsonSchemaExecutableToolDescriptors,
} from "./browser-code-tool.ts";
export { IframeSandboxExecutor, type IframeSandboxExecutorOptions } from "./iframe-sandbox-executor.ts";
