import { afterEach, describe, expect, it } from "vitest";
import { createFixtureProject, type FixtureProject } from "../test/fixture-project.ts";
import { ConnectorDiscovery } from "./connector-discovery.ts";
import { DEFAULT_CONNECTOR_PATTERN } from "./options.ts";

let project: FixtureProject | undefined;
afterEach(async () => {
  await project?.dispose();
  project = undefined;
});

function summary(index: Awaited<ReturnType<ConnectorDiscovery["current"]>>): Record<string, string> {
  return Object.fromEntries([...index.byName].map(([name, module]) => [name, module.relativeFile]));
}

describe("ConnectorDiscovery", () => {
  it("finds connector modules under the root and reads their classes", async () => {
    project = await createFixtureProject({
      "src/github.codemode.ts":
        "export class GithubConnector { private token: string = ''; }\nexport const helper = 1;",
      "src/nested/deep/repo.codemode.js":
        'export class RepoConnector {}\nexport { Shared } from "../shared.js";',
      "src/plain.ts": "export class NotAConnector {}",
      "src/types.codemode.ts": "export interface OnlyTypes { a: number }",
      "node_modules/some-lib/lib.codemode.js": "export class Hidden {}",
      ".cache/old.codemode.js": "export class AlsoHidden {}",
    });
    const discovery = new ConnectorDiscovery(project.root, [DEFAULT_CONNECTOR_PATTERN]);
    const index = await discovery.current();
    expect(summary(index)).toEqual({
      GithubConnector: "src/github.codemode.ts",
      RepoConnector: "src/nested/deep/repo.codemode.js",
      Shared: "src/nested/deep/repo.codemode.js",
    });
    expect(index.modules.map((module) => module.relativeFile)).toEqual([
      "src/github.codemode.ts",
      "src/nested/deep/repo.codemode.js",
      "src/types.codemode.ts",
    ]);
  });

  it("warns once about export * in a connector module, which it does not follow", async () => {
    project = await createFixtureProject({
      "src/all.codemode.ts": 'export * from "./connectors";\nexport class Named {}',
    });
    const warnings: string[] = [];
    const discovery = new ConnectorDiscovery(project.root, [DEFAULT_CONNECTOR_PATTERN], (message) =>
      warnings.push(message),
    );
    expect(summary(await discovery.current())).toEqual({ Named: "src/all.codemode.ts" });
    await discovery.refresh();
    expect(warnings).toEqual([
      'src/all.codemode.ts re-exports "./connectors" with export *, which connector discovery does not follow: export the connector classes by name (export { Name } from ...).',
    ]);
  });

  it("uses custom globs relative to the root", async () => {
    project = await createFixtureProject({
      "connectors/github.ts": "export class GithubConnector {}",
      "src/other.codemode.ts": "export class Ignored {}",
    });
    const discovery = new ConnectorDiscovery(project.root, ["connectors/*.ts"]);
    expect(summary(await discovery.current())).toEqual({ GithubConnector: "connectors/github.ts" });
    expect(discovery.matches(`${project.root}/connectors/new.ts`)).toBe(true);
    expect(discovery.matches(`${project.root}/src/other.codemode.ts`)).toBe(false);
  });

  it("matches watcher paths like the glob does, never in node_modules", async () => {
    project = await createFixtureProject({});
    const discovery = new ConnectorDiscovery(project.root, [DEFAULT_CONNECTOR_PATTERN]);
    expect(discovery.matches(`${project.root}/src/a.codemode.ts`)).toBe(true);
    expect(discovery.matches(`${project.root}/a.codemode.js`)).toBe(true);
    expect(discovery.matches(`${project.root}/src/a.codemode.tsx`)).toBe(false);
    expect(discovery.matches(`${project.root}/src/a.ts`)).toBe(false);
    expect(discovery.matches(`${project.root}/node_modules/x/a.codemode.js`)).toBe(false);
    expect(discovery.matches("/elsewhere/a.codemode.ts")).toBe(false);
  });

  it("finds nothing when discovery is off", async () => {
    project = await createFixtureProject({ "src/github.codemode.ts": "export class GithubConnector {}" });
    const discovery = new ConnectorDiscovery(project.root, []);
    expect((await discovery.current()).modules).toEqual([]);
    expect(discovery.matches(`${project.root}/src/github.codemode.ts`)).toBe(false);
  });

  it("rejects two modules exporting one name, naming both files", async () => {
    project = await createFixtureProject({
      "src/a.codemode.ts": "export class GithubConnector {}",
      "src/b.codemode.ts": 'export { GithubConnector } from "./a.codemode";',
    });
    const discovery = new ConnectorDiscovery(project.root, [DEFAULT_CONNECTOR_PATTERN]);
    await expect(discovery.current()).rejects.toMatchObject({
      name: "ConnectorNameConflictError",
      code: "conflict",
      connectorName: "GithubConnector",
      files: ["src/a.codemode.ts", "src/b.codemode.ts"],
      message: expect.stringMatching(/"GithubConnector".*src\/a\.codemode\.ts, src\/b\.codemode\.ts.*rename/),
    });
  });

  it.each(["CodemodeRuntime", "connectors"])("rejects the reserved name %s", async (name) => {
    project = await createFixtureProject({ "src/a.codemode.ts": `export class ${name} {}` });
    const discovery = new ConnectorDiscovery(project.root, [DEFAULT_CONNECTOR_PATTERN]);
    await expect(discovery.current()).rejects.toThrow(/reserved by @codemode\/vite-plugin/);
  });

  it("refresh reports added, removed and renamed classes, and nothing else", async () => {
    project = await createFixtureProject({ "src/a.codemode.ts": "export class A {}" });
    const discovery = new ConnectorDiscovery(project.root, [DEFAULT_CONNECTOR_PATTERN]);
    expect(summary(await discovery.current())).toEqual({ A: "src/a.codemode.ts" });

    await project.write("src/b.codemode.ts", "export class B {}");
    expect(await discovery.refresh()).toBe(true);
    expect(summary(await discovery.current())).toEqual({ A: "src/a.codemode.ts", B: "src/b.codemode.ts" });

    await project.write("src/b.codemode.ts", "export class B { method() { return 2; } }");
    expect(await discovery.refresh()).toBe(false);

    await project.write("src/b.codemode.ts", "export class Renamed {}");
    expect(await discovery.refresh()).toBe(true);
    expect(summary(await discovery.current())).toEqual({
      A: "src/a.codemode.ts",
      Renamed: "src/b.codemode.ts",
    });

    await project.remove("src/a.codemode.ts");
    expect(await discovery.refresh()).toBe(true);
    expect(summary(await discovery.current())).toEqual({ Renamed: "src/b.codemode.ts" });
  });

  it("refresh reports a broken module as a change, and recovers once it is fixed", async () => {
    project = await createFixtureProject({ "src/a.codemode.ts": "export class A {}" });
    const discovery = new ConnectorDiscovery(project.root, [DEFAULT_CONNECTOR_PATTERN]);
    await discovery.current();
    await project.write("src/a.codemode.ts", "export class {");
    expect(await discovery.refresh()).toBe(true);
    await expect(discovery.current()).rejects.toMatchObject({ name: "ModuleAnalysisError" });
    await project.write("src/a.codemode.ts", "export class A {}");
    expect(await discovery.refresh()).toBe(true);
    expect(summary(await discovery.current())).toEqual({ A: "src/a.codemode.ts" });
  });
});
