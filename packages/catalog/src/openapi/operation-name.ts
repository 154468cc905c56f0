import { sanitizeToolName } from "../sanitize-tool-name.ts";

/**
 * The tool name of an operation: `sanitizeToolName(operationId)` as the reference derives it, else the
 * method and the path's words (`GET /repos/{owner}/{repo}` -> `get_repos_owner_repo`).
 */
export function operationBaseName(method: string, path: string, operationId: unknown): string {
  if (typeof operationId === "string" && operationId.trim() !== "")
    return sanitizeToolName(operationId.trim());
  const words = path.split(/[^A-Za-z0-9]+/).filter((word) => word !== "");
  return sanitizeToolName([method.toLowerCase(), ...words].join("_"));
}

/**
 * Keeps operation names unique within a document: the first keeps its name, later ones get `_2`, `_3`, ...
 * (the reference drops them instead, which hides operations from the model).
 */
export class OperationNames {
  readonly #taken = new Set<string>();

  unique(base: string): string {
    let name = base;
    for (let number = 2; this.#taken.has(name); number++) name = `${base}_${number}`;
    this.#taken.add(name);
    return name;
  }
}
