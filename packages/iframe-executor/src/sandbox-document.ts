// The built runtime (see scripts/build-runtime.mjs): `pnpm build` in this package writes these files, and turbo
// builds it before any task that needs it (`build`, `test` and `typecheck` here, and every dependent package's
// tasks through `^build`).
import frameRuntime from "../dist/runtime/frame.text.js";
import workerRuntime from "../dist/runtime/worker.text.js";
import type { FrameSetup } from "./runtime/frame/frame-setup.ts";
import { RUNTIME_SETUP_PARAMETER } from "./runtime/runtime-setup.ts";
import type { WorkerSetup } from "./runtime/worker/protocol.ts";

/**
 * The Content-Security-Policy of the sandbox when the executor is given none: no network at all (every fetch
 * directive falls back to `default-src 'none'`), no forms, no `<base>`, and only what the runtime itself needs:
 * its inline bootstrap script, `eval` of the model's code, and a Worker from a `blob:` URL. A Worker created from
 * a `blob:` URL inherits this policy, so the model's `fetch`, `XMLHttpRequest`, `WebSocket`, `EventSource` and
 * `importScripts` are refused before any request leaves the browser.
 */
export const DEFAULT_SANDBOX_CSP =
  "default-src 'none'; script-src 'unsafe-inline' 'unsafe-eval'; worker-src blob:; base-uri 'none'; form-action 'none'";

/**
 * Source text of the Worker that runs the code described by `setup`: the built Worker runtime inside a strict
 * function that receives the setup, so neither the runtime nor the setup is reachable from the model's code.
 */
export function buildWorkerSource(setup: WorkerSetup): string {
  return `"use strict";\n${withSetup(workerRuntime, JSON.stringify(setup))}\n`;
}

/**
 * The `srcdoc` of one execution's iframe: the policy as a `<meta>` element ahead of anything else, then the relay
 * script with its setup inlined. Data is embedded as JSON with `<` escaped, so no value can close the script
 * element or open markup, whatever the model's code contains.
 */
export function buildSandboxDocument(options: { csp: string; setup: FrameSetup }): string {
  const script = withSetup(frameRuntime, escapeForScript(JSON.stringify(options.setup)));
  return [
    "<!DOCTYPE html>",
    '<html><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(options.csp)}">`,
    "</head><body>",
    `<script>${script.replace(/<\/(script)/gi, "<\\/$1")}</script>`,
    "</body></html>",
  ].join("\n");
}

/** `runtime` (a built script) called with `setupJson` as its setup: see src/runtime/runtime-setup.ts. */
function withSetup(runtime: string, setupJson: string): string {
  return `((${RUNTIME_SETUP_PARAMETER}) => {\n${runtime}\n})(${setupJson});`;
}

function escapeForScript(json: string): string {
  return json
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
