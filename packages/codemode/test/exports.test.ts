import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";

interface EntryComparison {
  entry: string;
  ours: string[];
  reference: string[];
  missing: string[];
  extra: string[];
  typeOnly: string[];
}

const packageDirectory = join(import.meta.dirname, "..");
/** The 97 names @cloudflare/codemode@0.5.6 exports, per entry point (copied from the project spec). */
const documented = JSON.parse(
  readFileSync(join(import.meta.dirname, "fixtures", "reference-exports.json"), "utf8"),
) as Record<string, string[]>;

async function compare(...flags: string[]): Promise<{ code: number; entries: EntryComparison[] }> {
  const script = join(packageDirectory, "scripts", "compare-exports.mjs");
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [script, "--json", ...flags]);
    return { code: 0, entries: (JSON.parse(stdout) as { entries: EntryComparison[] }).entries };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return {
      code: failed.code,
      entries: (JSON.parse(failed.stdout) as { entries: EntryComparison[] }).entries,
    };
  }
}

describe("scripts/compare-exports.mjs", () => {
  let comparison: { code: number; entries: EntryComparison[] };
  beforeAll(async () => {
    comparison = await compare();
  });

  it("reads the reference's 97 documented names, per entry point", () => {
    const { entries } = comparison;
    const read = Object.fromEntries(
      entries.map((entry) => [
        entry.entry === "codemode" ? "." : `./${entry.entry.slice(9)}`,
        entry.reference,
      ]),
    );
    expect(read).toEqual(documented);
    expect(Object.values(read).flat()).toHaveLength(97);
  });

  it("finds no documented name missing from our six entry points, nor exported only as a type", () => {
    const { code, entries } = comparison;
    expect(entries.map(({ entry, missing, typeOnly }) => ({ entry, missing, typeOnly }))).toEqual(
      [
        "codemode",
        "codemode/ai",
        "codemode/mcp",
        "codemode/tanstack-ai",
        "codemode/browser",
        "codemode/vite",
      ].map((entry) => ({ entry, missing: [], typeOnly: [] })),
    );
    expect(code).toBe(0);
  });

  it("lists our additions to the root entry, each of them deliberate", () => {
    const { entries } = comparison;
    const root = entries.find((entry) => entry.entry === "codemode");
    // Everything the root entry adds beyond the reference: errors with codes, recover(), the sandbox's
    // determinism and call identity, argument validation, the discovery input bound, runtime events and traces,
    // streamed progress, and the types of
    // options and hooks the documented API already uses. A new addition must be added here on purpose.
    expect(root?.extra).toEqual([
      "CODEMODE_SPAN_NAMES",
      "CallMeta",
      "CodemodeError",
      "CodemodeErrorCode",
      "CodemodeEvent",
      "CodemodeEventOptions",
      "CodemodeEventType",
      "CodemodePassEndStatus",
      "CodemodePassReason",
      "CodemodeProgress",
      "CodemodeProgressCall",
      "CodemodeProgressCallState",
      "CodemodeProgressOptions",
      "CodemodeProgressOutput",
      "CodemodeProgressTool",
      "CodemodeProgressToolOptions",
      "CodemodeRecoverOptions",
      "CodemodeSpan",
      "CodemodeSpanAttributes",
      "CodemodeSpanOptions",
      "CodemodeTool",
      "CodemodeTraceContext",
      "CodemodeTraceOptions",
      "CodemodeTracer",
      "ConsoleLimits",
      "DEFAULT_MAX_QUEUED_EVENTS",
      "DEFAULT_PROGRESS_MAX_CALLS",
      "ExecutionBudget",
      "MAX_DISCOVERY_INPUT_LENGTH",
      "MAX_EXECUTION_LOG_BYTES",
      "MAX_EXECUTION_LOG_ENTRIES",
      "MAX_SNIPPET_DEPTH",
      "MAX_THROWN_DESCRIPTION_CHARS",
      "McpTool",
      "McpToolError",
      "OpenApiFieldStyle",
      "OpenApiRequestError",
      "SandboxDeterminism",
      "ToolArgumentsError",
      "ToolLogEntryState",
      "ValidateJsonSchemaOptions",
      "ValidationIssue",
      "isCodemodeProgress",
      "validateJsonSchema",
    ]);
  });
});
