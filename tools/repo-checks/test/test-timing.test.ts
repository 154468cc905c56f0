import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { retryFindings, testFiles, timingFindings } from "./timing-patterns.ts";
import { display, ROOT } from "./workspace.ts";

/** Fixtures that exist to contain the patterns (this check's own sample, the platform-free check's impure file). */
const FIXTURES = ["tools/repo-checks/test/fixtures"];

function vitestConfigs(): string[] {
  const out: string[] = [];
  for (const top of ["packages", "apps", "tools", "examples", "bench"]) {
    let folders: string[];
    try {
      folders = readdirSync(join(ROOT, top));
    } catch {
      continue;
    }
    for (const folder of folders) {
      const directory = join(ROOT, top, folder);
      let entries: string[];
      try {
        entries = readdirSync(directory);
      } catch {
        continue;
      }
      for (const entry of entries)
        if (/^vitest(\.[\w-]+)?\.config\.[cm]?[jt]s$/.test(entry)) out.push(join(directory, entry));
    }
  }
  return out;
}

describe("tests measure the code, not the machine", () => {
  it("no test sleeps a fixed time or reads the wall clock without a comment that says why", () => {
    const files = testFiles(FIXTURES);
    expect(files.length).toBeGreaterThan(150);
    const findings = files.flatMap((path) =>
      timingFindings(path).map(
        (finding) => `${display(path)}:${finding.line} ${finding.kind}: ${finding.text}`,
      ),
    );
    expect(
      findings,
      "wait for the condition (expect.poll, a promise the test resolves) or inject time; where a test must bound time, say why in a `timing-allowed:` comment",
    ).toEqual([]);
  });

  it("no vitest config retries a failed test", () => {
    const configs = vitestConfigs();
    expect(configs.length).toBeGreaterThan(10);
    expect(retryFindings(configs)).toEqual([]);
  });

  it("finds every pattern of its sample and honours each allowance", () => {
    const path = join(ROOT, FIXTURES[0] as string, "timing-sample.ts");
    const source = readFileSync(path, "utf8");
    const flagged = source
      .split("\n")
      .flatMap((line, index) => (line.includes("// flagged") ? [index + 1] : []));
    expect(flagged.length).toBe(5);
    expect(timingFindings(path, source).map((finding) => finding.line)).toEqual(flagged);
  });

  it("finds a retry in a config", () => {
    const path = join(ROOT, FIXTURES[0] as string, "vitest.retry-sample.config.ts");
    expect(retryFindings([path])).toEqual([`${path}: retry: 2`]);
  });
});
