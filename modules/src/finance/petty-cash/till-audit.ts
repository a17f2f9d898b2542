import { auditFlag, auditValue, defineAudit } from '@gym/kernel/audit/audit-contract';
import type { AuditPart } from '@gym/kernel/audit/audit-contract';
import type { TillEvent } from './till-events.js';

/** A session, or the unassigned one (no till was open): a yes/no in the message, the session named when there is one. */
const session = (id: string | null, param = 'tillSession'): AuditPart[] => [
  auditFlag(`${param}Unassigned`, id === null, 'the unassigned till (no till was open)'),
  ...(id === null ? [] : [{ ref: 'till-session', id, param }]),
];

/**
 * The till reactor's label of cash from elsewhere (till-reactor.ts) by its source: the English it starts with, then
 * what staff typed or a number, which the message shows as it is after its own words for the source.
 */
const LABEL_STARTS: Record<string, [code: string, english: string]> = {
  payment: ['payment', 'Payment'],
  refund: ['refund', 'Refund: '],
  expense: ['expense', 'Expense: '],
  'expense-void': ['expenseVoid', 'Expense voided: '],
  'supplement-sale': ['supplementSale', 'Supplements '],
  'supplement-return': ['supplementReturn', 'Supplements returned: '],
};

function labelParts(source: string, label: string): AuditPart[] {
  const [code, english] = LABEL_STARTS[source] ?? ['other', ''];
  const known = label.startsWith(english);
  return [
    auditValue('source', known ? code : 'other', known ? english : ''),
    auditValue('detail', known ? label.slice(english.length) : label),
  ];
}

/** Till events in the Audit trail (finance staff read them). */
export const tillAudit = defineAudit<TillEvent>({
  access: {
    TillOpened: 'canViewFinancials',
    TillCashRecorded: 'canViewFinancials',
    TillToppedUp: 'canViewFinancials',
    TillCashWithdrawn: 'canViewFinancials',
    TillAdjusted: 'canViewFinancials',
    TillClosed: 'canViewFinancials',
    TillUnassignedSettled: 'canViewFinancials',
    TillSettingsChanged: 'canViewFinancials',
  },
  describe(event) {
    switch (event.type) {
      case 'TillOpened':
        return [
          'opened the ',
          auditValue('desk', event.data.deskName),
          ' till with a float of ',
          { money: event.data.float },
        ];
      case 'TillCashRecorded':
        return [
          auditFlag('into', event.data.amount >= 0, 'put ', 'took '),
          { money: Math.abs(event.data.amount) },
          event.data.amount >= 0 ? ' cash into ' : ' cash out of ',
          ...session(event.data.sessionId),
          ' (',
          ...labelParts(event.data.source, event.data.label),
          ')',
        ];
      case 'TillToppedUp':
        return [
          'topped up ',
          ...session(event.data.sessionId),
          ' with ',
          { money: event.data.amount },
          ': ',
          auditValue('reason', event.data.reason),
        ];
      case 'TillCashWithdrawn':
        return [
          'took ',
          { money: event.data.amount },
          ' out of ',
          ...session(event.data.sessionId),
          ' to the bank: ',
          auditValue('reason', event.data.reason),
        ];
      case 'TillAdjusted':
        if (event.data.correctsSessionId === event.data.sessionId)
          return [
            auditValue('adjusted', 'closed', ''),
            'adjusted the closed ',
            ...session(event.data.sessionId),
            ' by ',
            { money: event.data.amount },
            ': ',
            auditValue('reason', event.data.reason),
          ];
        return [
          auditValue('adjusted', event.data.correctsSessionId ? 'other' : 'open', ''),
          'corrected ',
          ...session(event.data.sessionId),
          ' by ',
          { money: event.data.amount },
          ...(event.data.correctsSessionId ? [' for ', ...session(event.data.correctsSessionId, 'corrects')] : []),
          ': ',
          auditValue('reason', event.data.reason),
        ];
      case 'TillClosed':
        return [
          'closed ',
          ...session(event.data.sessionId),
          ' counting ',
          { money: event.data.counted, param: 'counted' },
          ' against ',
          { money: event.data.expected, param: 'expected' },
          ' expected (variance ',
          { money: event.data.variance, param: 'variance' },
          ')',
          auditFlag('explained', Boolean(event.data.reason), ': '),
          ...(event.data.reason ? [auditValue('reason', event.data.reason)] : []),
        ];
      case 'TillUnassignedSettled':
        return ['settled ', { money: event.data.amount }, ' of unassigned cash in ', ...session(event.data.sessionId)];
      case 'TillSettingsChanged':
        return [
          'set the till variance above which a close needs a reason to ',
          { money: event.data.varianceReasonThreshold },
        ];
    }
  },
  names: {
    // Worded again in the reader's language by the audit page (issue 46): keep its shape or change both.
    TillOpened: (event) => [
      { kind: 'till-session', id: event.data.sessionId, name: `${event.data.deskName} till, ${event.data.openedOn}` },
    ],
  },
});
