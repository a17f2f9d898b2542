import type { MemberRecordEvent } from './member-record-events.js';

const money = (dirhams: number) => `${(dirhams / 100).toFixed(2)} QAR`;
const methods: Record<string, string> = { cash: 'cash', card: 'card', bank_transfer: 'bank transfer' };

/**
 * One line for a member's history, in the desk's words; null for events that say nothing about a member. Visits are
 * worded where the history reads them from the check-ins (`member-history-queries.ts`).
 */
export function describeEvent(event: MemberRecordEvent): { memberId: string; summary: string } | null {
  switch (event.type) {
    case 'MemberRegistered':
      return { memberId: event.data.memberId, summary: `Registered as member #${event.data.memberNumber}` };
    case 'MemberProfileChanged':
      return { memberId: event.data.memberId, summary: 'Profile updated' };
    case 'MemberAvatarChanged':
      return { memberId: event.data.memberId, summary: event.data.avatar ? 'Photo changed' : 'Photo removed' };
    case 'MemberArchived':
      return { memberId: event.data.memberId, summary: `Archived: ${event.data.reason}` };
    case 'MemberRestored':
      return { memberId: event.data.memberId, summary: 'Restored from the archive' };
    case 'MemberStatusChanged':
      return { memberId: event.data.memberId, summary: `Status set to ${event.data.status}: ${event.data.reason}` };
    case 'MembershipSold':
      return {
        memberId: event.data.memberId,
        summary: `${event.data.registrationType}: ${event.data.planName}, ${event.data.startDate} to ${event.data.expiryDate}`,
      };
    case 'MembershipFrozen':
      return {
        memberId: event.data.memberId,
        summary: `Frozen ${event.data.from} to ${event.data.until} (${event.data.days} days): ${event.data.reason}; now expires ${event.data.expiryDate}`,
      };
    case 'MembershipUnfrozen':
      return {
        memberId: event.data.memberId,
        summary: `Unfrozen on ${event.data.on}; now expires ${event.data.expiryDate}`,
      };
    case 'MembershipCancelled':
      return {
        memberId: event.data.memberId,
        summary: `Membership cancelled on ${event.data.on}: ${event.data.reason}`,
      };
    case 'InvoiceIssued':
      return {
        memberId: event.data.memberId,
        summary: `Invoice ${event.data.number} issued: ${money(event.data.amount)} (${event.data.description})`,
      };
    case 'PaymentRecorded':
      return {
        memberId: event.data.memberId,
        summary: `Payment of ${money(event.data.amount)} by ${methods[event.data.method]}`,
      };
    case 'PaymentRefunded':
      return { memberId: event.data.memberId, summary: `Refund of ${money(event.data.amount)}: ${event.data.reason}` };
    case 'InvoiceVoided':
      return { memberId: event.data.memberId, summary: `Invoice voided: ${event.data.reason}` };
    case 'PtPackageSold':
      return {
        memberId: event.data.memberId,
        summary: `Personal training: ${event.data.sessions} sessions with ${event.data.trainerName}, ${money(event.data.amount)}`,
      };
    default:
      return null;
  }
}
