import { useCallback, useRef, useState } from 'react';
import { toast } from '../components/ui/toast/toast-store';
import { errorMessage } from '../lib/api-client';
import { checkInAction, useCheckInMember } from '../lib/api/check-in-member';
import type { MemberCard } from '../components/member/member-summary';
import { formatClock } from '../lib/desk-time';
import { translate } from '../lib/i18n/i18n';
import { refusalOf } from '../lib/refusal';
import type { CheckInRefusal } from '../lib/refusal';
import { useGymTimeZone } from './use-gym-today';

/** What happened to the desk's latest check-in. */
export type DeskOutcome =
  | { kind: 'pending'; member: MemberCard; override: boolean }
  | { kind: 'checked-in'; member: MemberCard; at: string; override: boolean; classCheckIn?: ClassCheckIn | null }
  | { kind: 'duplicate'; member: MemberCard; at: string }
  | { kind: 'refused'; member: MemberCard; refusal: CheckInRefusal }
  | { kind: 'failed'; member: MemberCard; message: string };

/** The class a check-in was for (issue 47). */
export interface ClassCheckIn {
  readonly occurrenceId: string;
  readonly className: string;
  readonly startsAt: string;
}

/** The spec's check-in toasts (section 8), worded in the current language when a toast spreads them. */
export const CHECK_IN_SUCCESS = {
  get title() {
    return translate('app.checkIn.success');
  },
  get description() {
    return translate('app.checkIn.successText');
  },
};
export const CHECK_IN_FAILURE = {
  get title() {
    return translate('app.checkIn.failed');
  },
  get description() {
    return translate('app.checkIn.failedText');
  },
};

/** The toast of a check-in to a class (issue 47): the spec's title, then "Checked in to Yoga at 18:00". */
export const classCheckInToast = (classCheckIn: ClassCheckIn, timeZone: string) => ({
  title: translate('app.checkIn.success'),
  description: translate('app.checkIn.toClass', {
    name: classCheckIn.className,
    time: formatClock(classCheckIn.startsAt, timeZone),
  }),
});

/** "Already checked in at HH:MM": the answer to a second check-in within 10 minutes. */
export const alreadyCheckedIn = (at: string, timeZone: string) =>
  translate('app.checkIn.already', { time: formatClock(at, timeZone) });

/** How the desk checks a member in besides the plain visit. */
export interface DeskCheckInOptions {
  /** Let in despite a refusal (canEditMembers), with the reason the desk typed. */
  readonly override?: boolean;
  readonly reason?: string;
  /** Into this class (a walk-in, issue 47): a visit within the last 10 minutes gets the class, no second visit. */
  readonly occurrenceId?: string;
  /** Into the class the member is booked in that starts within an hour, if any (the server finds it). */
  readonly bookedClass?: boolean;
}

/**
 * Checks members in from the desk and keeps the latest outcome for the screen. Scans can overlap: a slow answer
 * never replaces the outcome of a later scan. Success and failure show the spec's toasts (a class check-in says
 * which class); a duplicate says when the member came in; a refusal is shown on the screen (with its reason and the
 * override when allowed), not as a toast.
 */
export function useDeskCheckIn() {
  const { mutateAsync } = useCheckInMember();
  const [outcome, setOutcome] = useState<DeskOutcome | null>(null);
  const latest = useRef(0);
  const timeZone = useGymTimeZone();

  const checkIn = useCallback(
    async (member: MemberCard, options: DeskCheckInOptions = {}) => {
      const override = options.override === true;
      latest.current += 1;
      const mine = latest.current;
      const settle = (next: DeskOutcome) => {
        if (latest.current === mine) setOutcome(next);
      };
      settle({ kind: 'pending', member, override });
      try {
        const answer = await mutateAsync(
          checkInAction({
            memberId: member.id,
            ...(override ? { override, ...(options.reason ? { overrideReason: options.reason } : {}) } : {}),
            ...(options.occurrenceId ? { occurrenceId: options.occurrenceId } : {}),
            ...(options.bookedClass ? { bookedClass: true } : {}),
          }),
        );
        // A walk-in put into a class just after the check-in: the same visit, now with its class.
        const walkedIn = answer.duplicate && options.occurrenceId !== undefined && answer.classCheckIn !== null;
        if (answer.duplicate && !walkedIn) {
          toast({
            title: translate('app.checkIn.alreadyTitle'),
            description: translate('app.checkIn.alreadyText', {
              name: member.memberName,
              already: alreadyCheckedIn(answer.checkInTime, timeZone),
            }),
          });
          settle({ kind: 'duplicate', member, at: answer.checkInTime });
        } else {
          toast({
            variant: 'success',
            ...(answer.classCheckIn ? classCheckInToast(answer.classCheckIn, timeZone) : CHECK_IN_SUCCESS),
          });
          settle({
            kind: 'checked-in',
            member,
            at: answer.checkInTime,
            override: answer.override,
            classCheckIn: answer.classCheckIn ?? null,
          });
        }
        return answer;
      } catch (error) {
        const refusal = refusalOf(error);
        if (refusal) {
          settle({ kind: 'refused', member, refusal });
        } else {
          toast({ variant: 'destructive', ...CHECK_IN_FAILURE });
          settle({ kind: 'failed', member, message: errorMessage(error) });
        }
        return undefined;
      }
    },
    [mutateAsync, timeZone],
  );

  return { outcome, checkIn };
}
