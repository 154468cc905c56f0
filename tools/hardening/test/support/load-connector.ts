import { CodemodeConnector, type ConnectorTools } from "@codemode/connector-base";
import type { EffectLedger } from "../../src/invariants/index.ts";
import { LOAD_CONNECTOR, loadTools } from "../../src/load/index.ts";

/** The load connector on our connector base, recording into a ledger kept outside the host. */
export class LoadConnector extends CodemodeConnector {
  readonly #ledger: EffectLedger;

  constructor(state: DurableObjectState, ledger: EffectLedger) {
    super(state, {});
    this.#ledger = ledger;
  }

  name(): string {
    return LOAD_CONNECTOR;
  }

  protected tools(): ConnectorTools {
    return loadTools(this.#ledger) as unknown as ConnectorTools;
  }
}
