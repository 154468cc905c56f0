// Drop-in compatibility of the five framework entry points with the reference's declarations
// (@cloudflare/codemode@0.5.6, a dev dependency). The API reference documents these entries only by purpose,
// so the reference's public declarations are the contract (DESIGN.md, "Where the spec is silent").
// For a drop-in: every argument the reference accepts, ours accepts (reference parameters extend ours), and
// everything ours returns is usable where the reference's result is (our results extend the reference's).
import type * as ReferenceAi from "@cloudflare/codemode/ai";
import type * as ReferenceBrowser from "@cloudflare/codemode/browser";
import type * as ReferenceMcp from "@cloudflare/codemode/mcp";
import type * as ReferenceTanstack from "@cloudflare/codemode/tanstack-ai";
import type ReferenceVitePlugin from "@cloudflare/codemode/vite";
import type * as Root from "codemode";
import type * as Ai from "codemode/ai";
import type * as Browser from "codemode/browser";
import type * as Mcp from "codemode/mcp";
import type * as Tanstack from "codemode/tanstack-ai";
import type VitePlugin from "codemode/vite";
import type { Plugin } from "vite";
import { describe, expectTypeOf, it } from "vitest";

/**
 * A provider `createCodeTool` accepts. Our provider type accepts any tool record shaped like an AI SDK tool,
 * so it is wider than the reference's: helpers returning one are checked against our own consumer.
 */
type Provider<Options extends { tools: unknown }> = Extract<Options["tools"], readonly unknown[]>[number];

/** The public members of a class instance (a `#private` field makes two declarations incompatible otherwise). */
type Public<T> = Pick<T, keyof T>;

describe("codemode/ai", () => {
  it("accepts what the reference accepts and returns what it returns", () => {
    expectTypeOf<typeof Ai.createCodeTool>().toExtend<typeof ReferenceAi.createCodeTool>();
    expectTypeOf<Parameters<typeof ReferenceAi.aiTools>>().toExtend<Parameters<typeof Ai.aiTools>>();
    expectTypeOf<ReturnType<typeof Ai.aiTools>>().toExtend<Provider<Ai.CreateCodeToolOptions>>();
    expectTypeOf<typeof Ai.resolveProvider>().toExtend<typeof ReferenceAi.resolveProvider>();
    expectTypeOf<typeof Ai.generateTypes>().toExtend<typeof ReferenceAi.generateTypes>();
    expectTypeOf<Parameters<typeof ReferenceAi.toolSetConnector>>().toExtend<
      Parameters<typeof Ai.toolSetConnector>
    >();
    expectTypeOf<ReturnType<typeof Ai.toolSetConnector>>().toEqualTypeOf<Ai.ToolSetConnector>();
  });

  it("has the reference's option and value types", () => {
    expectTypeOf<Ai.CodeInput>().toEqualTypeOf<ReferenceAi.CodeInput>();
    expectTypeOf<Ai.CodeOutput>().toEqualTypeOf<ReferenceAi.CodeOutput>();
    expectTypeOf<ReferenceAi.CreateCodeToolOptions>().toExtend<Ai.CreateCodeToolOptions>();
    expectTypeOf<ReferenceAi.ToolDescriptor>().toExtend<Ai.ToolDescriptor>();
    expectTypeOf<ReferenceAi.ToolDescriptors>().toExtend<Ai.ToolDescriptors>();
    expectTypeOf<ReferenceAi.ToolSetConnectorOptions>().toExtend<Ai.ToolSetConnectorOptions>();
  });

  it("ToolSetConnector is constructed like the reference's and has its public methods", () => {
    expectTypeOf<ConstructorParameters<typeof ReferenceAi.ToolSetConnector>>().toExtend<
      ConstructorParameters<typeof Ai.ToolSetConnector>
    >();
    type Theirs = Public<ReferenceAi.ToolSetConnector>;
    expectTypeOf<Pick<Ai.ToolSetConnector, keyof Theirs>>().toExtend<Theirs>();
  });
});

describe("codemode/tanstack-ai", () => {
  it("accepts what the reference accepts and returns what it returns", () => {
    expectTypeOf<typeof Tanstack.createCodeTool>().toExtend<typeof ReferenceTanstack.createCodeTool>();
    expectTypeOf<Parameters<typeof ReferenceTanstack.tanstackTools>>().toExtend<
      Parameters<typeof Tanstack.tanstackTools>
    >();
    expectTypeOf<ReturnType<typeof Tanstack.tanstackTools>>().toExtend<
      Provider<Tanstack.CreateCodeToolOptions>
    >();
    expectTypeOf<typeof Tanstack.generateTypes>().toExtend<typeof ReferenceTanstack.generateTypes>();
    expectTypeOf<Parameters<typeof ReferenceTanstack.normalizeProviders>>().toExtend<
      Parameters<typeof Tanstack.normalizeProviders>
    >();
    expectTypeOf<ReturnType<typeof Tanstack.normalizeProviders>>().toExtend<
      Provider<Tanstack.CreateCodeToolOptions>[]
    >();
    expectTypeOf<typeof Tanstack.resolveProvider>().toExtend<typeof ReferenceTanstack.resolveProvider>();
  });

  it("has the reference's types and default description", () => {
    expectTypeOf<Tanstack.CodeInput>().toEqualTypeOf<ReferenceTanstack.CodeInput>();
    expectTypeOf<Tanstack.CodeOutput>().toEqualTypeOf<ReferenceTanstack.CodeOutput>();
    expectTypeOf<ReferenceTanstack.CreateCodeToolOptions>().toExtend<Tanstack.CreateCodeToolOptions>();
    expectTypeOf<typeof Tanstack.DEFAULT_DESCRIPTION>().toExtend<string>();
  });
});

describe("codemode/mcp", () => {
  it("accepts what the reference accepts and returns what it returns", () => {
    expectTypeOf<typeof Mcp.codeMcpServer>().toExtend<typeof ReferenceMcp.codeMcpServer>();
    expectTypeOf<typeof Mcp.openApiMcpServer>().toExtend<typeof ReferenceMcp.openApiMcpServer>();
  });

  it("has the reference's option types", () => {
    expectTypeOf<ReferenceMcp.CodeMcpServerOptions>().toExtend<Mcp.CodeMcpServerOptions>();
    expectTypeOf<ReferenceMcp.OpenApiMcpServerOptions>().toExtend<Mcp.OpenApiMcpServerOptions>();
    expectTypeOf<ReferenceMcp.RequestOptions>().toExtend<Mcp.RequestOptions>();
    expectTypeOf<Mcp.OpenApiMcpRequestContext>().toEqualTypeOf<ReferenceMcp.OpenApiMcpRequestContext>();
  });
});

describe("codemode/browser", () => {
  it("createBrowserCodeTool accepts what the reference accepts and returns its descriptor", () => {
    expectTypeOf<typeof Browser.createBrowserCodeTool>().toExtend<
      typeof ReferenceBrowser.createBrowserCodeTool
    >();
    expectTypeOf<Browser.BrowserCodeToolDescriptor>().toExtend<ReferenceBrowser.BrowserCodeToolDescriptor>();
    expectTypeOf<ReferenceBrowser.CreateBrowserCodeToolOptions>().toExtend<Browser.CreateBrowserCodeToolOptions>();
  });

  it("IframeSandboxExecutor is constructed like the reference's and is an Executor", () => {
    expectTypeOf<ConstructorParameters<typeof ReferenceBrowser.IframeSandboxExecutor>>().toExtend<
      ConstructorParameters<typeof Browser.IframeSandboxExecutor>
    >();
    expectTypeOf<ReferenceBrowser.IframeSandboxExecutorOptions>().toExtend<Browser.IframeSandboxExecutorOptions>();
    expectTypeOf<Browser.IframeSandboxExecutor>().toExtend<Browser.Executor>();
    expectTypeOf<Browser.IframeSandboxExecutor["execute"]>().toExtend<
      ReferenceBrowser.IframeSandboxExecutor["execute"]
    >();
  });

  it("re-exports the shared executor and descriptor types", () => {
    expectTypeOf<
      Omit<Browser.ExecuteResult, "interrupted" | "replayed">
    >().toEqualTypeOf<ReferenceBrowser.ExecuteResult>();
    expectTypeOf<Browser.ExecuteResult>().toExtend<ReferenceBrowser.ExecuteResult>();
    expectTypeOf<Browser.ExecuteResult>().toEqualTypeOf<Root.ExecuteResult>();
    expectTypeOf<Browser.ResolvedProvider>().toEqualTypeOf<ReferenceBrowser.ResolvedProvider>();
    expectTypeOf<ReferenceBrowser.Executor>().toExtend<Browser.Executor>();
    expectTypeOf<Browser.JsonSchemaToolDescriptor>().toEqualTypeOf<ReferenceBrowser.JsonSchemaToolDescriptor>();
    expectTypeOf<Browser.JsonSchemaToolDescriptors>().toEqualTypeOf<ReferenceBrowser.JsonSchemaToolDescriptors>();
    expectTypeOf<ReferenceBrowser.JsonSchemaExecutableToolDescriptors>().toExtend<Browser.JsonSchemaExecutableToolDescriptors>();
    expectTypeOf<ReferenceBrowser.JsonSchemaExecutableToolDescriptor>().toExtend<Browser.JsonSchemaExecutableToolDescriptor>();
  });
});

describe("codemode/vite", () => {
  it("the default export is a Vite plugin factory callable with no arguments, like the reference's", () => {
    expectTypeOf<typeof VitePlugin>().toExtend<typeof ReferenceVitePlugin>();
    expectTypeOf<typeof VitePlugin>().toBeCallableWith();
    expectTypeOf<ReturnType<typeof VitePlugin>>().toExtend<Plugin>();
  });
});
