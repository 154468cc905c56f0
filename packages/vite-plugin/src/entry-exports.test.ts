import { describe, expect, it } from "vitest";
import { entryAdditions, findExport, type StarSourceReader } from "./entry-exports.ts";
import { collectModuleExports, type ModuleExports } from "./module-exports.ts";
import { parseJavaScript } from "./parse-module.ts";

function exportsOf(source: string): ModuleExports {
  return collectModuleExports(parseJavaScript(source, "/project/module.js"));
}

/** A reader over an in-memory module graph; specifiers are module ids, `undefined` source means unreadable. */
function memoryReader(modules: Record<string, string | undefined>, knownExporters: string[] = []) {
  const reads: string[] = [];
  const reader: StarSourceReader = {
    knownExporters: new Set(knownExporters),
    async read(specifier) {
      reads.push(specifier);
      const source = modules[specifier];
      return source === undefined ? undefined : { id: specifier, exports: exportsOf(source) };
    },
  };
  return { reader, reads };
}

describe("findExport", () => {
  it("finds an explicit export without reading anything", async () => {
    const { reader, reads } = memoryReader({});
    expect(
      await findExport("CodemodeRuntime", exportsOf("export class CodemodeRuntime {}"), "/entry", reader),
    ).toBe("yes");
    expect(reads).toEqual([]);
  });

  it("trusts a star export of a module known to export the name", async () => {
    const { reader, reads } = memoryReader({}, ["codemode"]);
    expect(
      await findExport("CodemodeRuntime", exportsOf('export * from "codemode";'), "/entry", reader),
    ).toBe("yes");
    expect(reads).toEqual([]);
  });

  it("follows export * chains", async () => {
    const { reader } = memoryReader({
      "/a": 'export * from "/b";\nexport const a = 1;',
      "/b": 'export { CodemodeRuntime } from "/runtime";',
    });
    expect(await findExport("CodemodeRuntime", exportsOf('export * from "/a";'), "/entry", reader)).toBe(
      "yes",
    );
  });

  it("answers no when every followed module lacks the name", async () => {
    const { reader } = memoryReader({
      "/a": 'export const a = 1;\nexport * from "/b";',
      "/b": "export const b = 2;",
    });
    expect(await findExport("CodemodeRuntime", exportsOf('export * from "/a";'), "/entry", reader)).toBe(
      "no",
    );
  });

  it("answers unknown when a star source cannot be read", async () => {
    const { reader } = memoryReader({ "/a": "export const a = 1;" });
    const entry = exportsOf('export * from "/a";\nexport * from "/virtual";');
    expect(await findExport("CodemodeRuntime", entry, "/entry", reader)).toBe("unknown");
  });

  it("prefers yes over unknown", async () => {
    const { reader } = memoryReader({ "/a": "export class CodemodeRuntime {}" });
    const entry = exportsOf('export * from "/virtual";\nexport * from "/a";');
    expect(await findExport("CodemodeRuntime", entry, "/entry", reader)).toBe("yes");
  });

  it("does not loop on cycles", async () => {
    const { reader, reads } = memoryReader({ "/a": 'export * from "/b";', "/b": 'export * from "/a";' });
    expect(await findExport("CodemodeRuntime", exportsOf('export * from "/a";'), "/entry", reader)).toBe(
      "no",
    );
    expect(reads).toEqual(["/a", "/b", "/a"]);
  });

  it("never finds default through export *", async () => {
    const { reader, reads } = memoryReader({ "/a": "export default 1;" });
    expect(await findExport("default", exportsOf('export * from "/a";'), "/entry", reader)).toBe("no");
    expect(reads).toEqual([]);
  });
});

describe("entryAdditions", () => {
  const empty = exportsOf("export default {};");

  it("adds the runtime export and the connectors", () => {
    const code = entryAdditions({
      runtimeExported: false,
      runtimeModule: "@codemode/durable-storage",
      connectorNames: ["GithubConnector", "RepoApiConnector"],
      entryExports: empty,
    });
    expect(code).toContain('export { CodemodeRuntime } from "@codemode/durable-storage";');
    expect(code).toContain(
      'export { GithubConnector, RepoApiConnector } from "virtual:codemode/connectors";',
    );
    // The result must stay valid JavaScript when appended to a module.
    expect([...exportsOf(`export default {};${code}`).names.keys()].sort()).toEqual([
      "CodemodeRuntime",
      "GithubConnector",
      "RepoApiConnector",
      "default",
    ]);
  });

  it("leaves an entry that exports everything unchanged", () => {
    const entryExports = exportsOf('export { GithubConnector } from "./github.codemode";');
    expect(
      entryAdditions({
        runtimeExported: true,
        runtimeModule: "codemode",
        connectorNames: ["GithubConnector"],
        entryExports,
      }),
    ).toBeUndefined();
  });

  it("skips connectors the entry exports already and quotes names that are not identifiers", () => {
    const entryExports = exportsOf('export { GithubConnector } from "./github.codemode";');
    const code = entryAdditions({
      runtimeExported: true,
      runtimeModule: "codemode",
      connectorNames: ["GithubConnector", "odd-name"],
      entryExports,
    });
    expect(code).not.toContain("CodemodeRuntime }");
    expect(code).toContain('export { "odd-name" } from "virtual:codemode/connectors";');
  });
});
