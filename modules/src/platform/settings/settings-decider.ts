import type { SettingsEvent } from './settings-events.js';
import type { Decider } from '@gym/kernel/commands/decider';
import { DEFAULT_GYM_SETTINGS } from './settings-contracts.js';
import type { GymSettings, GymSettingsInput } from './settings-contracts.js';

export type SettingsCommand =
  { type: 'ChangeSettings'; settings: GymSettingsInput } | { type: 'ChangeLogo'; logo: string };

const same = (a: GymSettings, b: GymSettings) =>
  (Object.keys(b) as (keyof GymSettings)[]).every((key) => a[key] === b[key]) &&
  Object.keys(a).length === Object.keys(b).length;

/** The gym's settings: one record, replaced whole on every change. */
export const settingsDecider: Decider<GymSettings, SettingsCommand, SettingsEvent> = {
  initialState: () => DEFAULT_GYM_SETTINGS,
  evolve: (_state, event) => event.data,
  decide(command, state) {
    const next: GymSettings =
      command.type === 'ChangeSettings' ? { ...command.settings, logo: state.logo } : { ...state, logo: command.logo };
    return same(next, state) ? [] : [{ type: 'GymSettingsChanged', data: next }];
  },
};
