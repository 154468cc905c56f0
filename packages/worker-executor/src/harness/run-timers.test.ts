import { describe, expect, it } from "vitest";
import { clearRunTimers, trackTimer } from "./run-timers.ts";

describe("run timers", () => {
  it("cancels every pending timeout and interval the run set, and forgets them", async () => {
    const fired: string[] = [];
    trackTimer(
      setTimeout(() => fired.push("timeout"), 1),
      false,
    );
    trackTimer(
      setInterval(() => fired.push("interval"), 1),
      true,
    );
    clearRunTimers();
    const kept = setTimeout(() => fired.push("untracked"), 1);
    // timing-allowed: deadline order, not a duration: timers of 1 ms set before this one would fire first.
    await new Promise((resolve) => setTimeout(resolve, 5));
    clearTimeout(kept);
    expect(fired).toEqual(["untracked"]);
    clearRunTimers();
  });
});
