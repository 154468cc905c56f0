// The dynamic Worker's main module: importing the normalizer evaluates it (the cost of a cold isolate that
// loads it); `?program=` also normalizes one program (the first call, which compiles and warms the parser).
import { normalizeCode } from "./normalizer.js";

export default {
  fetch(request: Request): Response {
    const program = new URL(request.url).searchParams.get("program");
    const normalized = program === null ? "" : normalizeCode(program);
    return new Response(String(normalized.length));
  },
};
