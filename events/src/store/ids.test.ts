import { describe, expect, it } from 'vitest';
import { deriveEntityId, deriveEventId, uuidV5 } from './ids.js';

describe('uuidV5', () => {
  it('matches the RFC 4122 example for the DNS namespace', () => {
    // Known vector: uuid v5 of "www.example.com" in the DNS namespace.
    expect(uuidV5('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe(
      '2ed6657d-e927-568b-95e1-2665a8aea6a2',
    );
  });

  it('derives event ids exactly as uuid v5 of "<key>#<index>" (the fast path and the plain one agree)', () => {
    for (const key of ['k', 'retry-test-key-0001', 'ق-مفتاح', 'x'.repeat(2000)]) {
      for (const index of [0, 1, 37]) expect(deriveEventId(key, index)).toBe(uuidV5(`${key}#${index}`));
    }
  });

  it('derives the same event id for the same key and index, and different ones otherwise', () => {
    expect(deriveEventId('key-1', 0)).toBe(deriveEventId('key-1', 0));
    expect(deriveEventId('key-1', 0)).not.toBe(deriveEventId('key-1', 1));
    expect(deriveEventId('key-1', 0)).not.toBe(deriveEventId('key-2', 0));
  });

  it('derives stable entity ids only when a key is given', () => {
    expect(deriveEntityId('k', 'member')).toBe(deriveEntityId('k', 'member'));
    expect(deriveEntityId('k', 'member')).not.toBe(deriveEntityId('k', 'invoice'));
    expect(deriveEntityId(undefined, 'member')).not.toBe(deriveEntityId(undefined, 'member'));
  });
});
