// A stand-in for the `cloudflare:workers` module so a Node benchmark can import packages whose entry also
// exports Worker classes. Only what those modules touch at import time exists; nothing here runs a Worker.
export class WorkerEntrypoint {
  constructor(ctx, env) {
    this.ctx = ctx;
    this.env = env;
  }
}
export class DurableObject extends WorkerEntrypoint {}
export class RpcTarget {}
export const env = {};
export const exports = {};
