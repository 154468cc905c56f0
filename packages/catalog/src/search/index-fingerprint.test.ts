import type { ConnectorDescription } from "@codemode/runtime-core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ANALYZER_PROBE_TEXTS, analyzerParts, buildFingerprint, fingerprintOf } from "./index-fingerprint.ts";
import { stemWord } from "./stem-word.ts";
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

  it("changes when what the probe texts analyze to differs", () => {
    const parts = analyzerParts();
    expect(fingerprintOf(parts, [...ANALYZER_PROBE_TEXTS, "getWidgetsByOwner"])).not.toBe(
      fingerprintOf(parts),
    );
  });

  it("keys the index of a build whose stemmer's private helpers differ under another key", async () => {
    // The same source text as the real `stemWord`, closed over other helpers: what editing a private
    // helper of `stem-word.ts` makes, which the source of `stemWord` alone does not show.
    const source = Function.prototype.toString.call(stemWord);
    const names = [...new Set(source.match(/\b(?:foldPlural|foldSuffix|KEEP_FINAL_S)\b/g) ?? [])];
    expect(names).toContain("foldPlural");
    const helpers = names.map((name) =>
      name === "KEEP_FINAL_S" ? [] : name === "foldPlural" ? (word: string) => word : () => undefined,
    );
    const sameSource = new Function(...names, `return ${source}`)(...helpers) as typeof stemWord;
    expect(Function.prototype.toString.call(sameSource)).toBe(source);
    const original = storedIndexKey(catalog);
    expect(await keyWith("./stem-word.ts", () => ({ stemWord: sameSource }))).not.toBe(original);
  });

  it("costs a cold isolate little: no index is built for it", async () => {
    vi.resetModules();
    const build = vi.spyOn((await import("./search-index.ts")).SearchIndex, "build");
    const fresh = await import("./index-fingerprint.ts");
    fresh.buildFingerprint();
    expect(build).not.toHaveBeenCalled();
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
