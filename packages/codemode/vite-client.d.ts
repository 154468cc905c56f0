// Types for the virtual module `virtual:codemode/connectors` that `codemode/vite` serves. Reference them once,
// with `/// <reference types="codemode/vite/client" />` in a `.d.ts` of the project or with
// `"types": ["codemode/vite/client"]` in tsconfig.json. They are @codemode/vite-plugin's `client` types,
// reached through the umbrella so a project that depends only on `codemode` needs no other name.
/// <reference types="@codemode/vite-plugin/client" />
