import type { ConnectorDescription } from "@codemode/runtime-core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ANALYZER_PROBE, analyzerParts, buildFingerprint, fingerprintOf } from "./index-fingerprint.ts";
import { storedIndexKey } from "./stored-index.ts";

const catalog: ConnectorDescription[] = [
  {
    name: "tracker",
    descriptors: {
      list_issues: { description: "Lists the issues of a project.", inputSchema: { type: "object" } },
      createIssue: {
        description: "Creates an issue.",
        inputSchema: { type: "object", properties: { title: {} } },
      },
    },
  },
];

/** `storedIndexKey` of {@link catalog} in a fresh module graph where `module` is replaced by `factory`. */
async function keyWith(module: string, factory: () => Record<string, unknown>): Promise<string> {
  vi.resetModules();
  vi.doMock(module, factory);
  const fresh = await import("./stored-index.ts");
  return fresh.storedIndexKey(catalog);
}

afterEach(() => {
  vi.doUnmock("./stem-word.ts");
  vi.doUnmock("./stop-words.ts");
  vi.doUnmock("./split-words.ts");
  vi.resetModules();
});

describe("the build fingerprint of a stored index", () => {
  it("is the same for the same build", async () => {
    expect(buildFingerprint()).toBe(fingerprintOf(analyzerParts()));
    vi.resetModules();
    const fresh = await import("./stored-index.ts");
    expect(fresh.storedIndexKey(catalog)).toBe(storedIndexKey(catalog));
  });

  it("changes when any covered code or table changes", () => {
    const parts = analyzerParts();
    const original = fingerprintOf(parts);
    const seen = new Set([original]);
    for (const [position, [name, value]] of parts.entries()) {
      const changed =
        typeof value === "function"
          ? // The same behaviour in other source text: a rebuilt or edited analyzer.
            new Function("inner", `return function ${name}(...args) { return inner(...args); }`)(value)
          : typeof value === "number"
            ? value + 1
            : [value, "changed"];
      const replaced = parts.map((part, other) => (other === position ? ([name, changed] as const) : part));
      const fingerprint = fingerprintOf(replaced);
      expect(seen.has(fingerprint), name).toBe(false);
      seen.add(fingerprint);
    }
  });

  it("changes when the probed index differs, as a private helper's change makes it", () => {
    const parts = analyzerParts();
    const renamed: ConnectorDescription = {
      ...ANALYZER_PROBE,
      descriptors: {
        ...ANALYZER_PROBE.descriptors,
        extraMethod: { inputSchema: { type: "object" as const } },
      },
    };
    expect(fingerprintOf(parts, renamed)).not.toBe(fingerprintOf(parts));
  });

  it.each([
    ["stemming", "./stem-word.ts", () => ({ stemWord: (word: string) => word })],
    [
      "stop words",
      "./stop-words.ts",
      () => ({ STOP_WORDS: new Set(["a", "an", "the", "issue"]) as ReadonlySet<string> }),
    ],
  ])("keys the index of a build with other %s under another key", async (_label, module, factory) => {
    const original = storedIndexKey(catalog);
    expect(await keyWith(module, factory)).not.toBe(original);
  });

  it("keys the index of a build with another word splitter under another key", async () => {
    const original = storedIndexKey(catalog);
    const actual = await vi.importActual<typeof import("./split-words.ts")>("./split-words.ts");
    const key = await keyWith("./split-words.ts", () => ({
      ...actual,
      splitWords: (text: string) => actual.splitWords(text).map((word) => word.slice(0, 8)),
    }));
    expect(key).not.toBe(original);
  });
});
