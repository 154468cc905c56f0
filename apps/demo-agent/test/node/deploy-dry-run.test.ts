import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runWrangler } from "./wrangler-process.ts";

const outdir = mkdtempSync(join(tmpdir(), "demo-agent-dry-run-"));

afterAll(() => rmSync(outdir, { recursive: true, force: true }));

describe("wrangler deploy --dry-run", () => {
  it("bundles the production Worker with its Durable Objects, Worker Loader and assets", async () => {
    const deploy = runWrangler(["deploy", "--dry-run", "--outdir", outdir]);
    // timing-allowed: only ends a wrangler that hangs, with its output: the dry run takes about 10 s, 150 s is
    // an order of magnitude above it (and under the test's 300 s timeout, so the process is stopped first).
    const hung = new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), 150_000));
    const code = await Promise.race([deploy.exited, hung]);
    if (code === "timeout") await deploy.stop();
    expect(code, deploy.output()).toBe(0);
    const output = deploy.output();
    expect(output).toContain("--dry-run: exiting now.");
    expect(output).toMatch(/env\.DemoAgent \(DemoAgent\)\s+Durable Object/);
    expect(output).toContain("env.LOADER");
    const bundle = readdirSync(outdir).find((file) => file.endsWith(".js"));
    expect(bundle, `files: ${readdirSync(outdir).join(", ")}`).toBeDefined();
    const source = readFileSync(join(outdir, bundle as string), "utf8");
    expect(source).toMatch(/export\s*\{[^}]*\bCodemodeRuntime\b/);
    expect(source).toMatch(/export\s*\{[^}]*\bDemoAgent\b/);
    expect(output).toMatch(/Read \d+ files from the assets directory/);
    // Workers accept up to 3 MiB of compressed script on the free plan.
    const gzipKib = Number(/gzip: ([\d.]+) KiB/.exec(output)?.[1]);
    expect(gzipKib).toBeGreaterThan(0);
    expect(gzipKib).toBeLessThan(3 * 1024);
  });
});
