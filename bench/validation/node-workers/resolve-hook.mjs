// Node module hook: resolves `cloudflare:workers` to the stand-in next to this file.
const STUB = new URL("./cloudflare-workers.mjs", import.meta.url).href;

export async function resolve(specifier, context, nextResolve) {
  if (specifier === "cloudflare:workers") return { url: STUB, shortCircuit: true };
  return nextResolve(specifier, context);
}
