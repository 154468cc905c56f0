import type { Page, Request, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ask,
  type DemoHarness,
  fileIssue,
  issueTitled,
  passNumbers,
  runCardWithStatus,
  shot,
  startHarness,
  toastSays,
} from "./browser-harness.ts";

// One page state kept in step with the server: approvals that come twice, tabs that go stale, reloads mid-run.
let harness: DemoHarness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await harness?.stop();
});

/** Two tabs of one workspace in one browser. */
async function twoTabs(workspace: string): Promise<[Page, Page]> {
  const context = await harness.context();
  return [await harness.open(context, workspace), await harness.open(context, workspace)];
}

const approveRequests = (page: Page): Request[] => {
  const seen: Request[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && /\/api\/runs\/[^/]+\/approve$/.test(request.url())) seen.push(request);
  });
  return seen;
};

const auditEntry = (page: Page) => page.getByTestId("audit-entry").first();

describe("the demo page stays in sync with the agent", () => {
  it("approves once when the card's and the sidebar's Approve are both clicked", async () => {
    const context = await harness.context();
    const page = await harness.open(context, "double-click");
    const requests = approveRequests(page);
    await fileIssue(page, "double clicks on approve");
    await page.getByTestId("pending-approve").waitFor();
    // Both clicks in one task, before any answer: the second lands while the first is in flight.
    await page.evaluate(() => {
      const buttons = [
        document.querySelector<HTMLButtonElement>("[data-testid=transcript] [data-testid=approve]"),
        document.querySelector<HTMLButtonElement>("[data-testid=pending-approve]"),
      ];
      for (const button of buttons) button?.click();
    });
    const card = runCardWithStatus(page, "completed");
    await card.waitFor();
    await toastSays(page, "Approved: the run continued by replay.");
    expect(requests).toHaveLength(1);
    expect(await passNumbers(card)).toEqual(["1", "2"]);
    await expect.poll(() => auditEntry(page).textContent()).toContain("2 passes");
    expect(await card.textContent()).not.toContain("No connector calls");
    await context.close();
  });

  it("answers a stale tab's Approve with “already approved” and adds no pass", async () => {
    const [first, stale] = await twoTabs("stale-approve");
    await fileIssue(first, "approvals from two tabs");
    await runCardWithStatus(stale, "paused").getByTestId("approve").waitFor();
    // Hold the stale tab's state reads, as a throttled background tab would: it keeps showing Approve.
    const held: Route[] = [];
    let holding: () => void = () => undefined;
    const firstHeld = new Promise<void>((resolve) => {
      holding = resolve;
    });
    let released = false;
    await stale.route("**/api/state", async (route) => {
      if (released) return route.continue();
      held.push(route);
      holding();
    });
    await firstHeld;
    await runCardWithStatus(first, "paused").getByTestId("approve").click();
    await runCardWithStatus(first, "completed").waitFor();

    await runCardWithStatus(stale, "paused").getByTestId("approve").click();
    await toastSays(stale, "Already approved tracker.create_issue: the run completed.");
    await shot(stale, "sync-01-stale-tab-already-approved");

    released = true;
    for (const route of held) await route.continue();
    const card = runCardWithStatus(stale, "completed");
    await card.waitFor();
    expect(await passNumbers(card)).toEqual(["1", "2"]);
    await stale.getByTestId("pending-action").waitFor({ state: "detached" });
    await expect.poll(() => auditEntry(stale).textContent()).toContain("2 passes");
    expect(await passNumbers(runCardWithStatus(first, "completed"))).toEqual(["1", "2"]);
    await first.context().close();
  });

  it("updates the other tab: its Approve goes away and the issue appears", async () => {
    const [first, second] = await twoTabs("two-tabs");
    const title = "Two tabs that never sync";
    await fileIssue(first, title.toLowerCase());
    // The second tab sees the turn and the pause without a reload.
    await second.getByTestId("user-message").filter({ hasText: "two tabs that never sync" }).waitFor();
    const approve = runCardWithStatus(second, "paused").getByTestId("approve");
    await approve.waitFor();
    await second.getByTestId("pending-action").waitFor();

    await runCardWithStatus(first, "paused").getByTestId("approve").click();
    await approve.waitFor({ state: "detached" });
    await runCardWithStatus(second, "completed").waitFor();
    await second.getByTestId("pending-action").waitFor({ state: "detached" });
    await issueTitled(second, title).waitFor();
    // The answer written during the pause is folded into what happened since.
    const answer = second.locator("[data-testid=assistant-message][data-superseded=completed]");
    await answer.waitFor();
    expect(await answer.getByTestId("assistant-update").textContent()).toBe(
      "Update: approved; the run completed.",
    );
    expect(await second.getByText("nothing was written yet").isVisible()).toBe(false);
    await shot(second, "sync-02-other-tab-updated");
    await first.context().close();
  });

  it("after a reload mid-run, shows the run and then the answer without another reload", async () => {
    const context = await harness.context();
    const page = await harness.open(context, "reload-mid-run");
    // Record every drawing of the transcript after the reload: never only the user's message.
    await page.addInitScript(() => {
      const drawings: Array<{ user: boolean; card: boolean; thinking: boolean; answer: boolean }> = [];
      (window as unknown as { drawings: typeof drawings }).drawings = drawings;
      document.addEventListener("DOMContentLoaded", () => {
        const transcript = document.querySelector("#transcript");
        if (!transcript) return;
        new MutationObserver(() => {
          drawings.push({
            user: transcript.querySelector("[data-testid=user-message]") !== null,
            card: transcript.querySelector("[data-testid=run-card]") !== null,
            thinking: transcript.querySelector("[data-testid=thinking]") !== null,
            answer: transcript.querySelector("[data-testid=assistant-message]") !== null,
          });
        }).observe(transcript, { childList: true, subtree: true, characterData: true });
      });
    });
    await ask(page, "File an issue about reloads in the middle of a run");
    await runCardWithStatus(page, "running").waitFor();
    await page.reload();
    await page.getByTestId("user-message").filter({ hasText: "reloads in the middle of a run" }).waitFor();
    await runCardWithStatus(page, "paused").getByTestId("approve").waitFor();
    await page.getByTestId("assistant-message").filter({ hasText: "waiting for your approval" }).waitFor();
    const drawings = await page.evaluate(
      () => (window as unknown as { drawings: Array<Record<string, boolean>> }).drawings,
    );
    // The first drawing after the reload already has the message: the turn was in progress or is stored.
    expect(drawings[0]).toMatchObject({ user: true });
    expect(drawings.filter((drawing) => drawing.user && !drawing.card && !drawing.thinking)).toEqual([]);
    expect(await page.getByTestId("user-message").count()).toBe(1);
    await context.close();
  });
});
