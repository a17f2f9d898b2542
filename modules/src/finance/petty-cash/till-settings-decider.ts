import type { Decider } from '@gym/kernel/commands/decider';
import { toQar } from '@gym/kernel/contracts/money';
import { VARIANCE_REASON_THRESHOLD } from './denominations.js';
import type { TillEvent } from './till-events.js';
import { pettyCashRefusals } from './petty-cash-refusals.js';

/** The till's settings in force: the default until someone changes them. */
export interface TillSettingsState {
  /** A close whose variance is more than this (either way, dirhams) needs a reason. */
  readonly varianceReasonThreshold: number;
}

export type TillSettingsCommand = { type: 'ChangeTillSettings'; varianceReasonThreshold: number };

/** The largest threshold one may set: 10,000.00 QAR (above it no count would ever need a reason). */
export const MAX_VARIANCE_REASON_THRESHOLD = 1_000_000;

export const tillSettingsDecider: Decider<TillSettingsState, TillSettingsCommand, TillEvent> = {
  initialState: () => ({ varianceReasonThreshold: VARIANCE_REASON_THRESHOLD }),
  evolve: (state, event) =>
    event.type === 'TillSettingsChanged' ? { varianceReasonThreshold: event.data.varianceReasonThreshold } : state,
  decide(command, state) {
    const threshold = command.varianceReasonThreshold;
    if (!Number.isInteger(threshold) || threshold < 0) throw pettyCashRefusals.invalid('threshold_negative');
    if (threshold > MAX_VARIANCE_REASON_THRESHOLD)
      throw pettyCashRefusals.invalid('threshold_max', { maxQar: toQar(MAX_VARIANCE_REASON_THRESHOLD) });
    if (threshold === state.varianceReasonThreshold) return [];
    return [{ type: 'TillSettingsChanged', data: { varianceReasonThreshold: threshold } }];
  },
};
