import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import ts from "typescript";
import type { PageSamples, Sample } from "./extract-samples.ts";

/** A type error in a sample, located in its Markdown page. */
export interface SampleDiagnostic {
  /** `page:line`, the line in the Markdown page. */
  where: string;
  message: string;
}

interface WrittenSample {
  sample: Sample;
  file: string;
}

/**
 * Type-checks every sample as its own module in `directory` (which must sit inside the umbrella package, so
 * `codemode` and its dependencies resolve as they do for an application), exactly as the page shows it.
 * Returns the diagnostics of the samples, located in the Markdown pages; the folder is removed.
 */
export function checkSamples(pages: PageSamples[], directory: string): SampleDiagnostic[] {
  rmSync(directory, { recursive: true, force: true });
  const written: WrittenSample[] = [];
  for (const page of pages) {
    const folder = join(directory, page.page.replace(/[^\w.-]+/g, "_"));
    mkdirSync(folder, { recursive: true });
    const used = new Set<string>();
    page.samples.forEach((sample, index) => {
      const named = sampleFileName(sample);
      // A second sample with the same file name (two versions of vite.config.ts) is checked on its own.
      const name = named !== undefined && !used.has(named) ? named : `sample-${index + 1}.ts`;
      used.add(name);
      const file = join(folder, name);
      mkdirSync(dirname(file), { recursive: true });
      // A declaration file sample (`// src/env.d.ts`) stays a global script: no `export {}`.
      writeFileSync(file, file.endsWith(".d.ts") ? `${sample.code}\n` : `${sample.code}\nexport {};\n`);
      written.push({ sample, file });
    });
  }
  try {
    return diagnose(written);
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

/**
 * A sample whose first line names its file (`// src/tracker.codemode.ts`) is written at that path, so the
 * page's other samples can import it (`import { TrackerConnector } from "./tracker.codemode"`).
 */
function sampleFileName(sample: Sample): string | undefined {
  const path = /^\/\/ ((?:[\w.-]+\/)*[\w.-]+\.ts)\s*$/.exec(sample.code.split("\n", 1)[0] ?? "")?.[1];
  return path === undefined || path.split("/").includes("..") ? undefined : path;
}

function diagnose(written: WrittenSample[]): SampleDiagnostic[] {
  const program = ts.createProgram(
    written.map((entry) => entry.file),
    {
      target: ts.ScriptTarget.ES2023,
      lib: ["lib.es2023.d.ts"],
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      moduleDetection: ts.ModuleDetectionKind.Force,
      strict: true,
      noUncheckedIndexedAccess: true,
      noImplicitOverride: true,
      verbatimModuleSyntax: true,
      allowImportingTsExtensions: true,
      experimentalDecorators: false,
      skipLibCheck: true,
      noEmit: true,
      types: ["@cloudflare/workers-types"],
    },
  );
  const byFile = new Map(written.map((entry) => [entry.file, entry]));
  return ts
    .getPreEmitDiagnostics(program)
    .filter((diagnostic) => diagnostic.file === undefined || byFile.has(diagnostic.file.fileName))
    .map((diagnostic) => {
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n");
      const entry = diagnostic.file ? byFile.get(diagnostic.file.fileName) : undefined;
      if (!entry || !diagnostic.file || diagnostic.start === undefined)
        return { where: "(program)", message };
      const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
      return { where: `${entry.sample.page}:${entry.sample.line + line}`, message };
    });
}
