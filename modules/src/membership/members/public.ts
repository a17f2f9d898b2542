import type { EventCatalogue } from '@gym/events/catalogue/event-catalogue';
import type { StateCache } from '@gym/kernel/commands/state-cache';
import { foldRead } from '@gym/kernel/commands/stream-command';
import { memberDecider } from './member-decider.js';
import type { MemberCommand, MemberState } from './member-decider.js';

/*
 * The members area's public contract: what check-in, billing and personal training may use besides its events and
 * contracts. They judge and sell memberships on the member's stream, so they need the member's state, the verdict for
 * a day, and the sale decision; the rest of the area (commands, routes, projectors) stays its own.
 */
export { loadMember, memberCache } from './load-member.js';
export { verdictOn } from './member-decider.js';
export { verdictRefusal } from './check-in-verdict.js';
/** "Member not found", for the areas that act on a member (one code wherever it is said). */
export { memberRefusals } from './member-refusals.js';
export { memberSearchClauses } from './members-queries.js';
export type { MemberState, MembershipState, PlanTerms, Verdict } from './member-decider.js';

/** A member's state from a stream read the caller made itself (several streams in one round trip), cached. */
export function foldMember(
  catalogue: EventCatalogue,
  streamId: string,
  read: Parameters<typeof foldRead>[3],
  cached?: { version: number; state: MemberState },
  cache?: StateCache<MemberState>,
): { state: MemberState; version: number } {
  return foldRead(catalogue, streamId, memberDecider, read, cached, cache);
}

/** The membership sale's events on the member's stream (refused as the members area's rules say). */
export function sellMembership(command: Extract<MemberCommand, { type: 'SellMembership' }>, state: MemberState) {
  return memberDecider.decide(command, state);
}

/** A member's status on a day, in SQL over `read.members` (marketing's segments select by it). */
export { memberStatusSql } from './member-status.js';

/** The one definition of "owes": the dashboard counts members who owe with it (issue 10, item 9). */
export { owedAmountSql, owes } from './owing.js';
/** Debts as the members projector keeps them, for another projector that counts what members owe over time. */
export { changeDebt, debtIdOf, dueTypes, ptDueTypes } from './member-debts.js';
export type { DueRow } from './member-debts.js';
export { memberStream } from './member-events.js';
/** A member's name as shown (Latin, else Arabic script; issue 46, item 5), in TypeScript and in SQL. */
export { displayName, memberNameSql } from './member-names.js';
