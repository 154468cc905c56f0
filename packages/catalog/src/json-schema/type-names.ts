import { parseLocalReference } from "./json-pointer.ts";
import { RESERVED_TYPE_NAMES } from "./reserved-type-names.ts";

/** Pointer segments that only describe where a schema sits, never what it is. */
const STRUCTURAL_SEGMENTS: ReadonlySet<string> = new Set([
  "$defs",
  "definitions",
  "components",
  "schemas",
  "properties",
  "patternProperties",
  "additionalProperties",
  "items",
  "prefixItems",
  "additionalItems",
  "allOf",
  "anyOf",
  "oneOf",
  "not",
  "schema",
  "content",
  "paths",
  "pathItems",
  "parameters",
  "requestBodies",
  "responses",
  "headers",
]);

/**
 * The type-name stem of a (sanitized) tool name, as the reference derives it: `_x` becomes `X` and the
 * first letter is upper-cased (`list_pull_requests` -> `ListPullRequests`), so `ListPullRequestsInput` and
 * `ListPullRequestsOutput` name the tool's types.
 */
export function toolTypeStem(sanitizedToolName: string): string {
  return sanitizedToolName
    .replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase())
    .replace(/^[a-z]/, (letter) => letter.toUpperCase());
}

/** `full-repository` -> `FullRepository`, `pull_request` -> `PullRequest`, `HTTPError` unchanged. */
export function pascalCase(text: string): string {
  return text
    .split(/[^A-Za-z0-9$]+/)
    .filter((word) => word !== "")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join("");
}

/**
 * Type names for the schema a reference points at, shortest first: the last meaningful pointer segment, then
 * qualified by the dotted or earlier parts (`#/$defs/io.k8s.api.core.v1.Pod` -> `Pod`, `V1Pod`, `CoreV1Pod`,
 * ...). A name allocator takes the first free one, so common names stay short and clashes stay readable.
 */
export function definitionNameCandidates(reference: string): string[] {
  // A definition name may itself be a path (`components/schemas/Whole/properties/part`): split it too.
  const segments = (parseLocalReference(reference) ?? []).flatMap((alternatives) =>
    (alternatives[0] ?? "").split("/"),
  );
  const meaningful = segments.filter(
    (segment) => !STRUCTURAL_SEGMENTS.has(segment) && !/^\d+$/.test(segment),
  );
  const words = meaningful.flatMap((segment) => segment.split(".")).filter((word) => pascalCase(word) !== "");
  const candidates: string[] = [];
  for (let count = 1; count <= words.length; count++) {
    const name = typeIdentifier(
      words
        .slice(words.length - count)
        .map(pascalCase)
        .join(""),
    );
    if (!candidates.includes(name)) candidates.push(name);
  }
  return candidates.length > 0 ? candidates : ["Definition"];
}

/** Makes a PascalCase word a valid type identifier: a leading digit gets `_`. */
function typeIdentifier(name: string): string {
  if (name === "") return "Definition";
  return /^[0-9]/.test(name) ? `_${name}` : name;
}

/**
 * Hands out unique type names within one generated block. Reserved names (TypeScript keywords, library
 * globals, codemode's own types) are never handed out: such a name gets a trailing `_` (`Error_`), as
 * `sanitizeToolName` does for reserved words. When every candidate is taken by another type, the first gets
 * a number (`User2`, `User3`).
 */
export class TypeNameAllocator {
  readonly #taken = new Set<string>();

  /** Whether `name` can still be handed out. */
  isFree(name: string): boolean {
    return !this.#taken.has(name) && !RESERVED_TYPE_NAMES.has(name);
  }

  /** Marks `name` as used without checking. */
  claim(name: string): void {
    this.#taken.add(name);
  }

  /** The first free candidate (or a numbered variant of the first), now claimed. */
  allocate(candidates: readonly string[]): string {
    const usable = candidates.map((candidate) =>
      RESERVED_TYPE_NAMES.has(candidate) ? `${candidate}_` : candidate,
    );
    for (const candidate of usable) {
      if (this.isFree(candidate)) {
        this.claim(candidate);
        return candidate;
      }
    }
    const base = usable[0] ?? "Definition";
    for (let number = 2; ; number++) {
      const candidate = `${base}${number}`;
      if (this.isFree(candidate)) {
        this.claim(candidate);
        return candidate;
      }
    }
  }

  /** A stem such that every `${stem}${suffix}` is free, now claimed (`FooBar`, then `FooBar2`). */
  allocateStem(stem: string, suffixes: readonly string[]): string {
    for (let number = 1; ; number++) {
      const candidate = number === 1 ? stem : `${stem}${number}`;
      if (suffixes.every((suffix) => this.isFree(`${candidate}${suffix}`))) {
        for (const suffix of suffixes) this.claim(`${candidate}${suffix}`);
        return candidate;
      }
    }
  }
}
