/**
 * A TypeScript type expression with what it takes to embed it safely: an atom can stand anywhere, a union
 * or intersection needs parentheses inside an array type or an intersection.
 */
export interface TypeExpression {
  readonly text: string;
  readonly kind: "atom" | "union" | "intersection";
  /** The members of a union, each ready to stand between `|`. */
  readonly members?: readonly string[];
}

/** Any value: what every schema the generator cannot express degrades to, so the output stays valid. */
export const UNKNOWN: TypeExpression = { text: "unknown", kind: "atom" };
/** No value: the `false` schema and empty enumerations. */
export const NEVER: TypeExpression = { text: "never", kind: "atom" };
/** `null`, added by `nullable: true` and `type: "null"`. */
export const NULL: TypeExpression = { text: "null", kind: "atom" };

/** An expression that needs no parentheses (`string`, `User`, `{ ... }`, `"a"`). */
export function atom(text: string): TypeExpression {
  return { text, kind: "atom" };
}

/** The expression, parenthesized unless it is an atom: for `T[]` and `...T[]`. */
export function asAtom(expression: TypeExpression): string {
  return expression.kind === "atom" ? expression.text : `(${expression.text})`;
}

/**
 * The union of `members`, flattened and de-duplicated: `unknown` absorbs everything, `never` disappears,
 * an empty union is `never`.
 */
export function union(members: readonly TypeExpression[]): TypeExpression {
  const texts: string[] = [];
  for (const member of members) {
    if (member.text === "unknown") return UNKNOWN;
    if (member.text === "never") continue;
    const parts = member.kind === "union" ? (member.members ?? [member.text]) : [unionMemberText(member)];
    for (const part of parts) if (!texts.includes(part)) texts.push(part);
  }
  if (texts.length === 0) return NEVER;
  if (texts.length === 1) {
    const single = members.find((member) => member.kind !== "union" && unionMemberText(member) === texts[0]);
    return single ?? atom(texts[0] as string);
  }
  return { text: texts.join(" | "), kind: "union", members: texts };
}

/** The intersection of `members`: `unknown` disappears, `never` absorbs, an empty intersection is `unknown`. */
export function intersection(members: readonly TypeExpression[]): TypeExpression {
  const kept: TypeExpression[] = [];
  for (const member of members) {
    if (member.text === "never") return NEVER;
    if (member.text === "unknown") continue;
    if (!kept.some((existing) => existing.text === member.text)) kept.push(member);
  }
  if (kept.length === 0) return UNKNOWN;
  if (kept.length === 1) return kept[0] as TypeExpression;
  const text = kept.map((member) => (member.kind === "union" ? `(${member.text})` : member.text)).join(" & ");
  return { text, kind: "intersection" };
}

function unionMemberText(member: TypeExpression): string {
  return member.kind === "intersection" ? `(${member.text})` : member.text;
}
