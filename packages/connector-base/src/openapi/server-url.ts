/**
 * The API's base URL from its document: OpenAPI 3's first `servers` entry with each `{variable}` replaced
 * by its `default`, or Swagger 2.0's first scheme (`https` when none), `host` and `basePath`. `undefined`
 * when the document names no absolute URL (no servers, or a relative one such as `/api/v3`).
 */
export function documentServerUrl(document: Record<string, unknown>): string | undefined {
  const servers = document.servers;
  if (Array.isArray(servers)) {
    const server: unknown = servers[0];
    if (!isRecord(server) || typeof server.url !== "string") return undefined;
    const variables = isRecord(server.variables) ? server.variables : {};
    const url = server.url.replace(/\{([^}]+)\}/g, (whole, name: string) => {
      const variable = Object.hasOwn(variables, name) ? variables[name] : undefined;
      return isRecord(variable) && variable.default !== undefined ? String(variable.default) : whole;
    });
    return isAbsolute(url) ? url : undefined;
  }
  if (typeof document.host === "string" && document.host !== "") {
    const schemes = Array.isArray(document.schemes) ? document.schemes : [];
    const scheme = schemes.includes("https")
      ? "https"
      : typeof schemes[0] === "string"
        ? schemes[0]
        : "https";
    const basePath = typeof document.basePath === "string" ? document.basePath : "";
    return `${scheme}://${document.host}${basePath}`;
  }
  return undefined;
}

/** `base` and `path` joined with exactly one slash, so a base path (`https://slack.com/api`) is kept. */
export function joinUrl(base: string, path: string): URL {
  return new URL(`${base.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`);
}

function isAbsolute(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(url);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
