import type { OpenApiOperation } from "@codemode/catalog";
import { CodemodeError } from "@codemode/runtime-core";
import type { OpenApiFieldStyle, OpenApiRequestOptions } from "./openapi-request-options.ts";
import { headerParameterText, pathParameterText } from "./parameter-style.ts";

/**
 * Maps the single input object of an operation's tool to a request: path parameters substituted into the
 * path template (URI-encoded, every occurrence, in their declared style: `simple` by default, `label`,
 * `matrix`), query parameters into `params` (their styles into `serialization.params` when declared),
 * header parameters into `headers`, cookie parameters into a `cookie` header, and `body` with its
 * `contentType` (and the fields' declared encoding) when the operation takes one. Header and cookie values
 * use OpenAPI's `simple` style: arrays as `a,b`, objects as `k,v`.
 */
export function toOpenApiRequest(
  connector: string,
  operation: OpenApiOperation,
  args: unknown,
  idempotencyKey?: string,
): OpenApiRequestOptions {
  const input = isRecord(args) ? args : {};
  let path = operation.path;
  const params: Record<string, unknown> = {};
  const paramStyles: Record<string, OpenApiFieldStyle> = {};
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
    const style = styleOf(parameter);
    if (parameter.in === "path")
      path = path.split(`{${parameter.name}}`).join(pathParameterText(parameter.name, value, style));
    else if (parameter.in === "query") {
      params[parameter.name] = value;
      if (!isDefaultQueryStyle(style)) paramStyles[parameter.name] = style;
    } else if (parameter.in === "header") headers[parameter.name] = headerParameterText(value, style);
    else if (parameter.in === "cookie")
      cookies.push(`${parameter.name}=${encodeURIComponent(headerParameterText(value))}`);
  }
  if (cookies.length > 0) headers.cookie = cookies.join("; ");
  const request: OpenApiRequestOptions = { path, method: operation.method.toUpperCase() };
  if (Object.keys(params).length > 0) request.params = params;
  if (operation.hasBody && input.body !== undefined) {
    request.body = input.body;
    if (operation.contentType !== undefined) request.contentType = operation.contentType;
  }
  if (Object.keys(headers).length > 0) request.headers = headers;
  const serialization: NonNullable<OpenApiRequestOptions["serialization"]> = {};
  if (Object.keys(paramStyles).length > 0) serialization.params = paramStyles;
  if (request.body !== undefined && operation.bodyEncoding !== undefined)
    serialization.body = operation.bodyEncoding;
  if (Object.keys(serialization).length > 0) request.serialization = serialization;
  if (idempotencyKey !== undefined) request.idempotencyKey = idempotencyKey;
  return request;
}

function styleOf(parameter: OpenApiOperation["parameters"][number]): OpenApiFieldStyle {
  const style: OpenApiFieldStyle = {};
  if (parameter.style !== undefined) style.style = parameter.style;
  if (parameter.explode !== undefined) style.explode = parameter.explode;
  return style;
}

/** Whether a query style is OpenAPI's default, `form` exploded (so `serialization` can leave it out). */
function isDefaultQueryStyle(style: OpenApiFieldStyle): boolean {
  const kind = style.style ?? "form";
  return kind === "form" && (style.explode ?? true);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
