import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ask as askIn,
  type DemoHarness,
  issueTitled as issueIn,
  lastRunCard as lastRunCardIn,
  STEP_TIMEOUT,
  shot as shotOf,
  startHarness,
} from "./browser-harness.ts";

let harness: DemoHarness | undefined;
let page: Page;

beforeAll(async () => {
  harness = await startHarness();
  page = await harness.open(await harness.context(), "default");
});

afterAll(async () => {
  await harness?.stop();
});

const shot = (name: string) => shotOf(page, name);
const lastRunCard = (): Locator => lastRunCardIn(page);
const issueTitled = (title: string): Locator => issueIn(page, title);

/**
 * Starts recording, inside the page, the status of every run card as it is drawn. A status the page shows only
 * briefly (a run is "running" for a few hundred milliseconds) is then checked afterwards, from the record,
 * instead of by a locator that must catch it while it lasts.
 */
async function recordRunCardStatuses(): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = [];
    const liveCalls: string[] = [];
    Object.assign(window, { runCardStatuses: seen, liveCallRows: liveCalls });
    const note = (node: Node) => {
      if (!(node instanceof Element)) return;
      const cards = [node, ...Array.from(node.querySelectorAll("[data-testid=run-card]"))];
      for (const card of cards) {
        if (!card.matches("[data-testid=run-card]")) continue;
        seen.push(card.getAttribute("data-status") ?? "");
        if (!card.classList.contains("live")) continue;
        for (const row of Array.from(card.querySelectorAll("[data-testid=call]"))) {
          liveCalls.push(
            `${row.querySelector(".call-name")?.textContent}: ${row.getAttribute("data-origin")}`,
          );
        }
      }
    };
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === "attributes") note(record.target);
        record.addedNodes.forEach(note);
      }
    }).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["data-status"],
    });
  });
}

const recordedRunCardStatuses = (): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { runCardStatuses: string[] }).runCardStatuses);

/** `connector.method: origin` of each call row the live card drew, in order (repeats included). */
const recordedLiveCalls = (): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { liveCallRows: string[] }).liveCallRows);

const ask = (message: string): Promise<void> => askIn(page, message);

describe("the demo page in headless Chromium against wrangler dev", () => {
  it("serves the page with the seeded workspace and the offline model", async () => {
    await expect(page.getByTestId("model-badge").textContent()).resolves.toBe("Offline scripted model");
    expect(await page.getByTestId("issue").count()).toBe(3);
    await shot("01-home");
  });

  it("files an issue: live status, pause, Approve, issue visible, Rollback, issue gone", async () => {
    const title = "Deploys failing when the cache is cold";
    await recordRunCardStatuses();
    await ask(`File an issue about ${title.toLowerCase()}`);
    await shot("02-running");

    const card = lastRunCard();
    await card.getByTestId("approve").waitFor();
    expect(await card.getAttribute("data-status")).toBe("paused");
    // The live status was drawn while the run ran (recorded by the page, however briefly it showed).
    expect(await recordedRunCardStatuses()).toContain("running");
    // Its calls were drawn from the tool call's streamed progress as they happened: each in flight, then executed.
    const live = await recordedLiveCalls();
    for (const row of [
      "team.getOnCall: in flight",
      "team.getOnCall: executed",
      "tracker.search_issues: in flight",
    ])
      expect(live).toContain(row);
    expect(
      await card.getByTestId("call").evaluateAll((calls) => calls.map((call) => call.dataset.origin)),
    ).toEqual(["executed", "executed", "awaiting approval"]);
    await page.getByTestId("assistant-message").filter({ hasText: "waiting for your approval" }).waitFor();
    await page.getByTestId("pending-action").waitFor();
    expect(await page.getByTestId("pending-action").count()).toBe(1);
    expect(await issueTitled(title).count()).toBe(0);
    await shot("03-waiting-for-approval");

    await card.getByTestId("approve").click();
    await page.locator('[data-testid=transcript] [data-testid=run-card][data-status="completed"]').waitFor();
    await issueTitled(title).waitFor();
    const secondPass = lastRunCard().locator('[data-testid=pass][data-pass="2"] [data-testid=call]');
    expect(await secondPass.evaluateAll((calls) => calls.map((call) => call.dataset.origin))).toEqual([
      "replayed",
      "replayed",
      "approved",
    ]);
    await page.getByTestId("pending-action").waitFor({ state: "detached" });
    await shot("04-approved-issue-visible");

    await lastRunCard().getByTestId("rollback").click();
    await page
      .locator('[data-testid=transcript] [data-testid=run-card][data-status="rolled_back"]')
      .waitFor();
    await issueTitled(title).waitFor({ state: "detached" });
    expect(await page.getByTestId("issue").count()).toBe(3);
    await shot("05-rolled-back-issue-gone");
  });

  it("rejects a pending create: the run ends and nothing is written", async () => {
    await ask("Report a bug about the dashboard login button");
    await page.getByTestId("assistant-message").filter({ hasText: "The dashboard login button" }).waitFor();
    const card = lastRunCard();
    await card.getByTestId("reject").waitFor();
    await card.getByTestId("reject").click();
    await page.locator('[data-testid=transcript] [data-testid=run-card][data-status="rejected"]').waitFor();
    await page.getByTestId("event").filter({ hasText: "Rejected tracker.create_issue" }).waitFor();
    expect(await issueTitled("The dashboard login button").count()).toBe(0);
    expect(await page.getByTestId("issue").count()).toBe(3);
    await shot("06-rejected");
  });

  it("saves a completed run as a snippet and runs it again", async () => {
    await ask("List open issues");
    await page.getByTestId("assistant-message").filter({ hasText: "2 open issues:" }).waitFor();
    const card = lastRunCard();
    const firstResult = await card.getByTestId("run-result").textContent();
    await card.getByTestId("save-snippet").click();
    await card.getByTestId("snippet-name").fill("open-issues");
    await card.getByTestId("snippet-save").click();
    const snippet = page.locator('[data-testid=snippet][data-name="open-issues"]');
    await snippet.waitFor();
    await shot("07-snippet-saved");

    const runsBefore = await page.getByTestId("audit-entry").count();
    await snippet.getByTestId("run-snippet").click();
    await expect
      .poll(() => page.getByTestId("audit-entry").count(), { timeout: STEP_TIMEOUT })
      .toBe(runsBefore + 1);
    const newest = page.getByTestId("audit-entry").first();
    // Waited for, not sampled once: the entry may be drawn before the run's final status arrives.
    await expect.poll(() => newest.getAttribute("data-status"), { timeout: STEP_TIMEOUT }).toBe("completed");
    const rerun = newest.getByTestId("run-card");
    await rerun.waitFor();
    expect(await rerun.getByTestId("run-result").textContent()).toBe(firstResult);
    expect(await rerun.getByTestId("pass").textContent()).toContain("snippet run");
    await shot("08-snippet-ran-again");
  });
});
