import { CONNECTOR_CALL, hostCall, PROVIDER_CALL } from "./calls.ts";

const defineProperty = Object.defineProperty;
const hasOwn = Object.hasOwn;

/**
 * Defines the sandbox's namespaces as globals: each provider an object of functions, each connector a proxy
 * whose every method is a host call. Indexed loops, and the connectors' proxies in a function of their own
 * that only runs with connectors: this runs on every execution, and the sandbox compiles it every time (a
 * for...of loop compiles to several times the bytecode of an indexed one).
 * @eager (every execution calls it: compiled with the script, see scripts/eager-functions.mjs)
 */
export function installNamespaces(
  providers: ReadonlyArray<{ name: string; tools: string[] }>,
  connectors: readonly string[],
): void {
  for (let index = 0; index < providers.length; index++) {
    const { name, tools } = providers[index] as { name: string; tools: string[] };
    const namespace = {};
    for (let at = 0; at < tools.length; at++) {
      const tool = tools[at] as string;
      const value = (...args: unknown[]) => hostCall(PROVIDER_CALL, name, tool, args);
      defineProperty(namespace, tool, { value, writable: true, enumerable: true, configurable: true });
    }
    defineProperty(globalThis, name, { value: namespace, writable: true, configurable: true });
  }
  for (let index = 0; index < connectors.length; index++) installConnector(connectors[index] as string);
}

// @eager (every execution with connectors calls it: compiled with the script, see scripts/eager-functions.mjs)
function installConnector(name: string): void {
  const methods = new Proxy(
    {},
    {
      get(target: Record<string | symbol, unknown>, method) {
        if (hasOwn(target, method)) return target[method];
        if (typeof method !== "string" || method === "then") return undefined;
        return (input: unknown) => hostCall(CONNECTOR_CALL, name, method, [input]);
      },
    },
  );
  defineProperty(globalThis, name, { value: methods, writable: true, configurable: true });
}
