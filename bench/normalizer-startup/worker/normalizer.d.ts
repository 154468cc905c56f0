// The module the probe imports: a normalizer bundle, or the empty baseline; supplied at load time.
export declare function normalizeCode(code: string): string;
