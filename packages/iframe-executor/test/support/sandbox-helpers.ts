import type { ResolvedProvider } from "@codemode/runtime-core";
import { cdp } from "vitest/browser";

/** Sandbox iframes currently in this test document. */
export function sandboxFrameCount(): number {
  return document.querySelectorAll('iframe[sandbox="allow-scripts"]').length;
}

/** One `codemode` provider with the given host functions. */
export function codemode(fns: Record<string, (...args: never[]) => unknown>): ResolvedProvider[] {
  return [{ name: "codemode", fns: fns as ResolvedProvider["fns"] }];
}

/** A promise with its resolver, for host tools that answer when the test says so. */
export function deferred<T = unknown>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/**
 * Ids of the dedicated Workers that sandbox iframes (opaque origin, so `blob:null/...` URLs) are running now,
 * as Chromium's DevTools protocol lists them. A Worker stays listed until its thread has really stopped.
 */
export async function sandboxWorkerIds(): Promise<Set<string>> {
  const { targetInfos } = (await cdp().send("Target.getTargets" as never)) as {
    targetInfos: Array<{ targetId: string; type: string; url: string }>;
  };
  return new Set(
    targetInfos
      .filter((target) => target.type === "worker" && target.url.startsWith("blob:null/"))
      .map((target) => target.targetId),
  );
}
