import path from "node:path";
import type { DevEnvironment, EnvironmentModuleNode, HotUpdateOptions } from "vite";
import { afterEach, describe, expect, it } from "vitest";
import { createFixtureProject, type FixtureProject } from "../test/fixture-project.ts";
import { ConnectorDiscovery } from "./connector-discovery.ts";
import { RESOLVED_CONNECTORS_MODULE_ID } from "./connectors-module.ts";
import { createConnectorHotUpdate } from "./dev-reload.ts";
import { DEFAULT_CONNECTOR_PATTERN } from "./options.ts";
import { WorkerEntryRegistry } from "./worker-entries.ts";

let project: FixtureProject | undefined;
afterEach(async () => {
  await project?.dispose();
  project = undefined;
});

/** The two module-graph methods the hook uses, over a fixed set of module ids, recording invalidations. */
function environmentWith(name: string, ids: string[]) {
  const modules = new Map(ids.map((id) => [id, { id } as EnvironmentModuleNode]));
  const invalidated: string[] = [];
  const moduleGraph = {
    getModuleById: (id: string) => modules.get(id),
    invalidateModule: (module: EnvironmentModuleNode) => invalidated.push(module.id ?? ""),
  };
  return { environment: { name, moduleGraph } as unknown as DevEnvironment, invalidated };
}

function event(type: HotUpdateOptions["type"], file: string, timestamp: number): HotUpdateOptions {
  return { type, file, timestamp, modules: [] } as unknown as HotUpdateOptions;
}

describe("createConnectorHotUpdate", () => {
  it("updates the virtual module and entries of each environment once per event, even when events interleave", async () => {
    project = await createFixtureProject({ "src/a.codemode.ts": "export class A {}" });
    const discovery = new ConnectorDiscovery(project.root, [DEFAULT_CONNECTOR_PATTERN]);
    await discovery.current();
    const entries = new WorkerEntryRegistry(project.root, undefined);
    const entryId = path.join(project.root, "src/index.ts");
    expect(entries.isEntry("ssr", entryId)).toBe(true);
    let changes = 0;
    const hotUpdate = createConnectorHotUpdate({
      discovery: () => discovery,
      entries: () => entries,
      onChange: async () => {
        changes += 1;
      },
    });
    const client = environmentWith("client", []);
    const ssr = environmentWith("ssr", [RESOLVED_CONNECTORS_MODULE_ID, entryId]);

    const file = path.join(project.root, "src/b.codemode.ts");
    await project.write("src/b.codemode.ts", "export class B {}");
    // Vite asks the client environment about both events before the others.
    const created = event("create", file, 1);
    const updated = event("update", file, 2);
    const [clientCreated, clientUpdated] = await Promise.all([
      hotUpdate.call({ environment: client.environment }, created),
      hotUpdate.call({ environment: client.environment }, updated),
    ]);
    const ssrCreated = await hotUpdate.call({ environment: ssr.environment }, created);
    const ssrUpdated = await hotUpdate.call({ environment: ssr.environment }, updated);

    expect([clientCreated, clientUpdated]).toEqual([undefined, undefined]);
    expect(ssrCreated?.map((module) => module.id)).toEqual([RESOLVED_CONNECTORS_MODULE_ID, entryId]);
    expect(ssr.invalidated).toEqual([RESOLVED_CONNECTORS_MODULE_ID, entryId]);
    // The change event found nothing new: the create event's discovery already saw class B.
    expect(ssrUpdated).toBeUndefined();
    expect(changes).toBe(1);
  });

  it("ignores files that are not connector modules", async () => {
    project = await createFixtureProject({ "src/a.codemode.ts": "export class A {}" });
    const discovery = new ConnectorDiscovery(project.root, [DEFAULT_CONNECTOR_PATTERN]);
    const hotUpdate = createConnectorHotUpdate({
      discovery: () => discovery,
      entries: () => new WorkerEntryRegistry(project?.root ?? "", undefined),
    });
    const ssr = environmentWith("ssr", [RESOLVED_CONNECTORS_MODULE_ID]);
    const result = await hotUpdate.call(
      { environment: ssr.environment },
      event("create", path.join(project.root, "src/plain.ts"), 1),
    );
    expect(result).toBeUndefined();
    expect(ssr.invalidated).toEqual([]);
  });
});
