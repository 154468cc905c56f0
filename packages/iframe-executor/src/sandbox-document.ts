import { type FrameSetup, sandboxFrameMain } from "./frame-runtime.ts";
import { sandboxWorkerMain, type WorkerSetup } from "./worker-runtime.ts";

/**
 * The Content-Security-Policy of the sandbox when the executor is given none: no network at all (every fetch
 * directive falls back to `default-src 'none'`), no forms, no `<base>`, and only what the runtime itself needs:
 * its inline bootstrap script, `eval` of the model's code, and a Worker from a `blob:` URL. A Worker created from
 * a `blob:` URL inherits this policy, so the model's `fetch`, `XMLHttpRequest`, `WebSocket`, `EventSource` and
 * `importScripts` are refused before any request leaves the browser.
 */
export const DEFAULT_SANDBOX_CSP =
  "default-src 'none'; script-src 'unsafe-inline' 'unsafe-eval'; worker-src blob:; base-uri 'none'; form-action 'none'";

/** Source text of the Worker that runs the code described by `setup`. */
export function buildWorkerSource(setup: WorkerSetup): string {
  return `"use strict";\n(${sandboxWorkerMain.toString()})(${JSON.stringify(setup)});\n`;
}

/**
 * The `srcdoc` of one execution's iframe: the policy as a `<meta>` element ahead of anything else, then the relay
 * script with its setup inlined. Data is embedded as JSON with `<` escaped, so no value can close the script
 * element or open markup, whatever the model's code contains.
 */
export function buildSandboxDocument(options: { csp: string; setup: FrameSetup }): string {
  const script = `(${sandboxFrameMain.toString()})(${escapeForScript(JSON.stringify(options.setup))});`;
  return [
    "<!DOCTYPE html>",
    '<html><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(options.csp)}">`,
    "</head><body>",
    `<script>${script.replace(/<\/(script)/gi, "<\\/$1")}</script>`,
    "</body></html>",
  ].join("\n");
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
