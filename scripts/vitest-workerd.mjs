#!/usr/bin/env node
// `vitest <args>` for the suites that run in workerd (vitest-pool-workers), with the test files that had not
// reported run again when workerd aborted the process at isolate shutdown (workerd issue 6506, open
// upstream) and nothing had failed. That abort strikes at random, mostly on busy machines, and takes the
// files not yet reported with it. The files a run reported as passed are not run again (`--exclude`); a
// failed test, any other error, or the abort on all attempts fails the run as before. Each retry is announced
// on stderr with the files it leaves out, so the logs count them. A retry waits first, longer each time
// (CODEMODE_WORKERD_RETRY_PAUSE_MS times the attempt, 5 s by default): the aborts come in bursts while the
// machine is busiest (on a 2-core CI machine, four back-to-back attempts of one file all aborted before its
// first test while other suites packed and type-checked), and a pause lets such a burst pass.
import { spawn } from "node:child_process";
import { classifyRun, fileTotal, passedFiles } from "./workerd-crash.mjs";

const ATTEMPTS = 5;
const PAUSE_MS = pauseOf(process.env.CODEMODE_WORKERD_RETRY_PAUSE_MS);
const args = process.argv.slice(2);

/** The pause in ms before the first retry: the variable when it is a whole number of ms, else 5 s. */
function pauseOf(text) {
  const value = text === undefined || text.trim() === "" ? Number.NaN : Number(text);
  return Number.isInteger(value) && value >= 0 ? value : 5000;
}

function runOnce(extra) {
  return new Promise((resolve) => {
    const child = spawn("vitest", [...args, ...extra], { stdio: ["inherit", "pipe", "pipe"] });
    const chunks = [];
    child.stdout.on("data", (chunk) => {
      chunks.push(chunk);
      process.stdout.write(chunk);
    });
    child.stderr.on("data", (chunk) => {
      chunks.push(chunk);
      process.stderr.write(chunk);
    });
    child.on("error", (error) => {
      process.stderr.write(`vitest-workerd: could not start vitest: ${error.message}\n`);
      resolve({ output: "", code: 1 });
    });
    child.on("close", (code) => resolve({ output: Buffer.concat(chunks).toString("utf8"), code }));
  });
}

const passed = [];
for (let attempt = 1; ; attempt++) {
  const { output, code } = await runOnce(passed.flatMap((file) => ["--exclude", file]));
  const verdict = classifyRun(output, code);
  if (verdict === "passed") process.exit(0);
  if (verdict === "failed" || attempt === ATTEMPTS) process.exit(code || 1);
  const before = passed.length;
  for (const file of passedFiles(output)) if (!passed.includes(file)) passed.push(file);
  if (passed.length - before === fileTotal(output)) {
    // Every file of this attempt reported passed: the abort came after the last report.
    process.stderr.write(
      "\nvitest-workerd: workerd aborted at isolate shutdown (workerd issue 6506) after every test file had passed\n",
    );
    process.exit(0);
  }
  const pause = PAUSE_MS * attempt;
  process.stderr.write(
    `\nvitest-workerd: workerd aborted at isolate shutdown (workerd issue 6506) with no test failed; ` +
      `running "vitest ${args.join(" ")}" again (attempt ${attempt + 1} of ${ATTEMPTS}, after ${pause} ms) ` +
      `without the ${passed.length} file(s) that passed: ${passed.join(", ") || "none"}\n\n`,
  );
  await new Promise((resolve) => setTimeout(resolve, pause));
}
