import type { PlanEvent } from './plan-events.js';
import type { Decider } from '@gym/kernel/commands/decider';
import { missing, refuse } from '@gym/kernel/commands/domain-error';

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
}

export interface PlanState {
  readonly exists: boolean;
  readonly active: boolean;
  readonly terms: PlanTermsData | null;
}

export type PlanCommand =
  | { type: 'CreatePlan'; planId: string; terms: PlanTermsData; active: boolean }
  | { type: 'ChangePlan'; planId: string; terms: Partial<PlanTermsData>; active?: boolean | undefined };

const sameTerms = (a: PlanTermsData, b: PlanTermsData) =>
  (Object.keys(a) as (keyof PlanTermsData)[]).every((key) => JSON.stringify(a[key]) === JSON.stringify(b[key]));

export const planDecider: Decider<PlanState, PlanCommand, PlanEvent> = {
  initialState: () => ({ exists: false, active: false, terms: null }),
  evolve(state, event) {
    switch (event.type) {
      case 'MembershipPlanCreated':
      case 'MembershipPlanChanged': {
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
    if (command.type === 'CreatePlan') {
      if (state.exists) throw refuse('This plan already exists.');
      const created: PlanEvent[] = [
        {
          type: 'MembershipPlanCreated',
          data: {
            planId: command.planId,
            ...command.terms,
            features: [...command.terms.features],
            allowedClasses: [...command.terms.allowedClasses],
          },
        },
      ];
      return command.active
        ? created
        : [...created, { type: 'MembershipPlanDeactivated', data: { planId: command.planId } }];
    }
    if (!state.exists || !state.terms) throw missing('Plan not found');
    const events: PlanEvent[] = [];
    const terms = { ...state.terms, ...command.terms };
    if (!sameTerms(terms, state.terms)) {
      events.push({
        type: 'MembershipPlanChanged',
        data: {
          planId: command.planId,
          ...terms,
          features: [...terms.features],
          allowedClasses: [...terms.allowedClasses],
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
