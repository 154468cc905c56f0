import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from "playwright-core";
import { APP_DIRECTORY, startDevServer, type WranglerProcess } from "./wrangler-process.ts";

/** Where the end-to-end tests write their screenshots. */
export const SCREENSHOTS = join(APP_DIRECTORY, "test-results", "e2e");
// The flags a root, offline machine needs: no sandbox, no GPU, and no background traffic to Google hosts.
const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
/** How long one step may wait for the page; a bound on a stuck test, not a measurement. */
export const STEP_TIMEOUT = 60_000;
/** The desktop viewport of the tests. */
export const DESKTOP = { width: 1400, height: 900 };

/** `wrangler dev` with its own state folder, and headless Chromium pointed at it. */
export type DemoHarness = {
  server: WranglerProcess & { url: string };
  browser: Browser;
  /** A new browser context (its tabs share nothing with other contexts' tabs but the server). */
  context: (viewport?: { width: number; height: number }) => Promise<BrowserContext>;
  /** Opens the page of `workspace` in `context` (a new tab) and waits until it drew the workspace. */
  open: (context: BrowserContext, workspace: string) => Promise<Page>;
  stop: () => Promise<void>;
};

/** Starts wrangler dev and Chromium; `stop()` ends both and removes the state folder. */
export async function startHarness(): Promise<DemoHarness> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const state = mkdtempSync(join(tmpdir(), "demo-agent-e2e-"));
  const server = await startDevServer(state);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_FLAGS,
  });
  return {
    server,
    browser,
    context: (viewport = DESKTOP) => browser.newContext({ viewport }),
    open: async (context, workspace) => {
      const page = await context.newPage();
      page.setDefaultTimeout(STEP_TIMEOUT);
      await page.goto(`${server.url}/?workspace=${encodeURIComponent(workspace)}`);
      await page.getByTestId("issues-panel").waitFor();
      return page;
    },
    stop: async () => {
      await browser.close();
      await server.stop();
      rmSync(state, { recursive: true, force: true });
    },
  };
}

/** Saves a screenshot of the page under test-results/e2e. */
export const shot = (page: Page, name: string) => page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });

/** Types a message and sends it. */
export async function ask(page: Page, message: string): Promise<void> {
  await page.getByTestId("message").fill(message);
  await page.getByTestId("send").click();
}

/** The newest run card of the conversation. */
export const lastRunCard = (page: Page): Locator =>
  page.getByTestId("transcript").getByTestId("run-card").last();

/** The conversation's run card with `status` (waits for it when awaited with `waitFor`). */
export const runCardWithStatus = (page: Page, status: string): Locator =>
  page.locator(`[data-testid=transcript] [data-testid=run-card][data-status="${status}"]`);

/** An issue row of the Issues panel by its title. */
export const issueTitled = (page: Page, title: string): Locator =>
  page.getByTestId("issue").filter({ hasText: title });

/** Asks for an issue to be filed and waits until the run waits for approval and the answer says so. */
export async function fileIssue(page: Page, about: string): Promise<Locator> {
  await ask(page, `File an issue about ${about}`);
  await runCardWithStatus(page, "paused").getByTestId("approve").waitFor();
  await page
    .getByTestId("assistant-message")
    .filter({ hasText: "waiting for your approval" })
    .last()
    .waitFor();
  return runCardWithStatus(page, "paused").last();
}

/** Waits until the toast says `text` (exactly). */
export async function toastSays(page: Page, text: string): Promise<void> {
  await page.locator("[data-testid=toast]:not([hidden])", { hasText: text }).waitFor();
  const shown = await page.getByTestId("toast").textContent();
  if (shown !== text) throw new Error(`The toast says "${shown}", not "${text}".`);
}

/** The passes of a run card, as "Pass N" numbers. */
export const passNumbers = (card: Locator): Promise<string[]> =>
  card.getByTestId("pass").evaluateAll((passes) => passes.map((pass) => pass.dataset.pass ?? ""));
