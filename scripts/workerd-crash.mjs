// What a finished `vitest run` over the workerd pool tells us: whether it passed, failed, or was killed by
// workerd's fatal abort at isolate shutdown (workerd issue 6506) after every test it reported had passed,
// and which test files it reported as passed. Pure: the runner (vitest-workerd.mjs) decides from this
// whether to run the files not yet reported again.

/** The line workerd prints when it aborts the process at isolate shutdown (workerd issue 6506). */
export const WORKERD_6506 = "tried to defer destruction during isolate shutdown";

const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g");

/**
 * @param {string} output everything the run printed (stdout and stderr)
 * @param {number | null} exitCode the run's exit code
 * @returns {"passed" | "failed" | "workerd-6506"}
 */
export function classifyRun(output, exitCode) {
  if (exitCode === 0) return "passed";
  const text = output.replace(ANSI, "");
  if (!text.includes(WORKERD_6506)) return "failed";
  // A failed test or any other error is a failure whatever else happened: every error vitest counts must be
  // a workerd process that exited (one per pool worker workerd aborted), and each exit must have its abort.
  if (/^\s*(Test Files|Tests)\s.*\b\d+ failed\b/m.test(text)) return "failed";
  const errors = /^\s*Errors\s+(\d+) errors?\b/m.exec(text);
  const exits = count(text, "Error: Worker exited unexpectedly");
  const aborts = count(text, WORKERD_6506);
  if (exits === 0 || (errors !== null && Number(errors[1]) !== exits) || aborts < exits) return "failed";
  return "workerd-6506";
}

/**
 * The test files a run reported as passed (vitest's `✓ <file> (N tests)` lines), in the order printed.
 * @param {string} output
 * @returns {string[]}
 */
export function passedFiles(output) {
  const files = [];
  for (const match of output.replace(ANSI, "").matchAll(/^\s*✓ (\S+\.test\.[cm]?[jt]sx?) \(\d+ tests?\b/gm)) {
    if (!files.includes(match[1])) files.push(match[1]);
  }
  return files;
}

/**
 * How many test files the run counted (`Test Files ... (N)`), or undefined when it printed no summary.
 * @param {string} output
 * @returns {number | undefined}
 */
export function fileTotal(output) {
  const total = /^\s*Test Files\s.*\((\d+)\)/m.exec(output.replace(ANSI, ""));
  return total === null ? undefined : Number(total[1]);
}

function count(text, needle) {
  let found = 0;
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + needle.length)) found++;
  return found;
}
