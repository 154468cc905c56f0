import type { Contender } from "../contenders/contender.ts";
import { OURS } from "../contenders/our-contender.ts";
import { REFERENCE } from "../contenders/reference-contender.ts";
import { BenchHost } from "./bench-host.ts";

/** Hosts codemode's runtimes. */
export class OurHost extends BenchHost {
  protected contender(): Contender {
    return OURS;
  }
}

/** Hosts the reference's runtimes. */
export class ReferenceHost extends BenchHost {
  protected contender(): Contender {
    return REFERENCE;
  }
}
