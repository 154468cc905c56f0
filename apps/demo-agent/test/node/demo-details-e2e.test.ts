import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ask,
  type DemoHarness,
  fileIssue,
  issueTitled,
  runCardWithStatus,
  SCREENSHOTS,
  shot,
  startHarness,
  toastSays,
} from "./browser-harness.ts";

// What each card, answer, panel and toast says, and the layout on a phone.
let harness: DemoHarness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await harness?.stop();
});

async function openPage(workspace: string, viewport?: { width: number; height: number }): Promise<Page> {
  return harness.open(await harness.context(viewport), workspace);
}

/** The width of a PNG, read from its header (bytes 16-19 of the IHDR chunk). */
const pngWidth = (png: Buffer): number => png.readUInt32BE(16);

describe("the demo page's cards, answers and panels", () => {
  it("shows a rejected run as rejected, not rolled back, and folds the waiting answer", async () => {
    const page = await openPage("reject");
    const card = await fileIssue(page, "a button nobody wants");
    await card.getByTestId("reject").click();
    const rejected = runCardWithStatus(page, "rejected");
    await rejected.waitFor();
    await toastSays(page, "Rejected: the run ended without running the action.");
    expect(await rejected.getByTestId("reverted").count()).toBe(0);
    expect(await rejected.textContent()).not.toContain("Rolled back");
    expect(await rejected.getByTestId("run-error").textContent()).toBe(
      "Action tracker.create_issue rejected by user",
    );
    const answer = page.locator("[data-testid=assistant-message][data-superseded=rejected]");
    await answer.waitFor();
    expect(await answer.getByTestId("assistant-update").textContent()).toBe(
      "Update: rejected; the run ended and nothing was written.",
    );
    expect(await page.getByText("nothing was written yet").isVisible()).toBe(false);
    await shot(page, "details-01-rejected");
    await page.context().close();
  });

  it("renders inline code, readable dates, and a toast that covers no message", async () => {
    const page = await openPage("rendering");
    await fileIssue(page, "timestamps nobody can read");
    const waiting = page.getByTestId("assistant-message").filter({ hasText: "waiting for your approval" });
    expect(await waiting.locator("code.inline").textContent()).toBe("tracker.create_issue");
    expect(await waiting.textContent()).not.toContain("`");

    await runCardWithStatus(page, "paused").getByTestId("approve").click();
    const card = runCardWithStatus(page, "completed");
    await card.waitFor();
    await toastSays(page, "Approved: the run continued by replay.");
    const result = (await card.getByTestId("run-result").textContent()) ?? "";
    expect(result).toContain('"createdAt": "');
    expect(result).not.toMatch(/\b\d{13}\b/);

    const boxes = await page.evaluate(() => {
      const transcript = document.querySelector("#transcript")?.getBoundingClientRect();
      const last = document.querySelector("#transcript")?.lastElementChild?.getBoundingClientRect();
      const toast = document.querySelector("#toast")?.getBoundingClientRect();
      return { transcript, last, toast };
    });
    if (!boxes.transcript || !boxes.last || !boxes.toast) throw new Error("missing transcript or toast");
    // The last line is inside the transcript's visible area, and the toast is below the transcript.
    expect(boxes.last.bottom).toBeLessThanOrEqual(boxes.transcript.bottom + 1);
    expect(boxes.toast.top).toBeGreaterThanOrEqual(boxes.transcript.bottom - 1);
    await shot(page, "details-02-toast-below-transcript");
    await page.context().close();
  });

  it("asks for approval before it closes an issue", async () => {
    const page = await openPage("close");
    await ask(page, "Close issue #2");
    const card = runCardWithStatus(page, "paused");
    await card.getByTestId("approve").waitFor();
    expect(await card.getByTestId("approval").textContent()).toContain("tracker.close_issue");
    await page.getByTestId("assistant-message").filter({ hasText: "(#2)" }).waitFor();
    const issue = page.locator("[data-testid=issue][data-number='2']");
    expect(await issue.getAttribute("class")).toContain("open");
    await card.getByTestId("approve").click();
    await runCardWithStatus(page, "completed").waitFor();
    await page.locator("[data-testid=issue][data-number='2'].closed").waitFor();
    await page.context().close();
  });

  it("says what a snippet calls, suggests no snippet that does not exist, and fails a missing one", async () => {
    const page = await openPage("snippets");
    await ask(page, "hello");
    // Waited for to the end of the streamed answer: the snippet hint is its last line.
    const help = page
      .getByTestId("assistant-message")
      .filter({ hasText: "“Run snippet <name>” for a run you saved" });
    await help.waitFor();
    expect(await help.textContent()).not.toContain("open-issues");

    await ask(page, "List open issues");
    await page.getByTestId("assistant-message").filter({ hasText: "2 open issues:" }).waitFor();
    const listed = runCardWithStatus(page, "completed").last();
    await listed.getByTestId("save-snippet").click();
    await listed.getByTestId("snippet-name").fill("open-issues");
    await listed.getByTestId("snippet-save").click();
    const snippet = page.locator('[data-testid=snippet][data-name="open-issues"]');
    await snippet.waitFor();
    expect(await snippet.getByTestId("snippet-calls").textContent()).toBe("calls tracker.list_issues");

    await ask(page, "Run snippet nothing-here");
    const failed = runCardWithStatus(page, "error");
    await failed.waitFor();
    expect(await failed.getByTestId("run-error").textContent()).toContain('Snippet "nothing-here" not found');
    await page.getByTestId("assistant-message").filter({ hasText: "The run failed:" }).waitFor();
    expect(await page.locator("[data-testid=audit-entry][data-status=completed]").count()).toBe(1);
    await shot(page, "details-03-snippets");
    await page.context().close();
  });

  it("fits a 390 px wide phone: no horizontal overflow, Send on screen", async () => {
    const page = await openPage("phone", { width: 390, height: 844 });
    const noOverflow = async (label: string) => {
      const sizes = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect(sizes.scrollWidth, label).toBeLessThanOrEqual(sizes.innerWidth);
      // The screenshot of the whole page is as wide as the screen: nothing sticks out to the right.
      const png = await page.screenshot({
        fullPage: true,
        path: join(SCREENSHOTS, `details-04-phone-${label}.png`),
      });
      expect(pngWidth(png), label).toBe(390);
    };
    await noOverflow("empty");
    await fileIssue(page, "pages wider than the phone");
    await noOverflow("waiting-for-approval");
    const send = await page.getByTestId("send").boundingBox();
    if (!send) throw new Error("the Send button is not drawn");
    expect(send.x).toBeGreaterThanOrEqual(0);
    expect(send.x + send.width).toBeLessThanOrEqual(390);
    await runCardWithStatus(page, "paused").getByTestId("approve").click();
    await runCardWithStatus(page, "completed").waitFor();
    await issueTitled(page, "Pages wider than the phone").waitFor();
    await page.locator("[data-testid=audit-entry] .audit-toggle").first().click();
    await page.getByTestId("audit-entry").getByTestId("run-card").waitFor();
    await noOverflow("approved-audit-open");
    await page.context().close();
  });
});
