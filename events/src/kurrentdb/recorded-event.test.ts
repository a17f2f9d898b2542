import type { RecordedEvent as KurrentRecordedEvent } from '@kurrent/kurrentdb-client';
import { describe, expect, it } from 'vitest';
import type { EventMetadata } from '../store/envelope.js';
import { encodeMetadata } from './event-metadata-codec.js';
import { toRecordedEvent } from './recorded-event.js';

const metadata: EventMetadata = {
  actorId: 'u-1',
  actorName: 'Desk',
  correlationId: 'corr',
  causationId: null,
  commandId: 'cmd',
  at: '2025-01-01T00:00:00.000Z',
  actorUsername: 'desk',
  actorRole: 'receptionist',
  actorRoleName: 'Receptionist',
  command: 'POST /api/members',
  clientAddress: '10.0.0.2',
};

/** What the client hands back for a JSON event written by this adapter (metadata already parsed from JSON). */
function clientEvent(overrides: Partial<Record<string, unknown>> = {}): KurrentRecordedEvent {
  return {
    streamId: 'member-1',
    id: '5d1e6a0e-4d1c-4b8e-9a51-2d7f0c8b4e13',
    isJson: true,
    revision: 0n,
    type: 'MemberRegistered',
    created: new Date(),
    data: { name: 'Aisha' },
    metadata: { ...JSON.parse(JSON.stringify(encodeMetadata(metadata, 2))), '$schema.name': 'MemberRegistered' },
    position: { commit: 2048n, prepare: 2048n },
    ...overrides,
  } as KurrentRecordedEvent;
}

describe('toRecordedEvent', () => {
  it('builds the full envelope', () => {
    expect(toRecordedEvent(clientEvent())).toEqual({
      eventId: '5d1e6a0e-4d1c-4b8e-9a51-2d7f0c8b4e13',
      type: 'MemberRegistered',
      schemaVersion: 2,
      data: { name: 'Aisha' },
      metadata,
      streamId: 'member-1',
      streamVersion: 1,
      position: 2048,
      checkpoint: { commit: '2048', position: 2048 },
    });
  });

  it('counts stream versions from 1 where revisions count from 0', () => {
    expect(toRecordedEvent(clientEvent({ revision: 9n })).streamVersion).toBe(10);
  });

  it('refuses an event without a log position', () => {
    expect(() => toRecordedEvent(clientEvent({ position: undefined }))).toThrow(/log position/);
  });

  it('names the event whose metadata it cannot read', () => {
    expect(() => toRecordedEvent(clientEvent({ metadata: { actorName: 'x' } }))).toThrow(
      /5d1e6a0e-4d1c-4b8e-9a51-2d7f0c8b4e13 \(member-1@0\)/,
    );
  });
});
