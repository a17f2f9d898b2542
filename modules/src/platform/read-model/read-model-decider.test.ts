import { describe, it } from 'vitest';
import type { ParkedEvent } from '@gym/kernel/projection/parked-events';
import { deciderSpec } from '@gym/kernel/testing/decider-spec';
import { readModelDecider } from './read-model-decider.js';
import type { ReadModelEvent } from './read-model-events.js';

const spec = deciderSpec(readModelDecider);

const parked: ParkedEvent = {
  projector: 'staff-employees',
  eventId: 'e-1',
  position: 912,
  type: 'EmployeeDocumentRecorded',
  streamId: 'employee-7',
  message: 'date/time field value out of range: "0000-00-00"',
  parkedAt: '2026-12-05T10:00:00.000Z',
  resolved: null,
};
const resolve = (overrides: Partial<{ parked: ParkedEvent | null; note: string }> = {}) => ({
  type: 'ResolveParkedEvent' as const,
  projector: 'staff-employees',
  eventId: 'e-1',
  parked,
  note: 'Document entered again with its real expiry, 2030-01-31.',
  ...overrides,
});
const resolved: ReadModelEvent = {
  type: 'ParkedEventResolved',
  data: {
    projector: 'staff-employees',
    eventId: 'e-1',
    position: 912,
    type: 'EmployeeDocumentRecorded',
    streamId: 'employee-7',
    note: 'Document entered again with its real expiry, 2030-01-31.',
  },
};

describe('marking a parked event corrected', () => {
  it('records who corrected which parked event and how; the error text stays out of the log', () => {
    spec.given([]).when(resolve()).then([resolved]);
  });

  it('refuses an event no projector parked (404), a second mark (409) and an empty note (400)', () => {
    spec
      .given([])
      .when(resolve({ parked: null }))
      .thenRefused(404, /parked no event e-1/, 'read_model.not_parked');
    spec
      .given([resolved])
      .when(resolve())
      .thenRefused(409, 'This parked event is already marked corrected.', 'read_model.already_corrected');
    spec
      .given([])
      .when(resolve({ note: '   ' }))
      .thenRefused(400, 'Say what was done about it.', 'read_model.note');
  });
});
