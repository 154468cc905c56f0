#!/usr/bin/env node
// `vitest <args>` for the suites that run in workerd (vitest-pool-workers), run again when workerd aborted
// the process at isolate shutdown (workerd issue 6506, open upstream) and nothing had failed. That abort comes
// after the tests of a file have run, at random, and takes the files not yet reported with it. A failed
// test, any other error, or the abort on all three attempts fails the run as before. Each retry is announced
// on stderr, so the logs count them.
import { spawn } from "node:child_process";
import { classifyRun } from "./workerd-crash.mjs";

const ATTEMPTS = 3;
const args = process.argv.slice(2);

function runOnce() {
  return new Promise((resolve) => {
    const child = spawn("vitest", args, { stdio: ["inherit", "pipe", "pipe"] });
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

for (let attempt = 1; ; attempt++) {
  const { output, code } = await runOnce();
  const verdict = classifyRun(output, code);
  if (verdict === "passed") process.exit(0);
  if (verdict === "failed" || attempt === ATTEMPTS) process.exit(code || 1);
  process.stderr.write(
    `\nvitest-workerd: workerd aborted at isolate shutdown (workerd issue 6506) with no test failed; ` +
      `running "vitest ${args.join(" ")}" again (attempt ${attempt + 1} of ${ATTEMPTS})\n\n`,
  );
}
