// Every TypeScript sample of the documentation (docs/, the repository README and each package README) is
// compiled against the packages, exactly as shown (no hidden declarations), and every block that shows a file
// of examples/ must match that file, so the documentation can drift neither from the code nor from the
// examples that CI starts for real.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { checkSamples } from "./docs/check-samples.ts";
import { exampleDrift } from "./docs/example-blocks.ts";
import { extractSamples, type PageSamples } from "./docs/extract-samples.ts";

const packageDirectory = join(import.meta.dirname, "..");
const repository = join(packageDirectory, "..", "..");
/** Inside the package, so `codemode` and its dependencies resolve from the samples as from an application. */
const scratch = join(packageDirectory, ".docs-samples");

/** The pages the issue asks for, by file name in docs/. */
const REQUIRED_PAGES = [
  "getting-started.md",
  "runtime.md",
  "connectors.md",
  "approvals-and-rollback.md",
  "snippets.md",
  "executors.md",
  "vite-plugin.md",
  "adapters.md",
  "migrating.md",
];

function readRepositoryFile(file: string): string | undefined {
  const path = join(repository, file);
  return existsSync(path) ? readFileSync(path, "utf8") : undefined;
}

function documentationPages(): string[] {
  const docs = readdirSync(join(repository, "docs"))
    .filter((file) => file.endsWith(".md"))
    .map((file) => join(repository, "docs", file));
  const readmes = readdirSync(join(repository, "packages"))
    .map((folder) => join(repository, "packages", folder, "README.md"))
    .filter((file) => existsSync(file));
  return [join(repository, "README.md"), ...docs, ...readmes];
}

const pages: PageSamples[] = documentationPages().map((file) =>
  extractSamples(relative(repository, file), readFileSync(file, "utf8")),
);

describe("documentation samples", () => {
  it("has every page the documentation needs, each with TypeScript samples", () => {
    const withSamples = pages.filter((page) => page.samples.length > 0).map((page) => page.page);
    expect(
      REQUIRED_PAGES.map((page) => `docs/${page}`).filter((page) => !withSamples.includes(page)),
    ).toEqual([]);
  });

  it("gives every package a README with a TypeScript example", () => {
    const packages = readdirSync(join(repository, "packages")).filter((folder) =>
      existsSync(join(repository, "packages", folder, "package.json")),
    );
    const withExample = pages.filter((page) => page.samples.length > 0).map((page) => page.page);
    expect(packages.filter((folder) => !withExample.includes(`packages/${folder}/README.md`))).toEqual([]);
  });

  it("reports a sample that does not compile, at its line in the page", () => {
    const broken = extractSamples(
      "broken.md",
      [
        "# Broken",
        "",
        "```ts",
        'import { normalizeCode } from "codemode";',
        "const code: number = normalizeCode(1);",
        "```",
      ].join("\n"),
    );
    const diagnostics = checkSamples([broken], join(scratch, "broken"));
    expect(diagnostics.map((diagnostic) => diagnostic.where)).toEqual(["broken.md:5", "broken.md:5"]);
  });

  it("hides no code from the reader: no typecheck-preamble or typecheck-file comment", () => {
    expect(pages.flatMap((page) => page.hidden.map((line) => `${page.page}:${line}`))).toEqual([]);
  });

  it("shows every marked example file as it is", () => {
    const blocks = pages.flatMap((page) => page.examples);
    expect(blocks.length).toBeGreaterThan(5);
    expect(exampleDrift(blocks, readRepositoryFile)).toEqual([]);
  });

  it("reports a block that drifted from its example file, a missing file and a missing region", () => {
    const page = extractSamples(
      "drifted.md",
      [
        "<!-- example: examples/worker-durable-object/wrangler.jsonc -->",
        "```jsonc",
        "{",
        '  "name": "renamed",',
        "```",
        "<!-- example: examples/no-such-example/src/server.ts -->",
        "```ts",
        "```",
      ].join("\n"),
    );
    const drift = exampleDrift(page.examples, readRepositoryFile);
    expect(drift.map(({ where, line, actual }) => ({ where, line, actual }))).toEqual([
      { where: "drifted.md:2", line: 2, actual: '  "$schema": "node_modules/wrangler/config-schema.json",' },
      { where: "drifted.md:7", line: 0, actual: "(no such file)" },
    ]);
    const region = extractSamples(
      "region.md",
      ["<!-- example: examples/vite/src/server.ts#no-such-region -->", "```ts", "```"].join("\n"),
    );
    expect(() => exampleDrift(region.examples, readRepositoryFile)).toThrow(
      /no "\/\/ #region no-such-region"/,
    );
  });

  it("compiles every TypeScript sample", () => {
    const count = pages.reduce((total, page) => total + page.samples.length, 0);
    expect(count).toBeGreaterThan(40);
    const diagnostics = checkSamples(pages, scratch);
    expect(diagnostics.map((diagnostic) => `${diagnostic.where}: ${diagnostic.message}`)).toEqual([]);
  });
});
