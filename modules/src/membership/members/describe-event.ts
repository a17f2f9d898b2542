import type { MemberRecordEvent } from './member-record-events.js';
import type { HistoryParams } from './history-line-contracts.js';

const qar = (dirhams: number) => dirhams / 100;
const money = (dirhams: number) => `${qar(dirhams).toFixed(2)} QAR`;
const methods: Record<string, string> = { cash: 'cash', card: 'card', bank_transfer: 'bank transfer' };
/** A sale's kind as a word a message can choose by (an ICU select takes no spaces). */
const saleKinds: Record<string, string> = { 'New Registration': 'new', Renewal: 'renewal', Update: 'update' };

/** A history line: the member it is about, its English sentence, and its message code and values for the UI. */
export interface DescribedEvent {
  memberId: string;
  summary: string;
  code: string;
  params: HistoryParams;
}

function line(memberId: string, code: string, params: HistoryParams, summary: string): DescribedEvent {
  return { memberId, summary, code, params };
}

/**
 * One line for a member's history, in the desk's words; null for events that say nothing about a member. Visits are
 * worded where the history reads them from the check-ins (`member-history-queries.ts`). The summary stays English for
 * integrators; the code and its values let the UI say it in the page's language (members.history.<code>), with
 * reasons, names and descriptions as they were typed and amounts as QAR numbers.
 */
export function describeEvent(event: MemberRecordEvent): DescribedEvent | null {
  switch (event.type) {
    case 'MemberRegistered': {
      const number = event.data.memberNumber;
      return line(event.data.memberId, 'registered', { number }, `Registered as member #${number}`);
    }
    case 'MemberProfileChanged':
      return line(event.data.memberId, 'profileUpdated', {}, 'Profile updated');
    case 'MemberAvatarChanged':
      return event.data.avatar
        ? line(event.data.memberId, 'photoChanged', {}, 'Photo changed')
        : line(event.data.memberId, 'photoRemoved', {}, 'Photo removed');
    case 'MemberArchived': {
      const { reason } = event.data;
      return line(event.data.memberId, 'archived', { reason }, `Archived: ${reason}`);
    }
    case 'MemberRestored':
      return line(event.data.memberId, 'restored', {}, 'Restored from the archive');
    case 'MemberStatusChanged': {
      const { status, reason } = event.data;
      return line(event.data.memberId, 'statusSet', { status, reason }, `Status set to ${status}: ${reason}`);
    }
    case 'MembershipSold': {
      const d = event.data;
      const params = { kind: saleKinds[d.registrationType] ?? d.registrationType, plan: d.planName };
      return line(
        d.memberId,
        'membershipSold',
        { ...params, start: d.startDate, end: d.expiryDate },
        `${d.registrationType}: ${d.planName}, ${d.startDate} to ${d.expiryDate}`,
      );
    }
    case 'MembershipFrozen': {
      const { from, until, days, reason, expiryDate } = event.data;
      return line(
        event.data.memberId,
        'frozen',
        { from, until, days, reason, expiryDate },
        `Frozen ${from} to ${until} (${days} days): ${reason}; now expires ${expiryDate}`,
      );
    }
    case 'MembershipUnfrozen': {
      const { on, expiryDate } = event.data;
      return line(event.data.memberId, 'unfrozen', { on, expiryDate }, `Unfrozen on ${on}; now expires ${expiryDate}`);
    }
    case 'MembershipCancelled': {
      const { on, reason } = event.data;
      return line(event.data.memberId, 'cancelled', { on, reason }, `Membership cancelled on ${on}: ${reason}`);
    }
    case 'InvoiceIssued': {
      const { number, amount, description } = event.data;
      return line(
        event.data.memberId,
        'invoiceIssued',
        { number, amountQar: qar(amount), description },
        `Invoice ${number} issued: ${money(amount)} (${description})`,
      );
    }
    case 'PaymentRecorded': {
      const { amount, method } = event.data;
      return line(
        event.data.memberId,
        'payment',
        { amountQar: qar(amount), method },
        `Payment of ${money(amount)} by ${methods[method]}`,
      );
    }
    case 'PaymentRefunded': {
      const { amount, reason } = event.data;
      return line(
        event.data.memberId,
        'refund',
        { amountQar: qar(amount), reason },
        `Refund of ${money(amount)}: ${reason}`,
      );
    }
    case 'InvoiceVoided': {
      const { reason } = event.data;
      return line(event.data.memberId, 'invoiceVoided', { reason }, `Invoice voided: ${reason}`);
    }
    case 'PtPackageSold': {
      const { sessions, trainerName, amount } = event.data;
      return line(
        event.data.memberId,
        'ptSold',
        { sessions, trainer: trainerName, amountQar: qar(amount) },
        `Personal training: ${sessions} sessions with ${trainerName}, ${money(amount)}`,
      );
    }
    default:
      return null;
  }
}
