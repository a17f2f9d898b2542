import { checkInDayStream } from './check-in-events.js';
import { memberStream } from '../members/member-events.js';
import type { RecordedEvent } from '@gym/events/store/envelope';
import { executeCommand } from '@gym/kernel/commands/execute-command';
import type { CommandContext } from '@gym/kernel/commands/execute-command';
import { missing } from '@gym/kernel/commands/domain-error';
import { foldRead, loadState } from '@gym/kernel/commands/stream-command';
import { foldMember, memberCache, verdictOn } from '../members/public.js';
import { DUPLICATE_WINDOW_MS, checkInDecider, recentCheckIn } from './check-in-decider.js';

export interface CheckInInput {
  readonly checkInId: string;
  readonly memberId: string;
  readonly at: Date;
  readonly classId: string | null;
  readonly override: { requested: boolean; allowed: boolean; byUserId: number | null; byName: string };
  /** The gym-local day of an instant. */
  readonly dayOf: (instant: Date) => Promise<string>;
}

export interface CheckInResult {
  readonly id: string;
  readonly memberId: string;
  readonly checkInTime: string;
  readonly duplicate: boolean;
  readonly override: boolean;
}

/**
 * Checks a member in (DESIGN section 6): the membership is judged on the member's stream for the check-in's day; the
 * duplicate rule on the member's stream of that day (and the day before, just after midnight).
 */
export function checkInMember(context: CommandContext, input: CheckInInput) {
  const at = input.at.toISOString();
  return executeCommand<CheckInResult>(context, {
    attempts: 4,
    async plan() {
      const day = await input.dayOf(input.at);
      const previousDay = await input.dayOf(new Date(input.at.getTime() - DUPLICATE_WINDOW_MS));
      const stream = checkInDayStream(input.memberId, day);
      // The member (only what is new since the cached state), the day, and just after midnight the day before: one read.
      const cache = memberCache(context.store);
      const memberStreamId = memberStream(input.memberId);
      const cached = cache.get(memberStreamId);
      const reads = await context.store.readStreams([
        { streamId: memberStreamId, ...(cached ? { fromVersion: cached.version } : {}) },
        { streamId: stream },
        ...(previousDay === day ? [] : [{ streamId: checkInDayStream(input.memberId, previousDay) }]),
      ]);
      const member = foldMember(context.catalogue, memberStreamId, reads[0]!, cached, cache);
      const today = foldRead(context.catalogue, stream, checkInDecider, reads[1]!);
      const earlier = reads[2] ? foldRead(context.catalogue, '', checkInDecider, reads[2]) : null;
      if (!member.state.registered) throw missing('Member not found');
      const verdict = verdictOn(member.state, day);
      // A refusal comes before "already checked in": a member frozen (or expired, cancelled) since the last visit is
      // told why, not welcomed as the same visit (issue 10, item 13). An allowed override counts as the same visit.
      const admitted = verdict.ok || (input.override.requested && input.override.allowed);
      const first = recentCheckIn([...(earlier?.state.checkIns ?? []), ...today.state.checkIns], at);
      if (first && admitted) {
        return {
          appends: [],
          answer: {
            id: first.checkInId,
            memberId: input.memberId,
            checkInTime: first.at,
            duplicate: true,
            override: false,
          },
        };
      }
      const events = checkInDecider.decide(
        {
          type: 'CheckIn',
          checkInId: input.checkInId,
          memberId: input.memberId,
          at,
          day,
          classId: input.classId,
          verdict,
          override: input.override,
        },
        today.state,
      );
      return {
        appends: [{ streamId: stream, expectedVersion: today.version, events }],
        answer: {
          id: input.checkInId,
          memberId: input.memberId,
          checkInTime: at,
          duplicate: false,
          override: !verdict.ok,
        },
      };
    },
    replay: (stored: readonly RecordedEvent[]) => {
      const data = stored[0]!.data as { checkInId: string; at: string; override: unknown };
      return {
        id: data.checkInId,
        memberId: input.memberId,
        checkInTime: data.at,
        duplicate: false,
        override: data.override !== null,
      };
    },
  });
}

export function checkOutMember(
  context: CommandContext,
  input: { checkInId: string; memberId: string; day: string; at: Date },
) {
  const stream = checkInDayStream(input.memberId, input.day);
  return executeCommand(context, {
    async plan() {
      const { state, version } = await loadState(context, stream, checkInDecider);
      const events = checkInDecider.decide(
        { type: 'CheckOut', checkInId: input.checkInId, memberId: input.memberId, at: input.at.toISOString() },
        state,
      );
      return { appends: [{ streamId: stream, expectedVersion: version, events }], answer: { id: input.checkInId } };
    },
    replay: () => ({ id: input.checkInId }),
  });
}
