import type { DefinitionEntry } from "./definition-entry.ts";

/**
 * The groups of named types that use each other directly (outside any object, array or tuple), in a cycle:
 * `type A = B | string; type B = A | number`, or `type A = A & {...}`. TypeScript rejects such circular
 * aliases (TS2456), so the generator cuts the uses inside each group. Tarjan's algorithm, iterative so a
 * long chain cannot exhaust the call stack.
 */
export function circularAliasGroups(entries: readonly DefinitionEntry[]): Set<DefinitionEntry>[] {
  const indexes = new Map<DefinitionEntry, number>();
  const lowLinks = new Map<DefinitionEntry, number>();
  const onStack = new Set<DefinitionEntry>();
  const stack: DefinitionEntry[] = [];
  const groups: Set<DefinitionEntry>[] = [];
  let nextIndex = 0;

  for (const start of entries) {
    if (indexes.has(start)) continue;
    const work: Array<{ entry: DefinitionEntry; successors: Iterator<DefinitionEntry> }> = [];
    const enter = (entry: DefinitionEntry) => {
      indexes.set(entry, nextIndex);
      lowLinks.set(entry, nextIndex);
      nextIndex++;
      stack.push(entry);
      onStack.add(entry);
      work.push({ entry, successors: entry.directReferences.values() });
    };
    enter(start);
    while (work.length > 0) {
      const frame = work[work.length - 1] as (typeof work)[number];
      const next = frame.successors.next();
      if (!next.done) {
        const successor = next.value;
        if (!indexes.has(successor)) enter(successor);
        else if (onStack.has(successor)) lower(lowLinks, frame.entry, indexes.get(successor) as number);
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent !== undefined) lower(lowLinks, parent.entry, lowLinks.get(frame.entry) as number);
      if (lowLinks.get(frame.entry) !== indexes.get(frame.entry)) continue;
      const group = new Set<DefinitionEntry>();
      let member: DefinitionEntry | undefined;
      do {
        member = stack.pop() as DefinitionEntry;
        onStack.delete(member);
        group.add(member);
      } while (member !== frame.entry);
      if (group.size > 1 || frame.entry.directReferences.has(frame.entry)) groups.push(group);
    }
  }
  return groups;
}

function lower(lowLinks: Map<DefinitionEntry, number>, entry: DefinitionEntry, candidate: number): void {
  if (candidate < (lowLinks.get(entry) as number)) lowLinks.set(entry, candidate);
}
