/*
 * The check-ins area's public contract: a member's record shows their visits as the check-in list does.
 */
export { checkInsOfMember } from './check-ins-queries.js';
export { toCheckIn } from './check-in-view.js';
/** A check-in decided by the desk's rules, for other doors into the gym (the fingerprint readers). */
export { BOOKED_CLASS, checkInMember, checkOutMember } from './check-in-commands.js';
