import { defineConfig, type TsdownPlugin, type UserConfig } from "tsdown";
import { FEATURE_COMBINATIONS, featuresKey } from "./src/sandbox/sandbox-features.ts";

/**
 * Builds the sandbox harness (src/harness/entry.ts) once per combination of features into
 * dist/harness/<key>.js: one self-contained script with runtime-core's shared functions bundled in, its
 * optional parts dropped by the feature constants (src/harness/features.ts), minified, and, beside it,
 * dist/harness/<key>.text.js, a module whose default export is that script's text (with its `.d.ts`): the
 * executor imports those (src/sandbox/harness-texts.ts) and puts one in each sandbox module. Runs before the
 * package's main build (see `build` in package.json), which bundles the texts into dist/index.js.
 */
export default defineConfig(
  FEATURE_COMBINATIONS.map(
    (features): UserConfig => ({
      entry: { [featuresKey(features)]: "src/harness/entry.ts" },
      format: ["iife"],
      platform: "neutral",
      target: "esnext",
      outDir: "dist/harness",
      clean: false,
      dts: false,
      sourcemap: false,
      minify: true,
      deps: { alwaysBundle: [/^@codemode\/runtime-core/] },
      plugins: [textModule()],
      define: {
        __HARNESS_DETERMINISM__: String(features.determinism),
        __HARNESS_FORMATTER__: String(features.formatter),
        __HARNESS_REPLAY__: String(features.replay),
      },
    }),
  ),
);

/** Emits, for each script the build writes, a module exporting its text, and that module's declaration. */
function textModule(): TsdownPlugin {
  return {
    name: "codemode-harness-text",
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        const base = chunk.fileName.replace(/\.iife\.js$/, "");
        const header =
          "// Built from src/harness by tsdown.harness.config.ts: the minified sandbox harness.\n";
        this.emitFile({
          type: "asset",
          fileName: `${base}.text.js`,
          source: `${header}export default ${JSON.stringify(chunk.code.trim())};\n`,
        });
        this.emitFile({
          type: "asset",
          fileName: `${base}.text.d.ts`,
          source: `${header}declare const harness: string;\nexport default harness;\n`,
        });
      }
    },
  };
}
