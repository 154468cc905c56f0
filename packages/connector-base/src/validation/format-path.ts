const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** A location inside a value: property names and array indexes from the root. */
export type PathSegment = string | number;

/**
 * Renders a path the way a JavaScript author would write it: `input.labels[0]`, `input["x-id"]`. Issue
 * messages are read by a model that writes JavaScript, so the path doubles as the expression to fix.
 */
export function formatPath(rootName: string, segments: readonly PathSegment[]): string {
  let text = rootName;
  for (const segment of segments) {
    if (typeof segment === "number") text += `[${segment}]`;
    else if (IDENTIFIER.test(segment)) text += `.${segment}`;
    else text += `[${JSON.stringify(segment)}]`;
  }
  return text;
}
