// Starts the page with `vite dev` and drives it in headless Chromium (Debian's, at CHROMIUM_PATH): a run that
// calls the page's tools, a failing tool call, a network request the sandbox refuses, and an endless loop that
// is stopped while the page stays responsive.
import { join, resolve } from "node:path";
import { freePort, type StartedServer, startServer } from "@codemode-internal/example-harness";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const HERE = resolve(import.meta.dirname, "..");
// The flags a root, offline machine needs: no sandbox, no GPU, no background traffic.
const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
let server: StartedServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  const port = await freePort();
  server = await startServer(
    join(HERE, "node_modules", ".bin", "vite"),
    ["dev", "--host", "127.0.0.1", "--port", `${port}`, "--strictPort"],
    { cwd: HERE, port },
  );
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_FLAGS,
  });
  page = await browser.newPage();
  page.setDefaultTimeout(60_000);
  await page.goto(server.url);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Types `code` into the page, clicks Run, and waits until the output says the run ended. */
async function run(code: string): Promise<{ status: string; text: string }> {
  await page.fill("#code", code);
  await page.click("#run");
  await page.waitForSelector("#output[data-status=done], #output[data-status=failed]");
  const output = page.locator("#output");
  const result = {
    status: (await output.getAttribute("data-status")) ?? "",
    text: (await output.textContent()) ?? "",
  };
  await page.evaluate(() => document.querySelector("#output")?.setAttribute("data-status", "idle"));
  return result;
}

describe("examples/browser in headless Chromium (vite dev)", () => {
  it("runs the page's sample program against the page's own tools", async () => {
    const code = await page.inputValue("#code");
    const { status, text } = await run(code);
    expect(status).toBe("done");
    expect(JSON.parse(text)).toEqual({ result: ["tea"] });
  });

  it("reports a tool's error to the code, which can catch it", async () => {
    const { text } = await run(
      'async () => { try { await codemode.add_to_cart({ id: "car" }); } catch (error) { return error.message; } }',
    );
    expect(JSON.parse(text)).toEqual({ result: 'No item "car".' });
  });

  it("refuses a network request from the sandbox", async () => {
    const { status, text } = await run('async () => { await fetch("http://127.0.0.1:1/"); return "sent"; }');
    expect(status).toBe("failed");
    expect(text).not.toContain('"sent"');
  });

  it("stops an endless loop at the executor's timeout, and the page keeps working", async () => {
    const { status, text } = await run("async () => { while (true) {} }");
    expect(status).toBe("failed");
    expect(text).toMatch(/tim/i);
    expect((await run("async () => codemode.cart()")).text).toContain("tea");
  });
});
