import { CodemodeError } from "@codemode/runtime-core";
import type { RequestOptions } from "./openapi-options.ts";

const METHODS: ReadonlySet<string> = new Set(["GET", "POST", "PUT", "PATCH", "DELETE"]);

/**
 * Checks what the sandbox passed to `codemode.request()` before the host's `request` sees it, so a malformed
 * call fails with a message the code (and the model) can act on instead of reaching the API. The method is
 * upper-cased (`"get"` is accepted).
 *
 * @throws CodemodeError `invalid_argument` naming the wrong field.
 */
export function checkRequestOptions(value: unknown): RequestOptions {
  const fail = (problem: string): never => {
    throw new CodemodeError(
      "invalid_argument",
      `codemode.request: ${problem}. Pass { method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", path: "/...", query?, body?, contentType?, rawBody? }.`,
    );
  };
  if (typeof value !== "object" || value === null || Array.isArray(value))
    return fail("expected an options object");
  const options = value as Record<string, unknown>;
  const method = typeof options.method === "string" ? options.method.toUpperCase() : undefined;
  if (method === undefined || !METHODS.has(method))
    return fail(`method ${JSON.stringify(options.method)} is not supported`);
  if (typeof options.path !== "string" || !options.path.startsWith("/")) {
    return fail(`path must be a string starting with "/", got ${JSON.stringify(options.path)}`);
  }
  if (options.query !== undefined) {
    if (typeof options.query !== "object" || options.query === null || Array.isArray(options.query)) {
      return fail("query must be an object of strings, numbers and booleans");
    }
    for (const [key, entry] of Object.entries(options.query)) {
      if (entry !== undefined && !["string", "number", "boolean"].includes(typeof entry)) {
        return fail(`query.${key} must be a string, number or boolean, got ${typeof entry}`);
      }
    }
  }
  if (options.contentType !== undefined && typeof options.contentType !== "string")
    fail("contentType must be a string");
  if (options.rawBody !== undefined && typeof options.rawBody !== "boolean")
    fail("rawBody must be a boolean");
  return { ...(options as unknown as RequestOptions), method: method as RequestOptions["method"] };
}
