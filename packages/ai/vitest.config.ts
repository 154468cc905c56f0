import { aiTestConfig } from "./vitest.shared.ts";

export default aiTestConfig(6);
