// Entry point of the iframe's runtime, bundled by scripts/build-runtime.mjs into dist/runtime/frame.js and
// inlined into the iframe's `srcdoc` by src/sandbox-document.ts, which passes the setup (see runtime-setup.ts).

import { startFrameRelay } from "./frame-relay.ts";
import type { FrameSetup } from "./frame-setup.ts";

/** The wrapper's parameter (RUNTIME_SETUP_PARAMETER): never declared by the bundle, so esbuild keeps its name. */
declare const __codemodeRuntimeSetup: FrameSetup;

startFrameRelay(__codemodeRuntimeSetup);
