import { describe, expect, it } from "vitest";
import { executor } from "./support.ts";

describe("the sandbox's Web and Workers APIs", () => {
  it("has the APIs model code reaches for, working as usual", async () => {
    const outcome = await executor().execute(
      `async () => {
        const url = new URL("https://example.com/a?b=1");
        url.searchParams.set("c", "2");
        const headers = new Headers({ "content-type": "text/plain" });
        const response = new Response(JSON.stringify({ ok: true }), { status: 201, headers });
        const bytes = new TextEncoder().encode("héllo");
        const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
        const zipped = new Response(new Blob([bytes]).stream().pipeThrough(new CompressionStream("gzip")));
        const unzipped = new Response((await zipped.blob()).stream().pipeThrough(new DecompressionStream("gzip")));
        const chunks = [];
        await new ReadableStream({ start(controller) { controller.enqueue("x"); controller.close(); } })
          .pipeTo(new WritableStream({ write(chunk) { chunks.push(chunk); } }));
        const controller = new AbortController();
        controller.abort();
        return {
          href: url.href,
          contentType: response.headers.get("content-type"),
          status: response.status,
          json: await response.json(),
          text: new TextDecoder().decode(bytes),
          digestLength: digest.length,
          unzipped: await unzipped.text(),
          chunks,
          base64: btoa("hi") + atob("aGk="),
          aborted: controller.signal.aborted,
          cloned: structuredClone(new Map([[1, "a"]])).get(1),
          formatted: new Intl.NumberFormat("en-US").format(1234.5),
          weak: typeof new WeakRef({}).deref(),
          uuid: crypto.randomUUID().length,
        };
      }`,
      [],
    );
    expect(outcome.error).toBeUndefined();
    expect(outcome.result).toEqual({
      href: "https://example.com/a?b=1&c=2",
      contentType: "text/plain",
      status: 201,
      json: { ok: true },
      text: "héllo",
      digestLength: 32,
      unzipped: "héllo",
      chunks: ["x"],
      base64: "aGk=hi",
      aborted: true,
      cloned: "a",
      formatted: "1,234.5",
      weak: "object",
      uuid: 36,
    });
  });

  it("shows the effects of SANDBOX_COMPATIBILITY_FLAGS the documentation lists", async () => {
    const outcome = await executor().execute(
      `async () => {
        const response = new Response("x", { status: 202 });
        class Patched extends Response { get status() { return 1; } }
        return {
          tags: [Object.prototype.toString.call(new Headers()), String(new Blob([]))],
          ownStatus: Object.hasOwn(response, "status"),
          status: response.status,
          shadowed: new Patched("x").status,
          json: JSON.parse(JSON.stringify(new Blob(["ab"]))),
        };
      }`,
      [],
    );
    expect(outcome.result).toEqual({
      tags: ["[object Object]", "[object Object]"],
      ownStatus: true,
      status: 202,
      shadowed: 200,
      json: { type: "", size: 2 },
    });
  });
});
