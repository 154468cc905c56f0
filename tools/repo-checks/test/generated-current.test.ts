import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "./workspace.ts";

describe("generated sources are current", () => {
  it("@codemode/worker-executor: harness.generated.ts matches the harness sources", () => {
    const run = spawnSync(process.execPath, ["scripts/minify-harness.mjs", "--check"], {
      cwd: join(ROOT, "packages/worker-executor"),
      encoding: "utf8",
    });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
  });
});
