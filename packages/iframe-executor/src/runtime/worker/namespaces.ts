import { NativePromise, objectKeys, reflectGet } from "./captured.ts";
import { listNames } from "./describe.ts";
import type { CallHost } from "./host-calls.ts";
import type { WorkerSetup } from "./protocol.ts";

/**
 * Defines each namespace on `globals` as a read-only binding to a proxy whose tools call the host; any other
 * string key reads as a function that rejects with the names available. Returns the error to finish with when
 * a namespace would hide one of the sandbox's own globals (nothing is defined from that namespace on).
 */
export function installNamespaces(
  globals: Record<string, unknown>,
  namespaces: WorkerSetup["namespaces"],
  callHost: CallHost,
): string | undefined {
  for (const namespace of namespaces) {
    if (namespace.name in globals) {
      return `Namespace "${namespace.name}" would hide the sandbox's global "${namespace.name}". Give the provider another name.`;
    }
    const target: Record<string, unknown> = {};
    for (const tool of namespace.tools) {
      // defineProperty, not assignment: a tool called `__proto__` must stay a tool.
      Object.defineProperty(target, tool, {
        value: (...args: unknown[]) => callHost(namespace.name, tool, args),
        writable: true,
        enumerable: true,
        configurable: true,
      });
    }
    const proxy = new Proxy(target, {
      get(object, key, receiver) {
        if (typeof key !== "string" || key in object || key === "then")
          return reflectGet(object, key, receiver);
        return () =>
          NativePromise.reject(
            new TypeError(
              `${namespace.name}.${key} is not a tool. Available in ${namespace.name}: ${listNames(objectKeys(object))}.`,
            ),
          );
      },
    });
    Object.defineProperty(globals, namespace.name, { value: proxy, writable: false, configurable: true });
  }
  return undefined;
}
