import { describe, expect, it } from 'vitest';
import type { EventMetadata } from '../store/envelope.js';
import { decodeMetadata, encodeMetadata } from './event-metadata-codec.js';

const full: EventMetadata = {
  actorId: 'user-7',
  actorName: 'Front Desk',
  correlationId: 'corr-1',
  causationId: 'cause-1',
  commandId: 'cmd-1',
  at: '2025-03-01T09:30:00.000Z',
  actorUsername: 'desk1',
  actorRole: 'receptionist',
  actorRoleName: 'Receptionist',
  command: 'POST /api/check-ins',
  clientAddress: '10.0.0.7',
};

describe('encodeMetadata', () => {
  it('writes a flat object of strings only, as multiStreamAppend requires', () => {
    const encoded = encodeMetadata(full, 3);
    expect(Object.values(encoded).every((v) => typeof v === 'string')).toBe(true);
    expect(encoded).toEqual({ ...full, schemaVersion: '3' });
  });

  it('leaves null fields out', () => {
    const encoded = encodeMetadata({ ...full, actorId: null, causationId: null }, 1);
    expect(encoded).not.toHaveProperty('actorId');
    expect(encoded).not.toHaveProperty('causationId');
  });
});

describe('decodeMetadata', () => {
  it('reads back what encodeMetadata wrote, nulls included', () => {
    expect(decodeMetadata(encodeMetadata(full, 2))).toEqual({ metadata: full, schemaVersion: 2 });
    const system = { ...full, actorId: null, causationId: null };
    expect(decodeMetadata(encodeMetadata(system, 1))).toEqual({ metadata: system, schemaVersion: 1 });
  });

  it("keeps a command's request hash, and has none when none was written", () => {
    const keyed = { ...full, requestHash: 'Zm9vYmFy' };
    expect(encodeMetadata(keyed, 1).requestHash).toBe('Zm9vYmFy');
    expect(decodeMetadata(encodeMetadata(keyed, 1)).metadata).toEqual(keyed);
    expect(decodeMetadata(encodeMetadata(full, 1)).metadata).not.toHaveProperty('requestHash');
  });

  it('survives the JSON round trip through the server and ignores the keys the server adds', () => {
    const stored = JSON.parse(
      JSON.stringify({ ...encodeMetadata(full, 4), '$schema.name': 'X', '$schema.format': 'Json' }),
    );
    expect(decodeMetadata(stored)).toEqual({ metadata: full, schemaVersion: 4 });
  });

  it('reads an event written before the actor details as having each of them null (upcast, nothing rewritten)', () => {
    const old = { actorName: 'Desk', correlationId: 'c', commandId: 'k', at: '2024-01-01T00:00:00.000Z' };
    expect(decodeMetadata(old).metadata).toEqual({
      ...old,
      actorId: null,
      causationId: null,
      actorUsername: null,
      actorRole: null,
      actorRoleName: null,
      command: null,
      clientAddress: null,
    });
  });

  it('takes a missing schema version as 1', () => {
    const { schemaVersion: _omitted, ...withoutVersion } = encodeMetadata(full, 5);
    expect(decodeMetadata(withoutVersion).schemaVersion).toBe(1);
  });

  it('rejects metadata that is not ours', () => {
    expect(() => decodeMetadata(undefined)).toThrow(/not a JSON object/);
    expect(() => decodeMetadata(new Uint8Array([1, 2]))).toThrow(/not a JSON object/);
    expect(() => decodeMetadata(['a'])).toThrow(/not a JSON object/);
    const { actorName: _missing, ...withoutActor } = encodeMetadata(full, 1);
    expect(() => decodeMetadata(withoutActor)).toThrow(/lacks actorName/);
    expect(() => decodeMetadata({ ...encodeMetadata(full, 1), actorId: 7 })).toThrow(/actorId is not a string/);
  });

  it('rejects schema versions that are not positive integers', () => {
    for (const bad of ['0', '-1', '1.5', 'two', '']) {
      expect(() => decodeMetadata({ ...encodeMetadata(full, 1), schemaVersion: bad })).toThrow(/schemaVersion/);
    }
  });
});
