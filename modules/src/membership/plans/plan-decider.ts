import type { PlanEvent } from './plan-events.js';
import type { Decider } from '@gym/kernel/commands/decider';
import type { AccessWindow } from '@gym/events/catalogue/common-schemas';
import { planRefusals } from './plan-refusals.js';

export interface PlanTermsData {
  readonly name: string;
  readonly price: number;
  readonly duration: number;
  readonly durationUnit: 'months' | 'days';
  readonly description: string;
  readonly joiningFee: number;
  readonly billingFrequency: string;
  readonly features: readonly string[];
  readonly allowedClasses: readonly string[];
  /** A pack of class credits, or a time-based plan (issue 47). */
  readonly kind?: 'time' | 'pack' | undefined;
  readonly classCredits?: number | null | undefined;
  /** When the plan admits its members (empty: whenever the gym is open). */
  readonly accessWindows?: readonly AccessWindow[] | undefined;
}

export interface PlanState {
  readonly exists: boolean;
  readonly active: boolean;
  readonly terms: PlanTermsData | null;
}

export type PlanCommand =
  | { type: 'CreatePlan'; planId: string; terms: PlanTermsData; active: boolean }
  | { type: 'ChangePlan'; planId: string; terms: Partial<PlanTermsData>; active?: boolean | undefined };

/**
 * The terms as an event carries them (copies of the lists); the access windows absent when there are none (absent
 * and empty both mean no restriction, so a plan without windows records what it always did).
 */
function eventTerms({ accessWindows, ...terms }: PlanTermsData) {
  return {
    ...terms,
    features: [...terms.features],
    allowedClasses: [...terms.allowedClasses],
    ...(accessWindows?.length
      ? { accessWindows: accessWindows.map((w) => ({ ...w, weekdays: [...w.weekdays] })) }
      : {}),
  };
}

const sameTerms = (a: PlanTermsData, b: PlanTermsData) =>
  JSON.stringify(eventTerms(a)) === JSON.stringify(eventTerms(b));

export const planDecider: Decider<PlanState, PlanCommand, PlanEvent> = {
  initialState: () => ({ exists: false, active: false, terms: null }),
  evolve(state, event) {
    switch (event.type) {
      case 'MembershipPlanCreated':
      case 'MembershipPlanChanged': {
        // Plans saved before packs have no kind: they are time-based.
        const { planId: _id, ...terms } = event.data;
        return { exists: true, active: event.type === 'MembershipPlanCreated' ? true : state.active, terms };
      }
      case 'MembershipPlanDeactivated':
        return { ...state, active: false };
      case 'MembershipPlanReactivated':
        return { ...state, active: true };
    }
  },
  decide(command, state) {
    const kind = command.terms.kind ?? state.terms?.kind;
    const credits = command.terms.classCredits !== undefined ? command.terms.classCredits : state.terms?.classCredits;
    if (kind === 'pack' && !credits) throw planRefusals.invalid('pack_credits');
    if (command.type === 'CreatePlan') {
      if (state.exists) throw planRefusals.refuse('exists');
      const created: PlanEvent[] = [
        {
          type: 'MembershipPlanCreated',
          data: {
            planId: command.planId,
            ...eventTerms(command.terms),
          },
        },
      ];
      return command.active
        ? created
        : [...created, { type: 'MembershipPlanDeactivated', data: { planId: command.planId } }];
    }
    if (!state.exists || !state.terms) throw planRefusals.missing('not_found');
    const events: PlanEvent[] = [];
    const terms = { ...state.terms, ...command.terms };
    if (!sameTerms(terms, state.terms)) {
      events.push({
        type: 'MembershipPlanChanged',
        data: {
          planId: command.planId,
          ...eventTerms(terms),
        },
      });
    }
    if (command.active === false && state.active)
      events.push({ type: 'MembershipPlanDeactivated', data: { planId: command.planId } });
    if (command.active === true && !state.active)
      events.push({ type: 'MembershipPlanReactivated', data: { planId: command.planId } });
    return events;
  },
};
