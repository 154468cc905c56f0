// Every TypeScript sample of the documentation (docs/, the repository README and each package README) is
// compiled against the packages, so the documentation cannot drift from the code.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { checkSamples } from "./docs/check-samples.ts";
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

  it("compiles every TypeScript sample", () => {
    const count = pages.reduce((total, page) => total + page.samples.length, 0);
    expect(count).toBeGreaterThan(40);
    const diagnostics = checkSamples(pages, scratch);
    expect(diagnostics.map((diagnostic) => `${diagnostic.where}: ${diagnostic.message}`)).toEqual([]);
  });
});
