import type { Pool } from 'pg';
import type { StreamAppend } from '@gym/events/store/event-store';
import type { CommandContext } from '@gym/kernel/commands/execute-command';
import { loadState } from '@gym/kernel/commands/stream-command';
import { occurrenceStream } from './class-events.js';
import { occurrenceFacts } from './class-state.js';
import { loadLedger, packCredits } from './class-credits.js';
import { occurrenceRefusals } from './class-refusals.js';
import { parseOccurrenceId } from './class-time.js';
import { holdsCredit } from './credit-ledger.js';
import { memberSeatsAround } from './member-booking-queries.js';
import type { MembershipState } from '../members/public.js';
import { effective, occurrenceDecider } from './occurrence-decider.js';

/*
 * The classes area's public contract (issue 47, item 3): a check-in to a class records the attendance on the
 * occurrence's stream in the check-in's own append, and a reader's check-in finds the class the member booked.
 */

/** How near the start a reader's check-in counts as coming to a booked class. */
const NEAR_START_MS = 60 * 60_000;

export interface ClassCheckIn {
  readonly occurrenceId: string;
  readonly className: string;
  readonly startsAt: string;
}

/**
 * An occurrence's facts and stream as a class check-in decides on them. The id names the stream, so the timetable,
 * the catalogue and the occurrence are one query; a check-in naming its occurrence starts this beside its own reads.
 */
export async function loadOccurrence(
  source: Pick<CommandContext, 'store' | 'catalogue'>,
  occurrenceId: string,
  timeZone: string,
) {
  const named = parseOccurrenceId(occurrenceId);
  if (!named) throw occurrenceRefusals.missing('not_found');
  const [{ facts, stream }, occurrence] = await Promise.all([
    occurrenceFacts(source, occurrenceId, timeZone),
    loadState(source, occurrenceStream(named.sessionId, named.day), occurrenceDecider),
  ]);
  return { facts, stream, occurrence };
}

/**
 * The appends that record a member's attendance at an occurrence (nothing when already recorded), the class it is of
 * (the check-in's `classId`), and what the check-in answers. Refused when the occurrence is unknown or cancelled, or
 * full and the member has no booking in it. A pack member's walk-in holds its credit on the member's credit ledger at
 * the version it was counted at, as a booking does (a booking at the same moment makes one of them decide again).
 */
export async function classAttendance(
  source: Pick<CommandContext, 'store' | 'catalogue'>,
  input: {
    occurrenceId: string;
    memberId: string;
    checkInId: string;
    timeZone: string;
    pool: Pool;
    /** The member's membership, as the check-in judged it (a pack's walk-in uses a credit). */
    membership: MembershipState | null;
    now: Date;
    /** The occurrence as `loadOccurrence` read it already, if the caller started that beside its own reads. */
    loaded?: ReturnType<typeof loadOccurrence> | undefined;
  },
): Promise<{ appends: StreamAppend[]; classId: string; classCheckIn: ClassCheckIn }> {
  const membership = input.membership;
  const pack = membership?.classCredits != null ? { ...membership, classCredits: membership.classCredits } : null;
  // A pack's ledger is read beside the occurrence (one query when both are to be read), then what it names.
  const [{ facts, stream, occurrence }, credits] = await Promise.all([
    input.loaded ?? loadOccurrence(source, input.occurrenceId, input.timeZone),
    pack
      ? loadLedger(source, input.memberId).then((ledger) =>
          packCredits({ ...source, now: input.now }, input, input.memberId, pack, ledger),
        )
      : null,
  ]);
  const events = occurrenceDecider.decide(
    {
      type: 'RecordAttendance',
      memberId: input.memberId,
      checkInId: input.checkInId,
      facts,
      creditsLeft: credits?.left ?? null,
    },
    occurrence.state,
  );
  return {
    appends: [
      { streamId: stream, expectedVersion: occurrence.version, events },
      ...(credits && holdsCredit(events) ? [credits.hold(input.occurrenceId)] : []),
    ],
    classId: facts.classId,
    classCheckIn: {
      occurrenceId: input.occurrenceId,
      className: facts.className,
      startsAt: effective(occurrence.state, facts).startsAt.toISOString(),
    },
  };
}

/** The occurrence a member is booked in that starts within an hour of an instant (the nearest), or null. */
export async function bookedOccurrenceNear(
  pool: Pool,
  memberId: string,
  day: string,
  at: Date,
  timeZone: string,
): Promise<string | null> {
  const near = (await memberSeatsAround(pool, memberId, day, timeZone, ['booked']))
    .map((o) => ({ id: o.occurrenceId, distance: Math.abs(Date.parse(o.startsAt) - at.getTime()) }))
    .filter((o) => o.distance <= NEAR_START_MS)
    .sort((a, b) => a.distance - b.distance);
  return near[0]?.id ?? null;
}
