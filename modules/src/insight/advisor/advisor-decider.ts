import type { Decider } from '@gym/kernel/commands/decider';
import type { AdvisorEvent } from './advisor-events.js';
import type { FitnessPlan } from './advisor-contracts.js';
import { advisorRefusals } from './advisor-refusals.js';
import { memberRefusals } from '../../membership/members/public.js';

export interface PlanState {
  readonly saved: boolean;
  readonly memberId: string | null;
  readonly memberName: string | null;
}

export type PlanCommand =
  | {
      type: 'SavePlan';
      planId: string;
      memberId: string;
      /** The member as the members area knows them (null: not registered). */
      member: { name: string; archived: boolean } | null;
      plan: FitnessPlan;
    }
  | { type: 'SendPlan'; planId: string; channel: 'email' | 'sms' | 'whatsapp'; messageId: string };

/**
 * A saved plan is kept as it was: saving again is a new plan, never an edit of the old one. A saved plan can be sent
 * to its member as often as staff ask (each send is its own message; consent is the marketing area's to judge).
 */
export const planDecider: Decider<PlanState, PlanCommand, AdvisorEvent> = {
  initialState: () => ({ saved: false, memberId: null, memberName: null }),
  evolve: (state, event) =>
    event.type === 'FitnessPlanSaved'
      ? { saved: true, memberId: event.data.memberId, memberName: event.data.memberName }
      : state,
  decide(command, state) {
    if (command.type === 'SendPlan') {
      if (!state.saved || !state.memberId || !state.memberName) throw advisorRefusals.missing('plan_not_found');
      const { planId, channel, messageId } = command;
      return [
        {
          type: 'FitnessPlanSent',
          data: { planId, memberId: state.memberId, memberName: state.memberName, channel, messageId },
        },
      ];
    }
    if (state.saved) throw advisorRefusals.refuse('plan_saved');
    if (!command.member) throw memberRefusals.missing('not_found');
    if (command.member.archived) throw advisorRefusals.refuse('member_archived');
    if (command.plan.profile.memberId && command.plan.profile.memberId !== command.memberId)
      throw advisorRefusals.refuse('other_member');
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
