import type { DefinitionEntry } from "./definition-entry.ts";
import { type ParsedReferences, resolveLocalReference } from "./json-pointer.ts";
import { isRecord } from "./schema-node.ts";

/**
 * One document that `$ref`s resolve against (a tool's input schema, an output schema, a standalone schema),
 * with its resolutions cached and the named types already chosen for its targets. `rootEntry` is the named
 * type of the document itself, which `#` refers to.
 */
export class ReferenceScope {
  readonly document: unknown;
  rootEntry: DefinitionEntry | undefined;
  /** Named types already chosen for targets of this document, by target object. */
  readonly entries = new Map<object, DefinitionEntry>();
  readonly #resolved = new Map<string, unknown>();
  readonly #parsed: ParsedReferences;

  constructor(document: unknown, parsed: ParsedReferences) {
    this.document = document;
    this.#parsed = parsed;
  }

  /** The target of a local reference, `undefined` when it is external or does not resolve. */
  resolve(reference: string): unknown {
    if (this.#resolved.has(reference)) return this.#resolved.get(reference);
    const target = resolveLocalReference(this.document, reference, this.#parsed.segments(reference));
    this.#resolved.set(reference, target);
    return target;
  }
}

/** Collects the `$ref` strings in a schema's own subtree (not following them), cached per object. */
export class SubtreeReferences {
  readonly #cache = new WeakMap<object, readonly string[]>();

  referencesIn(node: object): readonly string[] {
    const cached = this.#cache.get(node);
    if (cached !== undefined) return cached;
    const found = new Set<string>();
    collect(node, found, new Set());
    const references = [...found];
    this.#cache.set(node, references);
    return references;
  }
}

function collect(node: unknown, found: Set<string>, visiting: Set<object>): void {
  if (typeof node !== "object" || node === null || visiting.has(node)) return;
  visiting.add(node);
  if (Array.isArray(node)) {
    for (const item of node) collect(item, found, visiting);
  } else {
    const record = node as Record<string, unknown>;
    if (typeof record.$ref === "string") found.add(record.$ref);
    for (const value of Object.values(record)) collect(value, found, visiting);
  }
  visiting.delete(node);
}

/** A reference in a definition's closure and what it resolved to. */
export type ClosureLink = readonly [reference: string, target: unknown];

/**
 * Every reference reachable from `target` in `scope`, transitively, each with its resolution, in a
 * deterministic depth-first order. Two targets whose closures resolve to the same objects produce the same
 * TypeScript, which is what lets definitions be shared between documents.
 */
export function referenceClosure(
  target: object,
  scope: ReferenceScope,
  subtree: SubtreeReferences,
): ClosureLink[] {
  const links: ClosureLink[] = [];
  const seenReferences = new Set<string>();
  const visited = new Set<object>([target]);
  const stack: object[] = [target];
  while (stack.length > 0) {
    const node = stack.pop() as object;
    for (const reference of subtree.referencesIn(node)) {
      if (seenReferences.has(reference)) continue;
      seenReferences.add(reference);
      const resolved = scope.resolve(reference);
      links.push([reference, resolved]);
      if (isRecord(resolved) && !visited.has(resolved)) {
        visited.add(resolved);
        stack.push(resolved);
      }
    }
  }
  return links;
}
