import type { SettingsEvent } from './settings-events.js';
import type { Decider } from '@gym/kernel/commands/decider';
import { DEFAULT_GYM_SETTINGS, withDefaults } from './settings-contracts.js';
import type { GymSettings, GymSettingsInput } from './settings-contracts.js';

export type SettingsCommand =
  { type: 'ChangeSettings'; settings: GymSettingsInput } | { type: 'ChangeLogo'; logo: string };

const same = (a: GymSettings, b: GymSettings) =>
  (Object.keys(b) as (keyof GymSettings)[]).every((key) => a[key] === b[key]) &&
  Object.keys(a).length === Object.keys(b).length;

/** The fields a change names (an optional one left out keeps its value). */
function definedOnly(input: GymSettingsInput): Partial<GymSettings> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<GymSettings>;
}

/** The gym's settings: one record, replaced whole on every change. */
export const settingsDecider: Decider<GymSettings, SettingsCommand, SettingsEvent> = {
  initialState: () => DEFAULT_GYM_SETTINGS,
  evolve: (_state, event) => withDefaults(event.data),
  decide(command, state) {
    const next: GymSettings =
      command.type === 'ChangeSettings'
        ? withDefaults({ ...state, ...definedOnly(command.settings), logo: state.logo })
        : { ...state, logo: command.logo };
    return same(next, state) ? [] : [{ type: 'GymSettingsChanged', data: next }];
  },
};
