export { freePort } from "./free-port.ts";
export { type RunningCommand, runCommand, runToEnd, type StartedServer, startServer } from "./process.ts";
export { waitFor } from "./wait-for.ts";
