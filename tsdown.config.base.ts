import { defineConfig, type UserConfig } from "tsdown";

/**
 * The one build configuration every library package uses: ESM only, `.d.ts` next to each entry,
 * sourcemaps, and dependencies left external so a package never bundles another.
 *
 * The sourcemaps leave out the sources' text (`sourcemapExcludeSources`): stack traces still name the original
 * `src/...ts` file and line (Node with `--enable-source-maps`, wrangler, browsers' devtools), which is what a bug
 * report needs, while the published tarballs stay about half the size. The sources are in the repository.
 */
export function libraryConfig(entry: Record<string, string>, overrides: UserConfig = {}): UserConfig {
  return defineConfig({
    entry,
    format: ["esm"],
    dts: true,
    sourcemap: true,
    clean: true,
    platform: "neutral",
    target: "es2023",
    outDir: "dist",
    deps: { neverBundle: [/^cloudflare:/, /^node:/] },
    outputOptions: { sourcemapExcludeSources: true },
    ...overrides,
  }) as UserConfig;
}
