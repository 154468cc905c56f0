import { describe, expect, it } from "vitest";
import { WorkerEntryRegistry } from "./worker-entries.ts";

describe("WorkerEntryRegistry", () => {
  it("accepts the default candidates relative to the root, ignoring queries", () => {
    const registry = new WorkerEntryRegistry("/project", undefined);
    for (const file of ["src/server.ts", "src/index.tsx", "src/worker.mjs", "src/index.js"]) {
      expect(registry.isEntry("ssr", `/project/${file}`)).toBe(true);
    }
    expect(registry.isEntry("ssr", "/project/src/index.ts?v=123")).toBe(true);
    for (const file of ["src/app.ts", "index.ts", "src/nested/index.ts", "lib/server.ts", "src/index.css"]) {
      expect(registry.isEntry("ssr", `/project/${file}`)).toBe(false);
    }
    expect(registry.isEntry("ssr", "/other/src/index.ts")).toBe(false);
    expect(registry.isEntry("ssr", "\0virtual:src/index.ts")).toBe(false);
    expect(registry.acceptedEntries("ssr").sort()).toEqual(
      [
        "/project/src/index.js",
        "/project/src/index.ts?v=123",
        "/project/src/index.tsx",
        "/project/src/server.ts",
        "/project/src/worker.mjs",
      ].sort(),
    );
  });

  it("uses the platform's entry, per environment, instead of the defaults", () => {
    const registry = new WorkerEntryRegistry("/project", undefined);
    registry.recordPlatformEntry("my_worker", "/project/src/app.ts");
    expect(registry.isEntry("my_worker", "/project/src/app.ts")).toBe(true);
    expect(registry.isEntry("my_worker", "/project/src/index.ts")).toBe(false);
    expect(registry.isEntry("other_worker", "/project/src/index.ts")).toBe(true);
  });

  it("uses only the explicit entries when configured", () => {
    const registry = new WorkerEntryRegistry("/project", ["worker/main.ts"]);
    registry.recordPlatformEntry("my_worker", "/project/src/app.ts");
    expect(registry.isEntry("my_worker", "/project/worker/main.ts")).toBe(true);
    expect(registry.isEntry("my_worker", "/project/src/app.ts")).toBe(false);
    expect(registry.isEntry("ssr", "/project/src/index.ts")).toBe(false);
  });
});
