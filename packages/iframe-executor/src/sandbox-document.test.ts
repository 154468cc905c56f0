import { describe, expect, it } from "vitest";
import { buildSandboxDocument, buildWorkerSource, DEFAULT_SANDBOX_CSP } from "./sandbox-document.ts";

/** Loads `html` in a sandboxed iframe and collects what its script posts until it posts "done". */
function loadSandboxed(html: string): Promise<unknown[]> {
  return new Promise((resolve, reject) => {
    const iframe = document.createElement("iframe");
    iframe.setAttribute("sandbox", "allow-scripts");
    const messages: unknown[] = [];
    // timing-allowed: only turns a hang into a readable failure; the iframe answers within milliseconds, and
    // 15 s (under the test's 20 s timeout) is far above a loaded machine's time too.
    const timer = setTimeout(
      () => reject(new Error(`no "done" from the iframe; got ${JSON.stringify(messages)}`)),
      15_000,
    );
    const onMessage = (event: MessageEvent) => {
      if (event.source !== iframe.contentWindow) return;
      if (event.data === "done") {
        clearTimeout(timer);
        window.removeEventListener("message", onMessage);
        iframe.remove();
        resolve(messages);
      } else {
        messages.push(event.data);
      }
    };
    window.addEventListener("message", onMessage);
    iframe.srcdoc = html;
    document.body.appendChild(iframe);
  });
}

describe("DEFAULT_SANDBOX_CSP", () => {
  it("blocks image beacons, fetches and styles in the sandbox document itself", async () => {
    const messages = await loadSandboxed(`<!DOCTYPE html>
      <meta http-equiv="Content-Security-Policy" content="${DEFAULT_SANDBOX_CSP}">
      <script>
        // "done" after the third report, not after a fixed time.
        let reports = 0;
        document.addEventListener("securitypolicyviolation", (event) => {
          parent.postMessage(event.effectiveDirective + " " + event.blockedURI, "*");
          reports += 1;
          if (reports === 3) parent.postMessage("done", "*");
        });
        new Image().src = "http://127.0.0.1:9/beacon.gif?secret=1";
        fetch("http://127.0.0.1:9/fetch?secret=1").catch(() => {});
        const link = document.createElement("link");
        link.rel = "stylesheet";
        link.href = "http://127.0.0.1:9/style.css?secret=1";
        document.head.appendChild(link);
      </script>`);
    expect(messages).toEqual(
      expect.arrayContaining([
        "img-src http://127.0.0.1:9/beacon.gif?secret=1",
        "connect-src http://127.0.0.1:9/fetch?secret=1",
        "style-src-elem http://127.0.0.1:9/style.css?secret=1",
      ]),
    );
    expect(messages).toHaveLength(3);
  });
});

describe("buildSandboxDocument", () => {
  it("puts the policy first and keeps any data inside the one script element", () => {
    const hostile = "</script><script>parent.postMessage('escaped', '*')</script><!--";
    const html = buildSandboxDocument({
      csp: `default-src 'none'; script-src 'unsafe-inline' "quoted" <tag>`,
      setup: {
        nonce: hostile,
        workerSource: buildWorkerSource({
          code: `async () => "${hostile}"`,
          namespaces: [{ name: "codemode", tools: [hostile], prelude: hostile }],
          maxLogLines: 1,
          maxLogLineCharacters: 1,
          maxPendingCalls: 1,
        }),
      },
    });
    const parsed = new DOMParser().parseFromString(html, "text/html");
    const meta = parsed.head.firstElementChild?.nextElementSibling;
    expect(meta?.getAttribute("http-equiv")).toBe("Content-Security-Policy");
    expect(meta?.getAttribute("content")).toBe(
      `default-src 'none'; script-src 'unsafe-inline' "quoted" <tag>`,
    );
    expect(parsed.scripts).toHaveLength(1);
    expect(parsed.body.children).toHaveLength(1);
  });

  it("produces a relay that announces itself with the nonce", async () => {
    const html = buildSandboxDocument({
      csp: DEFAULT_SANDBOX_CSP,
      setup: { nonce: "nonce-under-test", workerSource: "/* idle worker */" },
    });
    const messages = await loadSandboxed(
      html.replace("</body>", '<script>parent.postMessage("done", "*")</script></body>'),
    );
    expect(messages).toEqual([{ type: "sandbox-ready", nonce: "nonce-under-test" }]);
  });
});
