// Types for the virtual module served by @codemode/vite-plugin. Reference them once, for example with
// `/// <reference types="@codemode/vite-plugin/client" />` or `"types": ["@codemode/vite-plugin/client"]`.
// For per-connector named exports with their real types, set the plugin's `declarationFile` option instead.

declare module "virtual:codemode/connectors" {
  /**
   * Every connector class discovered in `*.codemode.ts` / `*.codemode.js` modules, by exported name. The same
   * classes are exported from the Worker entry, so the runtime can also reach them through `ctx.exports`.
   */
  export const connectors: Readonly<
    // biome-ignore lint/suspicious/noExplicitAny: connector constructors take application-specific arguments.
    Record<string, new (...args: any[]) => unknown>
  >;
}
