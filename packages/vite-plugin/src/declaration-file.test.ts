import { readFile, stat, utimes } from "node:fs/promises";
import path from "node:path";
import ts from "typescript";
import { afterEach, describe, expect, it } from "vitest";
import { createFixtureProject, type FixtureProject } from "../test/fixture-project.ts";
import { ConnectorDiscovery } from "./connector-discovery.ts";
import { writeConnectorsDeclaration } from "./declaration-file.ts";
import { DEFAULT_CONNECTOR_PATTERN } from "./options.ts";

let project: FixtureProject | undefined;
afterEach(async () => {
  await project?.dispose();
  project = undefined;
});

function typeErrors(root: string, files: string[]): string[] {
  const program = ts.createProgram(
    files.map((file) => path.join(root, file)),
    {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      target: ts.ScriptTarget.ES2022,
      lib: ["lib.es2022.d.ts"],
      types: [],
    },
  );
  return ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
}

describe("writeConnectorsDeclaration", () => {
  it("types each connector with its real class so application code typechecks", async () => {
    project = await createFixtureProject({
      "src/github.codemode.ts":
        "export class GithubConnector { constructor(readonly token: string) {} repos(): string[] { return []; } }",
      "src/deep/repo.codemode.ts": "export class RepoConnector { readonly kind = 'repo' as const; }",
      "src/app.ts": [
        'import { connectors, GithubConnector, RepoConnector } from "virtual:codemode/connectors";',
        'const github: string[] = new GithubConnector("token").repos();',
        'const kind: "repo" = new connectors.RepoConnector().kind;',
        "export const used = [github, kind, RepoConnector];",
      ].join("\n"),
      "src/wrong.ts": [
        'import { GithubConnector } from "virtual:codemode/connectors";',
        "export const wrong: number = new GithubConnector(1).repos();",
      ].join("\n"),
    });
    const discovery = new ConnectorDiscovery(project.root, [DEFAULT_CONNECTOR_PATTERN]);
    const declarationFile = path.join(project.root, "types/codemode-connectors.d.ts");
    await writeConnectorsDeclaration(await discovery.current(), declarationFile);

    const text = await readFile(declarationFile, "utf8");
    expect(text).toContain('typeof import("../src/deep/repo.codemode")["RepoConnector"]');
    expect(typeErrors(project.root, ["types/codemode-connectors.d.ts", "src/app.ts"])).toEqual([]);
    // The same declarations catch misuse, so the types are not `any`.
    expect(typeErrors(project.root, ["types/codemode-connectors.d.ts", "src/wrong.ts"])).toHaveLength(2);
  });

  it("the generic client types accept constructing any discovered connector", async () => {
    const clientTypes = path.resolve(import.meta.dirname, "../client.d.ts");
    project = await createFixtureProject({
      "src/app.ts": [
        `/// <reference path=${JSON.stringify(clientTypes)} />`,
        'import { connectors } from "virtual:codemode/connectors";',
        "const Connector = connectors.AnyName;",
        "export const instance: unknown = Connector ? new Connector({}, {}) : undefined;",
        "export const count: number = Object.keys(connectors).length;",
      ].join("\n"),
      "src/wrong.ts": [
        `/// <reference path=${JSON.stringify(clientTypes)} />`,
        'import { connectors } from "virtual:codemode/connectors";',
        "export const wrong: string = connectors;",
      ].join("\n"),
    });
    expect(typeErrors(project.root, ["src/app.ts"])).toEqual([]);
    expect(typeErrors(project.root, ["src/wrong.ts"])).toHaveLength(1);
  });

  it("leaves an up-to-date file untouched", async () => {
    project = await createFixtureProject({ "src/a.codemode.ts": "export class A {}" });
    const discovery = new ConnectorDiscovery(project.root, [DEFAULT_CONNECTOR_PATTERN]);
    const declarationFile = path.join(project.root, "connectors.d.ts");
    await writeConnectorsDeclaration(await discovery.current(), declarationFile);
    // Dated far back instead of waiting for the clock to move on: any rewrite gives it today's time.
    const longAgo = new Date("2001-02-03T04:05:06Z");
    await utimes(declarationFile, longAgo, longAgo);
    await writeConnectorsDeclaration(await discovery.current(), declarationFile);
    expect((await stat(declarationFile)).mtime).toEqual(longAgo);
  });
});
