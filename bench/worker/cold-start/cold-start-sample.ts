/**
 * Milliseconds of one sample: first search on the first handle, on a second fresh handle, on a third whose
 * connector reads an equal copy of the document parsed again (parsed before the clock starts), and warm; then
 * fresh handles and warm searches in a settled isolate. Shared by the worker and `scripts/cold-start.ts`.
 */
export type ColdStartSample = {
  firstHandle: number;
  freshHandle: number;
  reparsedHandle: number;
  warm: number;
  /**
   * After the warm searches, once the isolate has settled (the cold handle's garbage collected, the code
   * compiled): the mean of five fresh handles (each searching other words), then of five warm searches.
   */
  settledFreshHandle: number;
  settledWarm: number;
};
