// The built harness (see scripts/build-harness.mjs): `pnpm build` in this package writes these files, and
// turbo builds it before any task that needs it (`build`, `test` and `typecheck` here, and every dependent
// package's tasks through `^build`).
import harness000 from "../../dist/harness/000.text.js";
import harness010 from "../../dist/harness/010.text.js";
import harness100 from "../../dist/harness/100.text.js";
import harness101 from "../../dist/harness/101.text.js";
import harness110 from "../../dist/harness/110.text.js";
import harness111 from "../../dist/harness/111.text.js";

/**
 * The minified harness for each combination of features, by `featuresKey`: one self-contained script that
 * sets the sandbox module's entry point binding (src/harness/entry.ts, bundled with what it imports).
 */
export const MINIFIED_HARNESSES: Readonly<Record<string, string>> = {
  "000": harness000,
  "010": harness010,
  "100": harness100,
  "101": harness101,
  "110": harness110,
  "111": harness111,
};
