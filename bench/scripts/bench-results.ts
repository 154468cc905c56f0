/** Summary of one contender's samples of one row. */
export interface Summary {
  median: number;
  p25: number;
  p75: number;
  samples: number;
}

/** One row of the results table. */
export interface ResultRow {
  id: string;
  group: string;
  title: string;
  unit: string;
  parameter?: number;
  /** Where the Durable Objects' SQLite files lived during the measurement. */
  storage: "memory" | "disk";
  ours: Summary;
  reference: Summary;
  /** ours / reference medians: below 1 means ours is faster or smaller. */
  ratio: number;
  target?: { ratioAtMost: number };
  meetsTarget?: boolean;
  /** The row this one measures again with an event listener attached to ours (see BenchmarkCase). */
  variantOf?: string;
}

/** Tool-description sizes for one catalog size. */
export interface TokenRow {
  tools: number;
  ours: number;
  reference: number;
  classic: number;
}

/** Load benchmark outcome of one contender in one scenario. */
export interface LoadSummary {
  scenario: string;
  contender: "ours" | "reference";
  runs: number;
  runtimes: number;
  wallMs: number;
  executionsPerSecond: number;
  latencyMs: { p50: number; p95: number; p99: number; max: number };
  statuses: Record<string, number>;
  /** Retention and expiry sweeps that ran during the scenario, and the abandoned runs they expired. */
  sweeps: number;
  expired: number;
  violations: string[];
}

/** Everything one `pnpm bench` run measured. */
export interface BenchResults {
  measuredAt: string;
  commit: string;
  machine: {
    cpus: string;
    cores: number;
    memoryGiB: number;
    platform: string;
    node: string;
    loadAverageAtStart: number[];
    loadAverageAtEnd: number[];
  };
  settings: { rounds: number; warmupRounds: number; diskRounds: number };
  rows: ResultRow[];
  tokens: { tokenizer: string; toolsPerConnector: number; rows: TokenRow[] };
  load: LoadSummary[];
  /** Rows whose request stalled once (the worker was restarted and the row measured again). */
  stalls: string[];
  durationSeconds: number;
}
