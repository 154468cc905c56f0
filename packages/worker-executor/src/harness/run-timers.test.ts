import { describe, expect, it } from "vitest";
import { clearRunTimers, trackTimer } from "./run-timers.ts";

// Timers of 1 ms and one of 5 ms: the test reads their firing order (a runtime fires timers in deadline
// order), never how long anything took.
describe("run timers", () => {
  it("cancels every pending timeout and interval the run set, and forgets them", async () => {
    const fired: string[] = [];
    // timing-allowed: a deadline for the order of firing, not a duration.
    trackTimer(
      setTimeout(() => fired.push("timeout"), 1),
      false,
    );
    trackTimer(
      setInterval(() => fired.push("interval"), 1),
      true,
    );
    clearRunTimers();
    // timing-allowed: a deadline for the order of firing, not a duration.
    const kept = setTimeout(() => fired.push("untracked"), 1);
    // timing-allowed: fires after every 1 ms timer set before it would have.
    await new Promise((resolve) => setTimeout(resolve, 5));
    clearTimeout(kept);
    expect(fired).toEqual(["untracked"]);
    clearRunTimers();
  });
});
