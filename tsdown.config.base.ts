import { defineConfig, type UserConfig } from "tsdown";

/**
 * The one build configuration every library package uses: ESM only, `.d.ts` next to each entry,
 * sourcemaps, and dependencies left external so a package never bundles another.
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
    ...overrides,
  }) as UserConfig;
}
