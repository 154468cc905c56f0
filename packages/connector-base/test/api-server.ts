import { WorkerEntrypoint } from "cloudflare:workers";

/** A multipart part as the server read it. */
type Part = { name: string; type: string; filename?: string; text: string };

/**
 * A real HTTP server for the default `request()` tests, reached as `exports.ApiServer` (a loopback service
 * binding): it serves routes of Stripe, Slack and Apache Qakka's documents and answers with what it
 * received (method, path, query pairs, headers, the parsed form, multipart parts, JSON or bytes), plus
 * error answers: a card decline (402), a rate limit (429 with `Retry-After`), maintenance (503, text).
 */
export class ApiServer extends WorkerEntrypoint {
  override async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const route = `${request.method} ${url.pathname}`;
    const received = {
      method: request.method,
      path: url.pathname,
      query: [...url.searchParams],
      authorization: request.headers.get("authorization"),
      idempotencyKey: request.headers.get("idempotency-key"),
      contentType: request.headers.get("content-type"),
      token: request.headers.get("token"),
    };
    switch (route) {
      case "GET /v1/balance":
        return Response.json(
          { error: { message: "Too many requests" } },
          { status: 429, headers: { "retry-after": "7" } },
        );
      case "GET /api/api.test":
        return new Response("down for maintenance", {
          status: 503,
          headers: { "content-type": "text/plain", "retry-after": "120" },
        });
      case "GET /v1/events":
        // Stays pending (on a timer, so workerd does not cancel it as hung) past the caller's timeout.
        // timing-allowed: the route must answer later than the caller's 50 ms timeout, not measure anything
        return new Promise<Response>((resolve) => setTimeout(() => resolve(new Response("late")), 10_000));
      case "POST /v1/customers": {
        const form = [...new URLSearchParams(await request.text())];
        if (form.some(([name, value]) => name === "email" && value === "declined@example.com")) {
          const message = `Your card was declined (request made with ${received.authorization}).`;
          return Response.json({ error: { type: "card_error", message, param: "email" } }, { status: 402 });
        }
        return Response.json({ ...received, form });
      }
      case "POST /v1/files": {
        const parts: Part[] = [];
        for (const [name, value] of await request.formData()) {
          const file = value as unknown as string | File;
          if (typeof file === "string") parts.push({ name, type: "text", text: file });
          else parts.push({ name, type: file.type, filename: file.name, text: await file.text() });
        }
        return Response.json({ ...received, parts });
      }
      case "POST /queues/orders/messages": {
        const bytes = new Uint8Array(await request.arrayBuffer());
        return new Response(bytes.reverse(), {
          headers: { "content-type": "application/octet-stream", "x-type": received.contentType ?? "" },
        });
      }
      default: {
        const text = await request.text();
        const json = received.contentType?.includes("json") && text !== "" ? JSON.parse(text) : undefined;
        const form = received.contentType?.includes("urlencoded")
          ? [...new URLSearchParams(text)]
          : undefined;
        return Response.json({
          ...received,
          ...(json === undefined ? {} : { json }),
          ...(form === undefined ? {} : { form }),
        });
      }
    }
  }
}
