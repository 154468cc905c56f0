/**
 * Type-level drop-in check against the reference's `/browser` entry (`@cloudflare/codemode@0.5.6`, a dev-only
 * dependency): the same names exist, and what a user writes for the reference type-checks against ours.
 * Checked by `tsc -p tsconfig.json` (the package's typecheck task).
 */
import type * as Reference from "@cloudflare/codemode/browser";
import { expectTypeOf } from "vitest";
import type * as Ours from "../src/index.ts";
import { createBrowserCodeTool, IframeSandboxExecutor } from "../src/index.ts";

// Every name the reference entry exports exists here.
type ReferenceNames = keyof typeof import("@cloudflare/codemode/browser");
expectTypeOf<ReferenceNames>().toEqualTypeOf<"IframeSandboxExecutor" | "createBrowserCodeTool">();
expectTypeOf<typeof import("../src/index.ts")>().toHaveProperty("IframeSandboxExecutor");
expectTypeOf<typeof import("../src/index.ts")>().toHaveProperty("createBrowserCodeTool");

// Same shapes where the reference fixes them.
expectTypeOf<Ours.IframeSandboxExecutorOptions>().toEqualTypeOf<Reference.IframeSandboxExecutorOptions>();
expectTypeOf<Ours.BrowserCodeToolDescriptor>().toEqualTypeOf<Reference.BrowserCodeToolDescriptor>();
// ExecuteResult adds two optional fields (`interrupted`, `replayed`) to the reference's.
expectTypeOf<Omit<Ours.ExecuteResult, "interrupted" | "replayed">>().toEqualTypeOf<Reference.ExecuteResult>();
expectTypeOf<Ours.ExecuteResult>().toExtend<Reference.ExecuteResult>();
expectTypeOf<Ours.JsonSchemaToolDescriptor>().toEqualTypeOf<Reference.JsonSchemaToolDescriptor>();
expectTypeOf<Ours.JsonSchemaToolDescriptors>().toEqualTypeOf<Reference.JsonSchemaToolDescriptors>();
expectTypeOf<Ours.JsonSchemaExecutableToolDescriptor>().toEqualTypeOf<Reference.JsonSchemaExecutableToolDescriptor>();
expectTypeOf<Ours.JsonSchemaExecutableToolDescriptors>().toEqualTypeOf<Reference.JsonSchemaExecutableToolDescriptors>();

// What a user passes to the reference is accepted here; what ours returns fits where the reference's would.
expectTypeOf<Reference.CreateBrowserCodeToolOptions>().toExtend<Ours.CreateBrowserCodeToolOptions>();
expectTypeOf<Reference.ResolvedProvider>().toExtend<Ours.ResolvedProvider>();
expectTypeOf<Reference.IframeSandboxExecutor>().toExtend<Ours.Executor>();
expectTypeOf<IframeSandboxExecutor>().toExtend<Reference.Executor>();
expectTypeOf(createBrowserCodeTool).parameters.toEqualTypeOf<[Ours.CreateBrowserCodeToolOptions]>();
expectTypeOf(createBrowserCodeTool).returns.toEqualTypeOf<Reference.BrowserCodeToolDescriptor>();
expectTypeOf(IframeSandboxExecutor).constructorParameters.toEqualTypeOf<
  [options?: Reference.IframeSandboxExecutorOptions]
>();
expectTypeOf<IframeSandboxExecutor["execute"]>().returns.toEqualTypeOf<Promise<Ours.ExecuteResult>>();

// The reference's types resolve (an unresolved import would make every check above vacuous).
expectTypeOf<Reference.JsonSchemaToolDescriptor["inputSchema"]>().not.toBeAny();
expectTypeOf<Reference.ExecuteResult>().not.toBeAny();
expectTypeOf<Reference.IframeSandboxExecutor>().not.toBeAny();
