/** One member of a TypeScript `enum`: its name and its initializer's JavaScript text, if any. */
export interface EnumMember {
  name: string;
  initializer?: string;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * JavaScript for a TypeScript `enum`, with TypeScript's runtime semantics: numeric members count up from the
 * previous one (from 0), numeric members also map back from value to name (`Color[0] === "Red"`), string
 * members do not, and an initializer may use the members declared before it (`B = A << 1`).
 */
export function enumToObject(name: string, members: readonly EnumMember[]): string {
  const lines = [`const ${name} = (() => {`, "const members = {};", "let previous = -1;"];
  for (const member of members) {
    const key = JSON.stringify(member.name);
    const value = member.initializer === undefined ? "previous + 1" : `(${member.initializer})`;
    const local = IDENTIFIER.test(member.name) && member.name !== "members" && member.name !== "previous";
    lines.push(`previous = ${value};`);
    if (local) lines.push(`const ${member.name} = previous;`);
    lines.push(
      `members[${key}] = previous;`,
      `if (typeof previous === "number") members[previous] = ${key};`,
    );
  }
  lines.push("return members;", "})();");
  return lines.join(" ");
}
