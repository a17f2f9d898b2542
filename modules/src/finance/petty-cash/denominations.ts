/**
 * What a Qatari till holds, in dirhams (1 QAR = 100 dirhams): riyal notes 500 to 1 and the dirham coins. A close
 * counts each of them.
 */
export const QAR_DENOMINATIONS = [50000, 20000, 10000, 5000, 1000, 500, 100, 50, 25, 10, 5, 1] as const;

/**
 * By default a difference between counted and expected cash above this (either way) needs a reason: 10.00 QAR. The
 * gym changes it (`TillSettingsChanged`, till-settings-decider.ts).
 */
export const VARIANCE_REASON_THRESHOLD = 1000;
