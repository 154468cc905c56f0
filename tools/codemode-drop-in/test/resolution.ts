// Type-level proof that "@cloudflare/codemode" resolves to our umbrella package: these names exist only in
// ours, so `tsc -p tsconfig.json` fails if the alias ever resolves to the reference package instead.
import type { CodemodeError, CodemodeRecoverOptions, CodemodeRuntimeHandle } from "@cloudflare/codemode";

export type OursOnly = [CodemodeError["code"], CodemodeRecoverOptions, CodemodeRuntimeHandle["recover"]];
