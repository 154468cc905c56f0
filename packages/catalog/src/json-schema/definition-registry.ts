import type { DefinitionEntry } from "./definition-entry.ts";
import { ParsedReferences } from "./json-pointer.ts";
import { type ClosureLink, ReferenceScope, referenceClosure, SubtreeReferences } from "./reference-scope.ts";
import { isRecord, type SchemaObject } from "./schema-node.ts";
import { definitionNameCandidates, TypeNameAllocator } from "./type-names.ts";

/** What a `$ref` becomes in a type: a named type, an inline boolean schema, or nothing usable. */
export type ReferenceTarget =
  | { readonly kind: "entry"; readonly entry: DefinitionEntry }
  | { readonly kind: "boolean"; readonly value: boolean }
  | { readonly kind: "missing" };

interface SharedRecord {
  readonly entry: DefinitionEntry;
  readonly closure: readonly ClosureLink[];
}

const MISSING: ReferenceTarget = { kind: "missing" };

/**
 * Decides which named type each `$ref` target becomes within one generated block, so every shared
 * definition is emitted once:
 * - the same target in the same document reuses its entry;
 * - the same target object reached from another document reuses the entry when every reference in its
 *   closure resolves to the same objects there (operations derived from one OpenAPI document share them);
 * - a different object with identical content and an identically resolving closure reuses it too (MCP
 *   tools that each carry their own copy of `$defs`);
 * - anything else gets a new entry, named after the reference (`User`, then `GraphUser` or `User2` when the
 *   name is taken by different content).
 */
export class DefinitionRegistry {
  readonly names = new TypeNameAllocator();
  readonly entries: DefinitionEntry[] = [];
  readonly #pending: DefinitionEntry[] = [];
  readonly #subtree = new SubtreeReferences();
  readonly #parsed = new ParsedReferences();
  readonly #byObject = new WeakMap<object, SharedRecord[]>();
  readonly #byContent = new Map<string, DefinitionEntry>();
  readonly #contentIds = new Map<string, number>();
  readonly #objectIds = new WeakMap<object, number>();

  /** A named root type (a tool's input or output, or a standalone schema) whose name the caller claimed. */
  addRoot(schema: unknown, name: string, inline: boolean): DefinitionEntry {
    const scope = new ReferenceScope(schema, this.#parsed);
    const rootSchema = isRecord(schema) || typeof schema === "boolean" ? schema : {};
    const entry = this.#createEntry(name, rootSchema, scope, { isRoot: true, inline });
    scope.rootEntry = entry;
    return entry;
  }

  /** The next entry whose body still has to be converted, in discovery order. */
  nextPending(): DefinitionEntry | undefined {
    return this.#pending.shift();
  }

  /** The named type (or inline boolean) a reference in `scope` stands for. */
  lookup(reference: string, scope: ReferenceScope): ReferenceTarget {
    const target = scope.resolve(reference);
    if (typeof target === "boolean") return { kind: "boolean", value: target };
    if (!isRecord(target)) return MISSING;
    if (target === scope.document && scope.rootEntry !== undefined) {
      scope.rootEntry.referenced = true;
      return { kind: "entry", entry: scope.rootEntry };
    }
    const local = scope.entries.get(target);
    if (local !== undefined) return { kind: "entry", entry: local };
    return { kind: "entry", entry: this.#sharedEntry(reference, target, scope) };
  }

  #sharedEntry(reference: string, target: SchemaObject, scope: ReferenceScope): DefinitionEntry {
    const records = this.#byObject.get(target) ?? [];
    for (const record of records) {
      if (record.closure.every(([link, resolved]) => scope.resolve(link) === resolved)) {
        scope.entries.set(target, record.entry);
        return record.entry;
      }
    }
    const closure = referenceClosure(target, scope, this.#subtree);
    const candidates = definitionNameCandidates(reference);
    const contentKey = this.#contentKey(candidates[0] ?? "", target, closure);
    let entry = contentKey === undefined ? undefined : this.#byContent.get(contentKey);
    if (entry === undefined) {
      entry = this.#createEntry(this.names.allocate(candidates), target, scope, {
        isRoot: false,
        inline: false,
      });
      if (contentKey !== undefined) this.#byContent.set(contentKey, entry);
    }
    records.push({ entry, closure });
    this.#byObject.set(target, records);
    scope.entries.set(target, entry);
    return entry;
  }

  #createEntry(
    name: string,
    schema: SchemaObject | boolean,
    scope: ReferenceScope,
    kind: { isRoot: boolean; inline: boolean },
  ): DefinitionEntry {
    const entry: DefinitionEntry = {
      name,
      schema,
      scope,
      ...kind,
      referenced: false,
      body: undefined,
      directReferences: new Set(),
    };
    if (isRecord(schema)) scope.entries.set(schema, entry);
    this.entries.push(entry);
    this.#pending.push(entry);
    return entry;
  }

  /**
   * A key equal for two targets exactly when they have the same name, the same content and closures with
   * the same content. (Different names are never merged: a model reading `e?: User` for an `Error` would be
   * misled.)
   */
  #contentKey(name: string, target: SchemaObject, closure: readonly ClosureLink[]): string | undefined {
    const targetId = this.#contentId(target);
    if (targetId === undefined) return undefined;
    const parts = [name, String(targetId)];
    for (const [reference, resolved] of closure) {
      const id = isRecord(resolved) ? this.#contentId(resolved) : JSON.stringify(resolved ?? null);
      if (id === undefined) return undefined;
      parts.push(`${reference}=${id}`);
    }
    return parts.join("\n");
  }

  #contentId(value: object): number | undefined {
    const known = this.#objectIds.get(value);
    if (known !== undefined) return known;
    let text: string;
    try {
      text = JSON.stringify(value);
    } catch {
      return undefined; // an in-memory cycle: such a schema is only ever shared by identity
    }
    let id = this.#contentIds.get(text);
    if (id === undefined) {
      id = this.#contentIds.size;
      this.#contentIds.set(text, id);
    }
    this.#objectIds.set(value, id);
    return id;
  }
}
