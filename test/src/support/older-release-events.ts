import { randomUUID } from 'node:crypto';
import type { EventStore } from '@gym/events/store/event-store';
import { employeeStream } from '@gym/modules/people/staff/employee-events';

/**
 * A staff document appended straight to the log with what an older release's route let through and the route
 * refuses now (an impossible expiry date): an event the staff list's projector cannot apply, and parks.
 */
export function appendOlderReleaseDocument(
  store: EventStore,
  employeeId: string,
  document: { kind: string; number: string; expiryDate: string },
) {
  return store.appendToStreams(
    [
      {
        streamId: employeeStream(employeeId),
        expectedVersion: 'any',
        events: [
          {
            type: 'EmployeeDocumentRecorded',
            schemaVersion: 1,
            data: { employeeId, documentId: randomUUID(), ...document },
          },
        ],
      },
    ],
    {
      metadata: {
        actorId: null,
        actorName: 'Older release',
        correlationId: randomUUID(),
        causationId: null,
        commandId: randomUUID(),
        at: new Date().toISOString(),
      },
    },
  );
}
