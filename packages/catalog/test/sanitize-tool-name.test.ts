import { describe, expect, it } from "vitest";
import { sanitizeToolName } from "../src/sanitize-tool-name.ts";

const CASES: ReadonlyArray<readonly [input: string, expected: string]> = [
  // already valid
  ["list_pull_requests", "list_pull_requests"],
  ["getUser", "getUser"],
  ["$special", "$special"],
  ["_private", "_private"],
  // separators become _
  ["list-pull-requests", "list_pull_requests"],
  ["repos.get", "repos_get"],
  ["get user", "get_user"],
  ["tab\tand\nnewline", "tab_and_newline"],
  ["a-.b", "a__b"],
  // other characters are dropped
  ["repos/list-for-org", "reposlist_for_org"],
  ["get:user", "getuser"],
  ["a+b=c", "abc"],
  ["{owner}", "owner"],
  ["hello!@#%^&*()", "hello"],
  // unicode letters are not ASCII identifiers: dropped, as the reference does
  ["café", "caf"],
  ["naïve-search", "nave_search"],
  ["日本語", "_"],
  ["emoji😀tool", "emojitool"],
  // leading digit
  ["123abc", "_123abc"],
  ["2fa-settings", "_2fa_settings"],
  ["9", "_9"],
  ["-1", "_1"],
  // reserved words get a trailing _
  ["delete", "delete_"],
  ["class", "class_"],
  ["default", "default_"],
  ["import", "import_"],
  ["await", "await_"],
  ["yield", "yield_"],
  ["null", "null_"],
  ["true", "true_"],
  ["undefined", "undefined_"],
  ["eval", "eval_"],
  ["arguments", "arguments_"],
  ["interface", "interface_"],
  ["goto", "goto_"],
  ["synchronized", "synchronized_"],
  // not reserved: only keywords are
  ["async", "async"],
  ["of", "of"],
  ["get", "get"],
  ["constructor", "constructor"],
  ["Delete", "Delete"],
  // reserved after sanitizing
  ["de-lete", "de_lete"],
  ["n.e.w", "n_e_w"],
  ["new!", "new_"],
  // empty results
  ["", "_"],
  ["!!!", "_"],
  ["/", "_"],
];

describe("sanitizeToolName", () => {
  it.each(CASES)("%j -> %j", (input, expected) => {
    expect(sanitizeToolName(input)).toBe(expected);
  });

  it("always returns a valid identifier that is not a reserved word", () => {
    for (const [input] of CASES) {
      const name = sanitizeToolName(input);
      expect(name).toMatch(/^[A-Za-z_$][A-Za-z0-9_$]*$/);
      expect(() => new Function(`"use strict"; let ${name} = 1; return ${name};`)).not.toThrow();
    }
  });

  it("behaves exactly like the reference implementation", async () => {
    const reference = await import("@cloudflare/codemode");
    const inputs = [
      ...CASES.map(([input]) => input),
      ...[
        "enum",
        "static",
        "let",
        "package",
        "x y.z-w",
        "  spaced  ",
        "ÀÉÎ",
        "a\u00a0b",
        "a\u2003b",
        "__proto__",
      ],
      ...["$", "_", "0", "a1", "A-1", "abstract", "boolean", "throws", "volatile", "instanceof", "typeof"],
    ];
    for (const input of inputs)
      expect(sanitizeToolName(input), input).toBe(reference.sanitizeToolName(input));
  });
});
