import { describe, expect, it } from 'vitest';
import { auditMessageOf, auditWordsOf } from '@gym/kernel/audit/audit-message';
import type { AuditSpec } from '@gym/kernel/audit/audit-contract';
import { modules } from './modules.js';
import { auditSamples } from './testing/audit-samples.js';

const metadata = { actorId: '1', actorName: 'A', correlationId: 'c', causationId: null, commandId: 'k', at: '' };

describe('the audit specs as messages (issue 46)', () => {
  const { samples, unread } = auditSamples();

  it('have a sample of every event type every spec words, read as the catalogue reads stored events', () => {
    const worded = modules.flatMap((module) => Object.keys((module as { audit?: AuditSpec }).audit?.access ?? {}));
    expect(unread).toEqual([]);
    expect([...new Set(samples.map((sample) => sample.type))].sort()).toEqual([...worded].sort());
    expect(worded.length).toBeGreaterThan(100);
  });

  it('give each event its type as the code, and no value name two values, for every sample', () => {
    const problems: string[] = [];
    for (const { type, spec, event } of samples) {
      try {
        const parts = spec.describe(event, metadata);
        expect(auditMessageOf(type, parts).code).toBe(type);
        expect(auditWordsOf(parts).length).toBeGreaterThan(0);
      } catch (error) {
        problems.push(`${type}: ${(error as Error).message}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
