import { MEMBER_NUMBER_BASE, MEMBER_NUMBER_SEQUENCE, memberStream } from './member-events.js';
import type { MemberEvent } from './member-events.js';
import type { RecordedEvent } from '@gym/events/store/envelope';
import { executeCommand } from '@gym/kernel/commands/execute-command';
import type { CommandContext } from '@gym/kernel/commands/execute-command';
import { SEQUENCE_ATTEMPTS, nextNumber } from '@gym/kernel/commands/sequence';
import { memberDecider } from './member-decider.js';
import { loadMember } from './load-member.js';
import type { MemberCommand, MemberState } from './member-decider.js';

/**
 * Registers a member with the next member number: the member's stream and the number sequence are appended together,
 * so two desks registering at once get different numbers (the loser decides again with the next).
 */
export function registerMember(
  context: CommandContext,
  command: Omit<Extract<MemberCommand, { type: 'RegisterMember' }>, 'memberNumber'>,
) {
  const numberOf = (events: readonly { type: string; data: unknown }[]) =>
    (events.find((e) => e.type === 'MemberRegistered')?.data as { memberNumber: number }).memberNumber;
  return executeCommand(context, {
    attempts: SEQUENCE_ATTEMPTS,
    queue: MEMBER_NUMBER_SEQUENCE,
    async plan() {
      const [{ state, version }, sequence] = await Promise.all([
        loadMember(context, command.memberId),
        nextNumber(context.store, MEMBER_NUMBER_SEQUENCE),
      ]);
      const memberNumber = MEMBER_NUMBER_BASE + sequence.next;
      const events = memberDecider.decide({ ...command, memberNumber }, state);
      return {
        appends: [
          { streamId: memberStream(command.memberId), expectedVersion: version, events },
          sequence.claim({ type: 'MemberNumberAssigned', data: { memberNumber, memberId: command.memberId } }),
        ],
        answer: { id: command.memberId, memberNumber },
      };
    },
    replay: (stored: readonly RecordedEvent[]) => ({ id: command.memberId, memberNumber: numberOf(stored) }),
  });
}

/**
 * Runs one or more commands on a member's stream as one decision: each is decided on the state the previous one
 * left, and all their events are appended together (a PATCH that edits the profile and sets a status).
 */
export function runMemberCommands(
  context: CommandContext,
  memberId: string,
  commands: (state: MemberState) => MemberCommand[],
) {
  return executeCommand(context, {
    async plan() {
      const { state, version } = await loadMember(context, memberId);
      let current = state;
      const events: MemberEvent[] = [];
      for (const command of commands(state)) {
        const decided = memberDecider.decide(command, current);
        current = decided.reduce(memberDecider.evolve, current);
        events.push(...decided);
      }
      return {
        appends: [{ streamId: memberStream(memberId), expectedVersion: version, events }],
        answer: { id: memberId, state: current },
      };
    },
    replay: (stored) => ({
      id: memberId,
      state: stored
        .map((e) => context.catalogue.parseEvent(e) as MemberEvent)
        .reduce(memberDecider.evolve, memberDecider.initialState()),
    }),
  });
}
