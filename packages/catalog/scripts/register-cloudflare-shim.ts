/// <reference types="node" />
/**
 * Imported first by the scripts that run the reference `@cloudflare/codemode` search under Node: the
 * reference imports `cloudflare:workers`, which Node lacks, so this registers a resolve hook that maps it
 * to `test/shims/cloudflare-workers.ts`, as the vitest config does. Modules that need the hook must be
 * loaded with a dynamic `import()` after this one.
 */
import { register } from "node:module";

const shim = new URL("../test/shims/cloudflare-workers.ts", import.meta.url).href;
const hook = `export async function resolve(specifier, context, next) {
  if (specifier === "cloudflare:workers") return next(${JSON.stringify(shim)}, context);
  return next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hook)}`);
