/** TypeScript shape of the document `codemode.spec()` returns, shown to the model. */
const SPEC_TYPES = `// The OpenAPI 3.x document. $refs read as the objects they point to; a reference back into itself reads as
// { $circular: "#/..." }. Examples and x-* extensions are left out.
interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: Array<{ name: string; in: "path" | "query" | "header" | "cookie"; required?: boolean; description?: string; schema?: unknown }>;
  requestBody?: { required?: boolean; description?: string; content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
  deprecated?: boolean;
}
type PathItem = Partial<Record<"get" | "put" | "post" | "delete" | "options" | "head" | "patch" | "trace", Operation>> & {
  summary?: string;
  description?: string;
  parameters?: Operation["parameters"];
};
interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  servers?: Array<{ url: string; description?: string }>;
  paths: Record<string, PathItem>;
  components?: Record<string, Record<string, unknown>>;
  tags?: Array<{ name: string; description?: string }>;
}`;

const REQUEST_TYPES = `interface RequestOptions {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string; // with path parameters filled in, e.g. "/users/42"
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  contentType?: string;
  rawBody?: boolean;
}`;

/** Description of the `search` tool. */
export const SEARCH_DESCRIPTION = `Explore the API's OpenAPI document with JavaScript to find the endpoints you need.

${SPEC_TYPES}
declare const codemode: { spec(): Promise<OpenApiDocument> };

Reply with one async arrow function that returns only what you need (paths, methods, summaries, parameters),
not the whole document. For example:

async () => {
  const spec = await codemode.spec();
  const found = [];
  for (const [path, item] of Object.entries(spec.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (operation?.tags?.includes("issues")) found.push({ method: method.toUpperCase(), path, summary: operation.summary });
    }
  }
  return found;
}`;

/** Description of the `execute` tool, with the server's own guidance appended. */
export function executeDescription(extra: string | undefined): string {
  const text = `Call the API with JavaScript. Find the endpoints with the search tool first.

${REQUEST_TYPES}

${SPEC_TYPES}
declare const codemode: {
  spec(): Promise<OpenApiDocument>;
  request(options: RequestOptions): Promise<unknown>;
};

Reply with one async arrow function that makes the requests and returns the result. For example:

async () => {
  const user = await codemode.request({ method: "GET", path: "/users/42" });
  return { name: user.name };
}`;
  return extra?.trim() ? `${text}\n\n${extra.trim()}` : text;
}
