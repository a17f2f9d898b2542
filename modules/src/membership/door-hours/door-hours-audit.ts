import { auditFlag, auditValue, defineAudit } from '@gym/kernel/audit/audit-contract';
import type { DoorHoursEvent } from './door-hours-events.js';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The door hours in the Audit trail: who changed them, and what they now hold. */
export const doorHoursAudit = defineAudit<DoorHoursEvent>({
  access: { DoorHoursChanged: 'canManageSettings' },
  describe(event) {
    const d = event.data;
    const open = d.weekly.filter((day) => day !== null).length;
    return [
      'changed the door hours: open ',
      auditValue('openDays', open, count(open, 'day', 'days')),
      ' a week, ',
      auditValue('special', d.special.length, count(d.special.length, 'special hours', 'special hours')),
      ', ',
      auditValue('closures', d.closures.length, count(d.closures.length, 'closure', 'closures')),
      ', ',
      auditValue('genderWindows', d.genderHours.length, count(d.genderHours.length, 'gender window', 'gender windows')),
      ', ',
      auditFlag('prayer', d.prayer.enabled, 'prayer closures from ', 'no prayer closures'),
      ...(d.prayer.enabled
        ? [
            auditValue('before', d.prayer.beforeMinutes),
            ' min before to ',
            auditValue('after', d.prayer.afterMinutes),
            ' min after (',
            auditValue('source', d.prayer.source),
            ')',
          ]
        : []),
    ];
  },
});
