import type { OpenApiOperation } from "@codemode/catalog";
import { CodemodeError } from "@codemode/runtime-core";
import type { OpenApiRequestOptions } from "./openapi-request-options.ts";

/**
 * Maps the single input object of an operation's tool to a request: path parameters substituted into the
 * path template (URI-encoded, every occurrence), query parameters into `params`, header parameters into
 * `headers`, cookie parameters into a `cookie` header, and `body` when the operation takes one. Values of
 * path, header and cookie parameters use OpenAPI's default `simple` style: arrays as `a,b`, objects as `k,v`.
 */
export function toOpenApiRequest(
  connector: string,
  operation: OpenApiOperation,
  args: unknown,
): OpenApiRequestOptions {
  const input = isRecord(args) ? args : {};
  let path = operation.path;
  const params: Record<string, unknown> = {};
  const headers: Record<string, string> = {};
  const cookies: string[] = [];
  for (const parameter of operation.parameters) {
    const value = input[parameter.name];
    if (value === undefined || value === null) {
      if (parameter.in === "path") {
        throw new CodemodeError(
          "invalid_argument",
          `${connector}.${operation.name}: input.${parameter.name} is required, since the path ${operation.path} contains {${parameter.name}}. ` +
            "Pass it and call again.",
        );
      }
      continue;
    }
    if (parameter.in === "path")
      path = path.split(`{${parameter.name}}`).join(encodeURIComponent(simpleStyle(value)));
    else if (parameter.in === "query") params[parameter.name] = value;
    else if (parameter.in === "header") headers[parameter.name] = simpleStyle(value);
    else if (parameter.in === "cookie")
      cookies.push(`${parameter.name}=${encodeURIComponent(simpleStyle(value))}`);
  }
  if (cookies.length > 0) headers.cookie = cookies.join("; ");
  const request: OpenApiRequestOptions = { path, method: operation.method.toUpperCase() };
  if (Object.keys(params).length > 0) request.params = params;
  if (operation.hasBody && input.body !== undefined) request.body = input.body;
  if (Object.keys(headers).length > 0) request.headers = headers;
  return request;
}

function simpleStyle(value: unknown): string {
  if (Array.isArray(value)) return value.map(simpleStyle).join(",");
  if (isRecord(value))
    return Object.entries(value)
      .flatMap(([key, item]) => [key, simpleStyle(item)])
      .join(",");
  return String(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
