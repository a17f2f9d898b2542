import { MEMBER_NUMBER_BASE, MEMBER_NUMBER_SEQUENCE, memberStream } from './member-events.js';
import type { MemberEvent } from './member-events.js';
import type { RecordedEvent } from '@gym/events/store/envelope';
import { executeCommand } from '@gym/kernel/commands/execute-command';
import type { CommandContext } from '@gym/kernel/commands/execute-command';
import { SEQUENCE_ATTEMPTS, nextNumber } from '@gym/kernel/commands/sequence';
import { memberDecider } from './member-decider.js';
import { loadMember } from './load-member.js';
import type { MemberCommand, MemberState } from './member-decider.js';
import { qatarIdAppends } from './qatar-id-claims.js';

/**
 * Registers a member with the next member number: the member's stream and the number sequence are appended together,
 * so two desks registering at once get different numbers (the loser decides again with the next). A Qatar ID given is
 * claimed on its own stream in the same append (qatar-id-claims.ts).
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
      const after = events.reduce(memberDecider.evolve, state);
      return {
        appends: [
          { streamId: memberStream(command.memberId), expectedVersion: version, events },
          sequence.claim({ type: 'MemberNumberAssigned', data: { memberNumber, memberId: command.memberId } }),
          ...(await qatarIdAppends(context, command.memberId, state, after)),
        ],
        answer: { id: command.memberId, memberNumber },
      };
    },
    replay: (stored: readonly RecordedEvent[]) => ({ id: command.memberId, memberNumber: numberOf(stored) }),
  });
}

/**
 * Runs one or more commands on a member's stream as one decision: each is decided on the state the previous one
 * left, and all their events are appended together (a PATCH that edits the profile and sets a status). When the
 * decision changes the Qatar ID the member holds (an edit, an archive, a restore), the ID's streams are appended in
 * the same append, and a restore or edit to an ID another member holds is refused (qatar-id-claims.ts).
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
        appends: [
          { streamId: memberStream(memberId), expectedVersion: version, events },
          ...(await qatarIdAppends(context, memberId, state, current)),
        ],
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
