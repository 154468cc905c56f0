// `node --import ./register.mjs`: lets Node load modules that import `cloudflare:workers` (see resolve-hook.mjs).
import { register } from "node:module";

register("./resolve-hook.mjs", import.meta.url);
