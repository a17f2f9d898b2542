import type { Decider } from '@gym/kernel/commands/decider';
import { DEFAULT_DISCOUNT_LIMIT } from './supplement-contracts.js';
import type { SupplementEvent } from './supplement-events.js';
import { supplementsRefusals } from './supplements-refusals.js';

/** Percent of a sale a role may give as discount until a settings manager says otherwise. */
export const DEFAULT_DISCOUNT_LIMITS: Readonly<Record<string, number>> = { administrator: 100 };
/** Any other role (the receptionist's included). */
export { DEFAULT_DISCOUNT_LIMIT };

export type DiscountLimits = ReadonlyMap<string, number>;

export const limitFor = (limits: DiscountLimits, role: string) =>
  limits.get(role) ?? DEFAULT_DISCOUNT_LIMITS[role] ?? DEFAULT_DISCOUNT_LIMIT;

export type DiscountLimitCommand = { type: 'SetDiscountLimit'; role: string; percent: number };

export const discountLimitsDecider: Decider<DiscountLimits, DiscountLimitCommand, SupplementEvent> = {
  initialState: () => new Map(),
  evolve(state, event) {
    if (event.type !== 'SupplementDiscountLimitSet') return state;
    return new Map(state).set(event.data.role, event.data.percent);
  },
  decide(command, state) {
    if (command.percent < 0 || command.percent > 100) throw supplementsRefusals.invalid('discount_limit_range');
    if (limitFor(state, command.role) === command.percent && state.has(command.role)) return [];
    return [{ type: 'SupplementDiscountLimitSet', data: { role: command.role, percent: command.percent } }];
  },
};
