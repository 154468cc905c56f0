import { circularAliasGroups } from "./alias-cycles.ts";
import type { ConversionContext } from "./conversion-context.ts";
import type { DefinitionEntry } from "./definition-entry.ts";
import { DefinitionRegistry } from "./definition-registry.ts";
import { docComment, schemaDocumentation } from "./jsdoc.ts";
import { ProseShaper } from "./prose-shaper.ts";
import { isRecord } from "./schema-node.ts";
import { schemaType } from "./schema-type.ts";

/**
 * One block of type declarations: named root types (a tool's input and output, or a standalone schema) and
 * every shared definition they reach, each emitted once. Roots are converted in the order they are added,
 * each followed by the definitions it is first to reach, so a method's types read top-down.
 */
export class DeclarationBlock {
  readonly registry = new DefinitionRegistry();
  /** How descriptions are written (as given unless the block was made with a budget). */
  readonly prose: ProseShaper;

  constructor(prose: ProseShaper = new ProseShaper()) {
    this.prose = prose;
  }
  /** Characters of all type bodies converted so far: lets a caller give up early on an oversized block. */
  convertedCharacters = 0;

  /** Claims a root type name (before any definition can take it). Returns whether it was free. */
  claimName(name: string): boolean {
    const free = this.registry.names.isFree(name);
    this.registry.names.claim(name);
    return free;
  }

  /**
   * Adds a root type named `name` (claimed by the caller) and converts everything it reaches. An `inline`
   * root is written on one line, for use in place through `typeText` rather than as a declaration.
   */
  addRoot(schema: unknown, name: string, options: { inline?: boolean } = {}): DefinitionEntry {
    const root = this.registry.addRoot(schema, name, options.inline === true);
    for (let entry = this.registry.nextPending(); entry !== undefined; entry = this.registry.nextPending()) {
      entry.body = convertBody(entry, this.registry, new Set(), this.prose);
      this.convertedCharacters += entry.body.length;
    }
    return root;
  }

  /**
   * The declarations, one `type Name = ...;` per entry (shared definitions with their JSDoc), after cutting
   * circular aliases. Inline roots nothing refers to are left to `typeText`.
   */
  render(): string {
    for (const group of circularAliasGroups(this.registry.entries)) {
      for (const entry of group) {
        entry.directReferences.clear();
        entry.body = convertBody(entry, this.registry, group, this.prose);
      }
    }
    return this.registry.entries
      .filter((entry) => !isWrittenInPlace(entry))
      .map((entry) => renderEntry(entry, this.prose))
      .join("\n");
  }

  /** How a root is written where it is used: its name, or (inline and unreferenced) its type itself. Call after `render`. */
  typeText(entry: DefinitionEntry): string {
    return isWrittenInPlace(entry) ? (entry.body ?? "unknown") : entry.name;
  }
}

function isWrittenInPlace(entry: DefinitionEntry): boolean {
  return entry.inline && !entry.referenced;
}

function convertBody(
  entry: DefinitionEntry,
  registry: DefinitionRegistry,
  cutReferences: ReadonlySet<DefinitionEntry>,
  prose: ProseShaper,
): string {
  const context: ConversionContext = {
    registry,
    scope: entry.scope,
    owner: entry,
    indent: "",
    prose,
    singleLine: entry.inline,
    depth: 0,
    guarded: false,
    ancestors: new Set(),
    cutReferences,
    convert: schemaType,
  };
  return schemaType(entry.schema, context).text;
}

function renderEntry(entry: DefinitionEntry, prose: ProseShaper): string {
  const documentation =
    !entry.isRoot && isRecord(entry.schema) ? docComment(schemaDocumentation(entry.schema, prose), "") : "";
  return `${documentation}type ${entry.name} = ${entry.body ?? "unknown"};`;
}
