import { describe, expect, it } from "vitest";
import { buildIndex, type ConnectorModule } from "./connector-discovery.ts";
import { connectorsModuleCode, exportNameSyntax } from "./connectors-module.ts";
import { collectModuleExports } from "./module-exports.ts";
import { parseJavaScript } from "./parse-module.ts";

const modules: ConnectorModule[] = [
  { file: "/project/src/a.codemode.ts", relativeFile: "src/a.codemode.ts", classNames: ["Alpha", "Beta"] },
  { file: "/project/src/b.codemode.ts", relativeFile: "src/b.codemode.ts", classNames: ["odd-name"] },
  { file: "/project/src/types.codemode.ts", relativeFile: "src/types.codemode.ts", classNames: [] },
];

describe("connectorsModuleCode", () => {
  it("exports each connector by name and the connectors record", () => {
    const code = connectorsModuleCode(buildIndex(modules));
    const program = parseJavaScript(code, "virtual:codemode/connectors");
    const exports = collectModuleExports(program);
    expect([...exports.names.keys()].sort()).toEqual(["Alpha", "Beta", "connectors", "odd-name"]);
    expect(code).toContain('from "/project/src/a.codemode.ts"');
    expect(code).not.toContain("types.codemode");
    expect(code).toMatch(/"Alpha": connector0,\s+"Beta": connector1,\s+"odd-name": connector2,/);
  });

  it("exports an empty record when nothing was discovered", () => {
    const code = connectorsModuleCode(buildIndex([]));
    expect([...collectModuleExports(parseJavaScript(code, "virtual")).names.keys()]).toEqual(["connectors"]);
  });
});

describe("exportNameSyntax", () => {
  it.each([
    ["GithubConnector", "GithubConnector"],
    ["$private_1", "$private_1"],
    ["odd-name", '"odd-name"'],
    ["1st", '"1st"'],
  ])("writes %s as %s", (name, syntax) => {
    expect(exportNameSyntax(name)).toBe(syntax);
  });
});
