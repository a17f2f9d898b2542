import { describe, expect, it } from 'vitest';
import type { HealthAnswer } from '@gym/kernel/contracts/health-contracts';
import { readModelDelay } from './read-model-delay';

function health(projections: Partial<HealthAnswer['parts']['projections']>): HealthAnswer {
  return {
    status: projections.status === 'up' ? 'ok' : 'degraded',
    checkedAt: '2026-11-23T10:00:00.000Z',
    parts: {
      eventStore: { status: 'up', store: 'postgres', position: 10 },
      socketGateway: { status: 'up', clients: 1, instances: 1 },
      projections: { status: 'up', heartbeatAgeSeconds: 0.5, maxLagSeconds: 10, projectors: [], ...projections },
      reactors: { status: 'up', reactors: [] },
    },
  };
}

const projector = (name: string, lagSeconds: number) => ({
  name,
  status: 'live' as const,
  position: 1,
  lagEvents: 3,
  lagSeconds,
  parked: null,
});

describe('the "figures may be behind" notice', () => {
  it('says nothing while projections are up, or before health has answered', () => {
    expect(readModelDelay(undefined)).toBeNull();
    expect(readModelDelay(health({ status: 'up' }))).toBeNull();
  });

  it('says why the figures may be behind: the worker is down, rebuilding, or lagging by how much', () => {
    expect(readModelDelay(health({ status: 'down' }))).toEqual({ id: 'system.notice.down' });
    expect(readModelDelay(health({ status: 'starting' }))).toEqual({ id: 'system.notice.starting' });
    expect(
      readModelDelay(
        health({ status: 'lagging', projectors: [projector('members', 12.4), projector('dashboard', 31.6)] }),
      ),
    ).toEqual({ id: 'system.notice.lagging', values: { seconds: 32 } });
  });
});
