import { libraryConfig } from "../../tsdown.config.base.ts";

// dist/runtime is written first, by scripts/build-runtime.mjs (see `build` in package.json), and bundled from
// here into dist/index.js: this build cleans only its own files.
export default libraryConfig(
  { index: "src/index.ts" },
  { clean: ["dist/*.js", "dist/*.d.ts", "dist/*.map", "dist/*.mjs", "dist/*.d.mts"] },
);
