import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { classifyRun, passedFiles } from "../../../scripts/workerd-crash.mjs";

// A real run of the durable-storage suite that workerd aborted at isolate shutdown (CI log, paths shortened).
const aborted = readFileSync(new URL("./fixtures/workerd-6506/aborted.txt", import.meta.url), "utf8");
const runner = new URL("../../../scripts/vitest-workerd.mjs", import.meta.url).pathname;

describe("classifyRun: when a workerd suite is run again", () => {
  it("runs again only after workerd's isolate-shutdown abort with every reported test passed", () => {
    expect(classifyRun(aborted, 1)).toBe("workerd-6506");
  });

  it("runs again when several pool workers were aborted, one abort for each exit", () => {
    const exit = aborted.slice(
      aborted.indexOf("Caused by: Error: Worker exited"),
      aborted.indexOf(" Test Files"),
    );
    const abort = aborted.slice(
      aborted.indexOf("*** Fatal"),
      aborted.indexOf("\n", aborted.indexOf("*** Fatal")) + 1,
    );
    const twoExits = aborted.replace("Errors  1 error", "Errors  2 errors").replace(exit, exit + exit);
    expect(classifyRun(twoExits.replace(abort, abort + abort), 1)).toBe("workerd-6506");
    expect(classifyRun(twoExits, 1)).toBe("failed");
  });

  it("never runs again after a failed test, another error, or a failure without the abort", () => {
    const failedTest = aborted.replace("Tests  85 passed (87)", "Tests  1 failed | 84 passed (87)");
    expect(classifyRun(failedTest, 1)).toBe("failed");
    const failedFile = aborted.replace("Test Files  12 passed (13)", "Test Files  1 failed | 11 passed (13)");
    expect(classifyRun(failedFile, 1)).toBe("failed");
    expect(classifyRun(aborted.replace("Errors  1 error", "Errors  2 errors"), 1)).toBe("failed");
    expect(classifyRun(aborted.replaceAll("Worker exited unexpectedly", "boom"), 1)).toBe("failed");
    expect(classifyRun(aborted.replace("tried to defer destruction", "something else"), 1)).toBe("failed");
    expect(
      classifyRun(
        "\u001b[31m Tests \u001b[39m 3 failed (3)\ntried to defer destruction during isolate shutdown",
        1,
      ),
    ).toBe("failed");
  });

  it("passes a run that exited 0", () => {
    expect(classifyRun("", 0)).toBe("passed");
  });
});

describe("passedFiles: what a retry leaves out", () => {
  it("lists the files the aborted run reported as passed, and none that it did not report", () => {
    const files = passedFiles(aborted);
    expect(files).toHaveLength(12);
    expect(files).toContain("test/runtime.test.ts");
    for (const file of files) expect(aborted).toContain(`✓ ${file} (`);
  });

  it("reads files with one test or skipped tests, and never a failed file", () => {
    const output = [
      " \u001b[32m✓\u001b[39m test/one.test.ts \u001b[2m(\u001b[22m\u001b[2m1 test\u001b[22m\u001b[2m)\u001b[22m 5ms",
      " ✓ test/some.test.ts (5 tests | 1 skipped) 12ms",
      " ❯ test/broken.test.ts (3 tests | 1 failed) 9ms",
      "   ✓ a passing test inside the broken file 1ms",
    ].join("\n");
    expect(passedFiles(output)).toEqual(["test/one.test.ts", "test/some.test.ts"]);
  });
});

describe("vitest-workerd.mjs", () => {
  /** Runs the runner with a stand-in `vitest` that prints each of `outputs` in turn, exiting with its code. */
  function runWith(outputs: Array<[text: string, code: number]>) {
    const dir = mkdtempSync(join(tmpdir(), "vitest-workerd-"));
    outputs.forEach(([text, code], index) => {
      writeFileSync(join(dir, `out-${index + 1}.txt`), text);
      writeFileSync(join(dir, `code-${index + 1}`), String(code));
    });
    const fake = join(dir, "vitest");
    writeFileSync(
      fake,
      `#!/usr/bin/env bash\nn=$(( $(cat "${dir}/count" 2>/dev/null || echo 0) + 1 ))\necho $n > "${dir}/count"\necho "args: $*"\ncat "${dir}/out-$n.txt"\nexit $(cat "${dir}/code-$n")\n`,
    );
    chmodSync(fake, 0o755);
    const result = spawnSync(process.execPath, [runner, "run", "--config", "x.ts"], {
      env: { ...process.env, PATH: `${dir}:${process.env.PATH}`, CODEMODE_WORKERD_RETRY_PAUSE_MS: "1" },
      encoding: "utf8",
    });
    const count = Number(execFileSync("cat", [join(dir, "count")], { encoding: "utf8" }));
    return { status: result.status, count, stdout: result.stdout, stderr: result.stderr };
  }

  it("runs the files that had not reported again, passes its arguments, and says so", () => {
    const run = runWith([
      [aborted, 1],
      ["Tests  2 passed (2)", 0],
    ]);
    expect(run).toMatchObject({ status: 0, count: 2 });
    const second = run.stdout.split("\n").filter((line) => line.startsWith("args: "))[1] ?? "";
    expect(second.startsWith("args: run --config x.ts --exclude ")).toBe(true);
    for (const file of passedFiles(aborted)) expect(second).toContain(`--exclude ${file}`);
    expect(run.stderr).toContain("workerd issue 6506");
    expect(run.stderr).toContain("attempt 2 of 5, after 1 ms");
  });

  it("leaves out the files of every earlier attempt", () => {
    const onlyRuntime = aborted.replace(/^.*✓ (?!test\/runtime\.test\.ts).*$/gm, "");
    const run = runWith([
      [onlyRuntime, 1],
      [aborted, 1],
      ["Tests  2 passed (2)", 0],
    ]);
    expect(run).toMatchObject({ status: 0, count: 3 });
    const third = run.stdout.split("\n").filter((line) => line.startsWith("args: "))[2] ?? "";
    expect(third.match(/--exclude test\/runtime\.test\.ts/g)).toHaveLength(1);
    expect(third.match(/--exclude /g)).toHaveLength(passedFiles(aborted).length);
  });

  it("passes without a retry when the abort came after every file had passed", () => {
    const allPassed = aborted.replace("Test Files  12 passed (13)", "Test Files  12 passed (12)");
    const run = runWith([[allPassed, 1]]);
    expect(run).toMatchObject({ status: 0, count: 1 });
    expect(run.stderr).toContain("after every test file had passed");
  });

  it("fails at once on a failed test, and after five aborts in a row, each retry waiting longer", () => {
    expect(runWith([["Tests  1 failed | 86 passed (87)", 1]])).toMatchObject({ status: 1, count: 1 });
    const run = runWith([
      [aborted, 1],
      [aborted, 1],
      [aborted, 1],
      [aborted, 1],
      [aborted, 1],
    ]);
    expect(run).toMatchObject({ status: 1, count: 5 });
    expect(run.stderr.match(/after \d+ ms/g)).toEqual([
      "after 1 ms",
      "after 2 ms",
      "after 3 ms",
      "after 4 ms",
    ]);
  });
});
