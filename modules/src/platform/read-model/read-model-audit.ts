import { defineAudit } from '@gym/kernel/audit/audit-contract';
import type { ReadModelEvent } from './read-model-events.js';

/** "marked event #912 (EmployeeDocumentRecorded), which the staff-employees read model parked, corrected: …" */
export const readModelAudit = defineAudit<ReadModelEvent>({
  access: { ParkedEventResolved: 'canManageSettings' },
  describe: ({ data }) => [
    `marked event #${data.position} (${data.type}), which the ${data.projector} read model could not apply, corrected: `,
    data.note,
  ],
});
