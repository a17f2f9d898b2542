import { defineAudit } from '@gym/kernel/audit/audit-contract';
import type { AuditPart } from '@gym/kernel/audit/audit-contract';
import type { TillEvent } from './till-events.js';

const session = (id: string | null): AuditPart =>
  id === null ? 'the unassigned till (no till was open)' : { ref: 'till-session', id };

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
        return [`opened the ${event.data.deskName} till with a float of `, { money: event.data.float }];
      case 'TillCashRecorded':
        return [
          event.data.amount >= 0 ? 'put ' : 'took ',
          { money: Math.abs(event.data.amount) },
          event.data.amount >= 0 ? ' cash into ' : ' cash out of ',
          session(event.data.sessionId),
          ` (${event.data.label})`,
        ];
      case 'TillToppedUp':
        return [
          'topped up ',
          session(event.data.sessionId),
          ' with ',
          { money: event.data.amount },
          `: ${event.data.reason}`,
        ];
      case 'TillCashWithdrawn':
        return [
          'took ',
          { money: event.data.amount },
          ' out of ',
          session(event.data.sessionId),
          ` to the bank: ${event.data.reason}`,
        ];
      case 'TillAdjusted':
        if (event.data.correctsSessionId === event.data.sessionId)
          return [
            'adjusted the closed ',
            session(event.data.sessionId),
            ' by ',
            { money: event.data.amount },
            `: ${event.data.reason}`,
          ];
        return [
          'corrected ',
          session(event.data.sessionId),
          ' by ',
          { money: event.data.amount },
          ...(event.data.correctsSessionId ? [' for ', session(event.data.correctsSessionId)] : []),
          `: ${event.data.reason}`,
        ];
      case 'TillClosed':
        return [
          'closed ',
          session(event.data.sessionId),
          ' counting ',
          { money: event.data.counted },
          ' against ',
          { money: event.data.expected },
          ' expected (variance ',
          { money: event.data.variance },
          ')',
          ...(event.data.reason ? [`: ${event.data.reason}`] : []),
        ];
      case 'TillUnassignedSettled':
        return ['settled ', { money: event.data.amount }, ' of unassigned cash in ', session(event.data.sessionId)];
      case 'TillSettingsChanged':
        return [
          'set the till variance above which a close needs a reason to ',
          { money: event.data.varianceReasonThreshold },
        ];
    }
  },
  names: {
    TillOpened: (event) => [
      { kind: 'till-session', id: event.data.sessionId, name: `${event.data.deskName} till, ${event.data.openedOn}` },
    ],
  },
});
