import { defineRefusals, fillRefusal } from '@gym/kernel/commands/refusal-codes';
import type { RefusalParams } from '@gym/kernel/commands/refusal-codes';
import type { DomainError } from '@gym/kernel/commands/domain-error';
import type { MemberState, MembershipState } from './member-decider.js';

export type RefusalReason =
  'no_membership' | 'expired' | 'frozen' | 'cancelled' | 'archived' | 'not_started' | 'suspended';

/**
 * Why the door refuses a member, one code per reason (`check_in.expired`, issue 46, item 4). The members area
 * judges the membership, so the sentences live here; check-ins answers them (and its own refusals, check-in-refusals).
 * `status` is the status set by hand, a word from a fixed set (suspended, inactive, cancelled).
 */
const VERDICT_SENTENCES = {
  archived: 'This member is archived.',
  no_membership: 'This member has no membership yet.',
  cancelled: 'The membership was cancelled on {date}.',
  suspended: 'The member is marked {status}.',
  frozen: 'The membership is frozen until {until} (expires {expiryDate}).',
  expired: 'The membership expired on {date}.',
  not_started: 'The membership starts on {date}.',
} as const satisfies Record<RefusalReason, string>;

const checkInVerdicts = defineRefusals('check_in', VERDICT_SENTENCES);

export type Verdict =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly reason: RefusalReason;
      /** The values of the reason's sentence (`{date}` of `check_in.expired`…). */
      readonly params: RefusalParams;
      /** The English sentence, as recorded with an override and sent to a fingerprint reader. */
      readonly message: string;
      readonly expiryDate: string | null;
    };

/** Statuses set by hand that shut the door, like a cancelled membership does. */
const BLOCKING_STATUSES = new Set(['suspended', 'inactive', 'cancelled']);

const isFrozenOn = (membership: MembershipState, day: string) =>
  membership.freeze !== null && membership.freeze.from <= day && day <= membership.freeze.until;

/** Whether the member may come in on `today`, and why not (check-in, DESIGN section 6). */
export function verdictOn(state: MemberState, today: string): Verdict {
  const current = state.current;
  // The sentence is written here, not by making the error: the nightly door sweep judges every member.
  const no = (reason: RefusalReason, params: RefusalParams = {}): Verdict => ({
    ok: false,
    reason,
    params,
    message: fillRefusal(VERDICT_SENTENCES[reason], params),
    expiryDate: current?.expiryDate ?? null,
  });
  if (state.archived) return no('archived');
  if (!current) return no('no_membership');
  if (current.cancelledOn) return no('cancelled', { date: current.cancelledOn });
  if (state.manualStatus && BLOCKING_STATUSES.has(state.manualStatus)) {
    return no('suspended', { status: state.manualStatus });
  }
  if (isFrozenOn(current, today)) {
    return no('frozen', { until: current.freeze!.until, expiryDate: current.expiryDate });
  }
  if (current.expiryDate < today) return no('expired', { date: current.expiryDate });
  if (current.coveredSince > today) return no('not_started', { date: current.coveredSince });
  return { ok: true };
}

/**
 * The 409 a refused verdict answers at the door, with its code and `details` ({reason, expiryDate, canOverride}).
 * The params were filled by verdictOn for this reason's sentence: the one place they are not type-checked by name.
 */
export function verdictRefusal(
  verdict: Extract<Verdict, { ok: false }>,
  details: Record<string, unknown>,
): DomainError {
  type AnyReason = (key: RefusalReason, params: RefusalParams, details: Record<string, unknown>) => DomainError;
  return (checkInVerdicts.refuse as AnyReason)(verdict.reason, verdict.params, details);
}
