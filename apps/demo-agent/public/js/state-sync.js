// Keeps the page in step with the agent: it reads GET /api/state again and again and redraws when the state
// changed, so a reload mid-run, a second tab, or an action taken elsewhere shows up without a manual reload.
// Polling stands in for events here; one read at a time, faster while something runs.

/** How long to wait between reads: short while a turn or a run is live, longer when all is quiet. */
const LIVE_INTERVAL_MS = 400;
const QUIET_INTERVAL_MS = 1500;

/**
 * Starts syncing. `load()` reads the state and returns it; `paused()` says to skip a read (the page is
 * streaming its own turn and redraws from that); `onError` gets a failed read once per outage.
 */
export function startStateSync({ load, paused, onError }) {
  let timer;
  let reading;
  let again = false;
  let failing = false;
  let live = false;

  /** Reads now; called during a read, it reads once more right after it (the caller wants a fresh state). */
  async function tick() {
    if (reading) {
      again = true;
      return reading;
    }
    clearTimeout(timer);
    reading = (async () => {
      if (paused()) return;
      try {
        live = isLive(await load());
        failing = false;
      } catch (error) {
        if (!failing) onError(error);
        failing = true;
      }
    })();
    await reading;
    reading = undefined;
    if (again) {
      again = false;
      return tick();
    }
    timer = setTimeout(tick, live ? LIVE_INTERVAL_MS : QUIET_INTERVAL_MS);
  }

  // A tab brought back to the front reads at once instead of waiting for its next (throttled) tick.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") tick();
  });
  window.addEventListener("focus", () => tick());
  tick();
  return { now: tick };
}

function isLive(state) {
  if (!state) return false;
  return state.turn !== null || state.runs.some((run) => run.status === "running");
}
