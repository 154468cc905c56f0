/**
 * Node stand-in for the `cloudflare:workers` module, used only to load the reference `@cloudflare/codemode`
 * in Node for the search comparison (`test/mrr.test.ts`, `scripts/mrr.ts`). Its connectors extend these
 * classes; search never reaches anything the real runtime provides beyond the constructor's `ctx` and `env`.
 */

/** Keeps `ctx` and `env` as the Workers base class does; nothing else is needed to describe a connector. */
export class WorkerEntrypoint<Env = unknown> {
  protected ctx: unknown;
  protected env: Env;

  constructor(ctx: unknown, env: Env) {
    this.ctx = ctx;
    this.env = env;
  }
}

/** Keeps `ctx` and `env` as the Workers base class does. */
export class DurableObject<Env = unknown> {
  protected ctx: unknown;
  protected env: Env;

  constructor(ctx: unknown, env: Env) {
    this.ctx = ctx;
    this.env = env;
  }
}

/** Marker base class for objects passed by reference over Workers RPC; plain in Node. */
export class RpcTarget {}
