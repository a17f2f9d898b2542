import type { Decider } from '@gym/kernel/commands/decider';
import { missing, refuse } from '@gym/kernel/commands/domain-error';
import type { AdvisorEvent } from './advisor-events.js';
import type { FitnessPlan } from './advisor-contracts.js';

export interface PlanState {
  readonly saved: boolean;
}

export type PlanCommand = {
  type: 'SavePlan';
  planId: string;
  memberId: string;
  /** The member as the members area knows them (null: not registered). */
  member: { name: string; archived: boolean } | null;
  plan: FitnessPlan;
};

/** A saved plan is kept as it was: saving again is a new plan, never an edit of the old one. */
export const planDecider: Decider<PlanState, PlanCommand, AdvisorEvent> = {
  initialState: () => ({ saved: false }),
  evolve: (state, event) => (event.type === 'FitnessPlanSaved' ? { saved: true } : state),
  decide(command, state) {
    if (state.saved) throw refuse('This plan is already saved.');
    if (!command.member) throw missing('Member not found');
    if (command.member.archived) throw refuse('This member is archived; restore them before saving a plan.');
    if (command.plan.profile.memberId && command.plan.profile.memberId !== command.memberId)
      throw refuse('This plan was made for another member.');
    return [
      {
        type: 'FitnessPlanSaved',
        data: {
          planId: command.planId,
          memberId: command.memberId,
          memberName: command.member.name,
          plan: { ...command.plan, profile: { ...command.plan.profile, memberId: command.memberId } },
        },
      },
    ];
  },
};
