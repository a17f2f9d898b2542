import { HISTORY_CODES } from '@gym/modules/membership/members/history-line-contracts';
import type { HistoryCode, HistoryParams } from '@gym/modules/membership/members/history-line-contracts';
import { invoiceDescriptionIn } from '../../../lib/i18n/invoice-description';
import type { useT } from '../../../lib/i18n/use-t';
import { recordedRefusalText } from '../../../lib/refusal-text';

type Translate = ReturnType<typeof useT>;

/** The message of each code the server gives a history line (written out, so the catalogue test sees each id). */
const HISTORY_MESSAGE_IDS: Record<HistoryCode, string> = {
  registered: 'members.history.registered',
  profileUpdated: 'members.history.profileUpdated',
  photoChanged: 'members.history.photoChanged',
  photoRemoved: 'members.history.photoRemoved',
  archived: 'members.history.archived',
  restored: 'members.history.restored',
  statusSet: 'members.history.statusSet',
  membershipSold: 'members.history.membershipSold',
  frozen: 'members.history.frozen',
  unfrozen: 'members.history.unfrozen',
  cancelled: 'members.history.cancelled',
  invoiceIssued: 'members.history.invoiceIssued',
  payment: 'members.history.payment',
  refund: 'members.history.refund',
  invoiceVoided: 'members.history.invoiceVoided',
  ptSold: 'members.history.ptSold',
  checkedIn: 'members.history.checkedIn',
  checkedInOverride: 'members.history.checkedInOverride',
  checkedInOverrideReason: 'members.history.checkedInOverrideReason',
  checkedOut: 'members.history.checkedOut',
};

const isKnown = (code: string): code is HistoryCode => (HISTORY_CODES as readonly string[]).includes(code);

/**
 * A history line in the page's language, from its message code and values: amounts as money in the page's words,
 * an invoice's default description worded again, reasons and names as they were typed. A code this UI does not know
 * (a newer server's) shows the server's English summary.
 */
export function historyLineIn(
  t: Translate,
  money: (qar: number) => string,
  entry: { code: string; params: HistoryParams; summary: string },
): string {
  if (!isKnown(entry.code)) return entry.summary;
  const { amountQar, description, refusalCode, refusalParams, ...values } = entry.params;
  return t(HISTORY_MESSAGE_IDS[entry.code], {
    ...values,
    ...(typeof refusalCode === 'string' && typeof values.refusal === 'string'
      ? { refusal: overriddenRefusal(refusalCode, refusalParams, values.refusal) }
      : {}),
    ...(typeof amountQar === 'number' ? { amount: money(amountQar) } : {}),
    ...(typeof description === 'string' ? { description: invoiceDescriptionIn(t, description) } : {}),
  });
}

/**
 * An overridden refusal in the page's language from its code and values (issue 46), from the refusal catalogue
 * (loaded by the history); its recorded English sentence in English, for an unknown code, or values unreadable.
 */
function overriddenRefusal(code: string, params: unknown, english: string): string {
  let values: Record<string, string | number> = {};
  try {
    const parsed: unknown = typeof params === 'string' ? JSON.parse(params) : {};
    if (parsed && typeof parsed === 'object') values = parsed as Record<string, string | number>;
  } catch {
    return english;
  }
  return recordedRefusalText({ code, refusal: english, params: values });
}
