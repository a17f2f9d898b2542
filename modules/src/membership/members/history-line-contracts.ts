/** A history line's values, by name: the words and numbers its message (members.history.<code>) puts in. */
export type HistoryParams = Record<string, string | number>;

/**
 * The message codes of the history's lines: those `describeEvent` gives the events it words, and the visits' ones
 * the history reads from the check-ins. A UI meeting a code not here (a newer server) shows the English summary.
 */
export const HISTORY_CODES = [
  'registered',
  'profileUpdated',
  'photoChanged',
  'photoRemoved',
  'archived',
  'restored',
  'statusSet',
  'membershipSold',
  'frozen',
  'unfrozen',
  'cancelled',
  'invoiceIssued',
  'payment',
  'refund',
  'invoiceVoided',
  'ptSold',
  'checkedIn',
  'checkedInOverride',
  'checkedInOverrideReason',
  'checkedOut',
] as const;
export type HistoryCode = (typeof HISTORY_CODES)[number];
