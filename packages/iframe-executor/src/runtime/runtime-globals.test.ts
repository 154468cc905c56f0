// The built runtime must leave nothing of itself where the model's code can read it: no `var`, `let`, `const`,
// function or property on the global object, neither in the Worker that runs the code nor in the iframe.
import { afterEach, describe, expect, it } from "vitest";
import frameRuntime from "../../dist/runtime/frame.text.js";
import workerRuntime from "../../dist/runtime/worker.text.js";
import { buildSandboxDocument, buildWorkerSource, DEFAULT_SANDBOX_CSP } from "../sandbox-document.ts";
import { RUNTIME_SETUP_PARAMETER } from "./runtime-setup.ts";
import type { WorkerToFrameMessage } from "./worker/protocol.ts";

/** Every identifier in the built scripts, the setup's name, and a few a careless build would expose. */
const CANDIDATES = [
  ...new Set([
    ...(`${frameRuntime} ${workerRuntime}`.match(/[A-Za-z_$][\w$]*/g) ?? []),
    RUNTIME_SETUP_PARAMETER,
    "setup",
    "scope",
    "onConnect",
    "run",
    "leakedLexical",
    "leakedVar",
  ]),
];

/**
 * Source of a function expression that returns which of `names` global code can read (a `let` binding is not
 * a property of the global object, so each name is evaluated at global scope), plus the global object's own
 * property names.
 */
const READABLE = `((names) => {
  const found = Object.getOwnPropertyNames(globalThis);
  for (const name of names) {
    try { (0, eval)(name); if (!found.includes(name)) found.push(name); } catch {}
  }
  return found;
})(${JSON.stringify(CANDIDATES)})`;

const workers: Worker[] = [];
afterEach(() => {
  for (const worker of workers.splice(0)) worker.terminate();
});

function startWorker(source: string): Worker {
  const worker = new Worker(URL.createObjectURL(new Blob([source], { type: "text/javascript" })));
  workers.push(worker);
  return worker;
}

/** What a Worker without the runtime can read. */
function bareWorkerReadable(): Promise<string[]> {
  const worker = startWorker(`postMessage(${READABLE});`);
  return new Promise((resolve) => {
    worker.onmessage = (event: MessageEvent<string[]>) => resolve(event.data);
  });
}

/** What the model's code can read in the runtime's Worker built from `source`. */
function runtimeWorkerReadable(source: string): Promise<string[]> {
  const worker = startWorker(source);
  const channel = new MessageChannel();
  const result = new Promise<string[]>((resolve, reject) => {
    channel.port1.onmessage = (event: MessageEvent<WorkerToFrameMessage>) => {
      const message = event.data;
      if (message.type !== "execution-result") return;
      if (message.error !== undefined) reject(new Error(message.error));
      else resolve(message.result as string[]);
    };
  });
  worker.postMessage({ type: "connect" }, [channel.port2]);
  return result;
}

const workerSource = buildWorkerSource({
  code: `async () => ${READABLE}`,
  namespaces: [],
  maxLogLines: 10,
  maxLogLineCharacters: 100,
  maxPendingCalls: 10,
});

/** Loads `html` in a sandboxed iframe and resolves with the first `{ found }` its scripts post. */
function frameReadable(html: string): Promise<string[]> {
  return new Promise((resolve) => {
    const iframe = document.createElement("iframe");
    iframe.setAttribute("sandbox", "allow-scripts");
    const onMessage = (event: MessageEvent) => {
      if (event.source !== iframe.contentWindow || !Array.isArray(event.data?.found)) return;
      window.removeEventListener("message", onMessage);
      iframe.remove();
      resolve(event.data.found);
    };
    window.addEventListener("message", onMessage);
    iframe.srcdoc = html;
    document.body.appendChild(iframe);
  });
}

const probe = `<script>parent.postMessage({ found: ${READABLE} }, "*")</script>`;
const difference = (names: string[], baseline: string[]) => names.filter((name) => !baseline.includes(name));

describe("the built runtime's global footprint", () => {
  it("gives the model's code in the Worker no binding a bare Worker lacks", async () => {
    const [baseline, readable] = await Promise.all([
      bareWorkerReadable(),
      runtimeWorkerReadable(workerSource),
    ]);
    expect(difference(readable, baseline)).toEqual([]);
  });

  it("would see a binding the Worker's script declared at global scope (the check can fail)", async () => {
    const leaky = workerSource.replace(
      '"use strict";\n',
      '"use strict";\nlet leakedLexical = 1;\nvar leakedVar = 2;\n',
    );
    const [baseline, readable] = await Promise.all([bareWorkerReadable(), runtimeWorkerReadable(leaky)]);
    expect(difference(readable, baseline).sort()).toEqual(["leakedLexical", "leakedVar"]);
  });

  it("adds no binding to the iframe's global scope", async () => {
    const csp = `<meta http-equiv="Content-Security-Policy" content="${DEFAULT_SANDBOX_CSP}">`;
    const runtime = buildSandboxDocument({
      csp: DEFAULT_SANDBOX_CSP,
      setup: { nonce: "n", workerSource: "/* idle worker */" },
    }).replace("</body>", `${probe}</body>`);
    const [baseline, readable] = await Promise.all([
      frameReadable(`<!DOCTYPE html>${csp}${probe}`),
      frameReadable(runtime),
    ]);
    expect(difference(readable, baseline)).toEqual([]);
  });

  it("inlines into the srcdoc no text that could end or change its script element", () => {
    expect(frameRuntime).not.toMatch(/<\/?script|<!--/i);
  });
});
