// The umbrella has no code of its own: each entry file only re-exports one or more scoped packages, and each
// entry point maps to the packages DESIGN.md's package map names.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const sourceDirectory = join(import.meta.dirname, "..", "src");

/** What an entry file contains: the modules it re-exports, and any statement that is not a re-export. */
function inspect(file: string): { sources: string[]; other: string[] } {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.ES2023, true);
  const sources = new Set<string>();
  const other: string[] = [];
  for (const statement of source.statements) {
    if (
      ts.isExportDeclaration(statement) &&
      statement.moduleSpecifier !== undefined &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      sources.add(statement.moduleSpecifier.text);
    } else {
      other.push(statement.getText(source).split("\n", 1)[0] as string);
    }
  }
  return { sources: [...sources].sort(), other };
}

describe("the umbrella's entry files", () => {
  const entries = Object.fromEntries(
    readdirSync(sourceDirectory).map((file) => [file, inspect(join(sourceDirectory, file))]),
  );

  it("contain nothing but re-exports", () => {
    expect(Object.entries(entries).filter(([, found]) => found.other.length > 0)).toEqual([]);
  });

  it("map one-to-one to the packages of the package map", () => {
    expect(Object.fromEntries(Object.entries(entries).map(([file, found]) => [file, found.sources]))).toEqual(
      {
        "index.ts": [
          "@codemode/catalog",
          "@codemode/connector-base",
          "@codemode/durable-storage",
          "@codemode/runtime-core",
          "@codemode/worker-executor",
        ],
        "ai.ts": ["@codemode/ai"],
        "mcp.ts": ["@codemode/mcp"],
        "tanstack-ai.ts": ["@codemode/tanstack-ai"],
        "browser.ts": ["@codemode/iframe-executor"],
        "vite.ts": ["@codemode/vite-plugin"],
      },
    );
  });

  it("match the package's exports map", () => {
    const manifest = JSON.parse(readFileSync(join(import.meta.dirname, "..", "package.json"), "utf8")) as {
      exports: Record<string, { import?: string; types: string }>;
      publishConfig: { exports: Record<string, { import?: string; types: string }> };
    };
    // A types-only subpath (`./vite/client`, ambient declarations for Vite's client) has no entry file.
    expect(
      Object.values(manifest.exports)
        .flatMap((conditions) =>
          conditions.import === undefined ? [] : [conditions.import.replace("./src/", "")],
        )
        .sort(),
    ).toEqual(Object.keys(entries).sort());
    expect(Object.keys(manifest.publishConfig.exports)).toEqual(Object.keys(manifest.exports));
  });
});
