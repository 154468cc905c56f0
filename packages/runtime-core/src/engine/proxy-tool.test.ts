import { describe, expect, it } from "vitest";
import { defaultDescription } from "./proxy-tool.ts";

describe("defaultDescription", () => {
  it("lists each connector with its own hint only, whatever the connector's name", () => {
    const names = ["github", "constructor", "toString", "__proto__"];
    const text = defaultDescription(names, { github: "Issues and pull requests." });
    expect(text).toContain("- `github`: Issues and pull requests.");
    const lines = text.split("\n");
    for (const name of names.slice(1)) expect(lines).toContain(`- \`${name}\``);
    expect(text).not.toContain("native code");
  });
});
