import { auditValue, defineAudit } from '@gym/kernel/audit/audit-contract';
import type { ReadModelEvent } from './read-model-events.js';

/** "marked event #912 (EmployeeDocumentRecorded), which the staff-employees read model parked, corrected: …" */
export const readModelAudit = defineAudit<ReadModelEvent>({
  access: { ParkedEventResolved: 'canManageSettings' },
  describe: ({ data }) => [
    'marked event #',
    auditValue('position', data.position),
    ' (',
    auditValue('type', data.type),
    '), which the ',
    auditValue('projector', data.projector),
    ' read model could not apply, corrected: ',
    auditValue('note', data.note),
  ],
});
