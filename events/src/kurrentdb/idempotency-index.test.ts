import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../store/envelope.js';
import { indexStreamOf, readIndexEventData, resultOfStoredCommand } from './idempotency-index.js';

function stored(streamId: string, streamVersion: number, position: number): RecordedEvent {
  return {
    eventId: `${streamId}-${streamVersion}`,
    type: 'T',
    schemaVersion: 1,
    data: {},
    metadata: {
      actorId: null,
      actorName: 'x',
      correlationId: 'c',
      causationId: null,
      commandId: 'k',
      at: '2025-01-01T00:00:00.000Z',
    },
    streamId,
    streamVersion,
    position,
    checkpoint: { commit: String(position), position },
  };
}

describe('indexStreamOf', () => {
  it('gives each key its own stream', () => {
    expect(indexStreamOf('abc')).toBe('idempotency-abc');
    expect(indexStreamOf('abc')).not.toBe(indexStreamOf('abd'));
  });
});

describe('readIndexEventData', () => {
  it('reads a well-formed index event', () => {
    const data = { idempotencyKey: 'k', eventCount: 3, streamIds: ['a', 'b'] };
    expect(readIndexEventData(JSON.parse(JSON.stringify(data)))).toEqual(data);
  });

  it('rejects anything else', () => {
    for (const bad of [null, 'x', {}, { idempotencyKey: 'k', eventCount: 0, streamIds: [] }]) {
      expect(() => readIndexEventData(bad)).toThrow(/Malformed idempotency index event/);
    }
    expect(() => readIndexEventData({ idempotencyKey: 'k', eventCount: 2, streamIds: [1] })).toThrow();
    expect(() => readIndexEventData({ idempotencyKey: 'k', eventCount: '2', streamIds: [] })).toThrow();
  });
});

describe('resultOfStoredCommand', () => {
  it('answers with the last position and each stream version after the command, as a duplicate', () => {
    const events = [stored('member', 2, 100), stored('invoice', 1, 200), stored('member', 3, 300)];
    expect(resultOfStoredCommand(events)).toEqual({
      position: 300,
      streamVersions: { member: 3, invoice: 1 },
      duplicate: true,
    });
  });

  it('refuses an empty command', () => {
    expect(() => resultOfStoredCommand([])).toThrow();
  });
});
