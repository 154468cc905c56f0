// API parity of the root entry's records: the tool input and output, execution records, the replay decision,
// discovery output and snippets. Each documented field must be present with its documented type; fields we
// add (causal identity, idempotency keys, uncertain actions, truncated discovery input) must be optional.
import type {
  DescribeOutput,
  ExecutionState,
  ExecutionStatus,
  PendingAction,
  ProxyToolInput,
  ProxyToolOutput,
  SaveSnippetOptions,
  SearchOutput,
  SearchResult,
  Snippet,
  ToolDecision,
  ToolLogEntry,
  TransformResult,
} from "codemode";
import { describe, expectTypeOf, it } from "vitest";
import type { DocumentedPart, Flatten, MissingKeys, RequiredAdditions } from "./documented.ts";
import type {
  SpecCompleted,
  SpecDescribeOutput,
  SpecErrored,
  SpecExecutionState,
  SpecExecutionStatus,
  SpecPaused,
  SpecPendingAction,
  SpecProxyToolInput,
  SpecProxyToolOutput,
  SpecSaveSnippetOptions,
  SpecSearchOutput,
  SpecSearchResult,
  SpecSnippet,
  SpecToolDecision,
  SpecToolLogEntry,
} from "./spec-shapes.ts";

type Completed = Extract<ProxyToolOutput, { status: "completed" }>;
type Paused = Extract<ProxyToolOutput, { status: "paused" }>;
type Errored = Extract<ProxyToolOutput, { status: "error" }>;

describe("runtime tool input and output", () => {
  it("ProxyToolInput is { code: string }", () => {
    expectTypeOf<ProxyToolInput>().toEqualTypeOf<SpecProxyToolInput>();
  });

  it("ProxyToolOutput has exactly the three documented statuses", () => {
    expectTypeOf<ProxyToolOutput["status"]>().toEqualTypeOf<SpecProxyToolOutput["status"]>();
    expectTypeOf<ProxyToolOutput>().toExtend<SpecProxyToolOutput>();
  });

  it("each outcome has the documented fields and only optional additions", () => {
    expectTypeOf<DocumentedPart<Completed, SpecCompleted>>().toEqualTypeOf<SpecCompleted>();
    expectTypeOf<RequiredAdditions<Completed, SpecCompleted>>().toBeNever();
    expectTypeOf<DocumentedPart<Paused, SpecPaused>>().toEqualTypeOf<
      Flatten<Omit<SpecPaused, "pending"> & { pending: PendingAction[] }>
    >();
    expectTypeOf<RequiredAdditions<Paused, SpecPaused>>().toBeNever();
    expectTypeOf<DocumentedPart<Errored, SpecErrored>>().toEqualTypeOf<SpecErrored>();
    expectTypeOf<RequiredAdditions<Errored, SpecErrored>>().toBeNever();
  });

  it("TransformResult maps a result, synchronously or not", () => {
    expectTypeOf<TransformResult>().toEqualTypeOf<(result: unknown) => unknown | Promise<unknown>>();
  });
});

describe("execution records", () => {
  it("ExecutionStatus has the six documented statuses", () => {
    expectTypeOf<ExecutionStatus>().toEqualTypeOf<SpecExecutionStatus>();
  });

  it("ToolLogEntry has the documented fields and states", () => {
    expectTypeOf<MissingKeys<ToolLogEntry, SpecToolLogEntry>>().toBeNever();
    expectTypeOf<DocumentedPart<ToolLogEntry, SpecToolLogEntry>>().toEqualTypeOf<SpecToolLogEntry>();
    expectTypeOf<RequiredAdditions<ToolLogEntry, SpecToolLogEntry>>().toBeNever();
  });

  it("ExecutionState has the documented fields", () => {
    type Documented = Flatten<Omit<SpecExecutionState, "log"> & { log: ToolLogEntry[] }>;
    expectTypeOf<MissingKeys<ExecutionState, SpecExecutionState>>().toBeNever();
    expectTypeOf<DocumentedPart<ExecutionState, SpecExecutionState>>().toEqualTypeOf<Documented>();
    expectTypeOf<RequiredAdditions<ExecutionState, SpecExecutionState>>().toBeNever();
    expectTypeOf<ExecutionState>().toExtend<SpecExecutionState>();
  });

  it("PendingAction has the documented fields", () => {
    expectTypeOf<DocumentedPart<PendingAction, SpecPendingAction>>().toEqualTypeOf<SpecPendingAction>();
    expectTypeOf<RequiredAdditions<PendingAction, SpecPendingAction>>().toBeNever();
  });

  it("ToolDecision is replay, execute or pause", () => {
    expectTypeOf<ToolDecision>().toEqualTypeOf<SpecToolDecision>();
  });
});

describe("discovery output", () => {
  it("SearchResult and SearchOutput are as documented, SearchOutput with only optional additions", () => {
    expectTypeOf<SearchResult>().toEqualTypeOf<SpecSearchResult>();
    expectTypeOf<DocumentedPart<SearchOutput, SpecSearchOutput>>().toEqualTypeOf<SpecSearchOutput>();
    expectTypeOf<RequiredAdditions<SearchOutput, SpecSearchOutput>>().toBeNever();
    expectTypeOf<SearchOutput["queryTruncated"]>().toEqualTypeOf<boolean | undefined>();
  });

  it("DescribeOutput is as documented, with only optional additions", () => {
    expectTypeOf<DocumentedPart<DescribeOutput, SpecDescribeOutput>>().toEqualTypeOf<SpecDescribeOutput>();
    expectTypeOf<RequiredAdditions<DescribeOutput, SpecDescribeOutput>>().toBeNever();
    expectTypeOf<DescribeOutput["targetTruncated"]>().toEqualTypeOf<boolean | undefined>();
  });
});

describe("snippets", () => {
  it("SaveSnippetOptions and Snippet are as documented", () => {
    expectTypeOf<SaveSnippetOptions>().toEqualTypeOf<SpecSaveSnippetOptions>();
    expectTypeOf<Snippet>().toEqualTypeOf<SpecSnippet>();
  });
});
