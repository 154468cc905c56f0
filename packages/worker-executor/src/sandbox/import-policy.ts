import { IMPORT_FUNCTION } from "../budget/instrument-code.ts";

/**
 * Platform modules the code may import: `cloudflare:workers` (the sandbox's own `env`, which holds the
 * configured `bindings`) and `cloudflare:sockets` (whose `connect()` obeys `globalOutbound`). Nothing
 * else of the runtime: no `node:*` module (the sandbox exposes no Node.js APIs) and no other
 * `cloudflare:*` module.
 */
export const PLATFORM_MODULES: readonly string[] = Object.freeze([
  "cloudflare:workers",
  "cloudflare:sockets",
]);

/**
 * The specifiers the code may pass to `import()`: the platform modules, and each module the host gave the
 * sandbox (`options.modules`) as `name`, `./name` or `/name`. Never the sandbox's own module, so the code
 * cannot reach the harness through an import, whatever name the loader resolves to it.
 */
export function importableSpecifiers(moduleNames: readonly string[]): string[] {
  const specifiers = new Set(PLATFORM_MODULES);
  for (const name of moduleNames) {
    const bare = name.replace(/^\.?\/+/, "");
    for (const specifier of [name, bare, `./${bare}`, `/${bare}`]) specifiers.add(specifier);
  }
  return [...specifiers];
}

/**
 * Source of the function every `import()` of the code and the preludes calls instead (the instrumentation
 * replaces the keyword). It converts the specifier to a string once, refuses any specifier not in
 * `specifiers` with an error that says what the code may import, and imports the others. Everything it
 * uses is captured when the module is evaluated, before any of the model's code runs, so code that
 * replaces `Set`, `Promise` or `String.prototype` methods cannot widen what it lets through.
 */
export function importFunctionSource(specifiers: readonly string[]): string {
  return `const ${IMPORT_FUNCTION} = (function () {
  const allowed = new Set(${JSON.stringify(specifiers)});
  const listed = ${JSON.stringify(listing(specifiers))};
  const has = Set.prototype.has, apply = Reflect.apply, startsWith = String.prototype.startsWith, slice = String.prototype.slice;
  const OriginalPromise = Promise, reject = Promise.reject, OriginalError = Error, jsonStringify = JSON.stringify;
  return function (specifier, options) {
    let name;
    try {
      name = typeof specifier === "string" ? specifier : \`\${specifier}\`;
    } catch (error) {
      return apply(reject, OriginalPromise, [error]);
    }
    if (!apply(has, allowed, [name])) {
      const shown = jsonStringify(name.length > 100 ? apply(slice, name, [0, 100]) + "..." : name);
      const why = apply(startsWith, name, ["node:"])
        ? " the sandbox exposes no Node.js APIs; use its Web APIs (fetch, crypto, TextEncoder, URL, ...) or a tool the host provides."
        : " the code may import only " + listed + ".";
      return apply(reject, OriginalPromise, [new OriginalError("import(" + shown + ") is refused:" + why)]);
    }
    return options === undefined ? import(name) : import(name, options);
  };
})();`;
}

function listing(specifiers: readonly string[]): string {
  const shown = specifiers.filter((specifier) => !specifier.startsWith("./") && !specifier.startsWith("/"));
  const names = shown.slice(0, 20).map((specifier) => JSON.stringify(specifier));
  return shown.length > 20 ? `${names.join(", ")} and ${shown.length - 20} more` : names.join(", ");
}
