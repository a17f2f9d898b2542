import { describe, expect, it } from 'vitest';
import type { HealthAnswer } from '@gym/kernel/contracts/health-contracts';
import { stoppedConsumers } from './wait-for-health.js';

type Parts = HealthAnswer['parts'];

/** An answer with every part up; `parts` replaces some. */
function answer(status: HealthAnswer['status'], parts: Partial<Parts> = {}): HealthAnswer {
  return {
    status,
    checkedAt: '2026-11-27T20:00:00.000Z',
    parts: {
      eventStore: { status: 'up', store: 'postgres', position: 100 },
      projections: { status: 'up', heartbeatAgeSeconds: 0.4, maxLagSeconds: 10, projectors: [] },
      reactors: { status: 'up', reactors: [] },
      socketGateway: { status: 'up', clients: 0, instances: 1 },
      ...parts,
    },
  };
}

const failedProjector = {
  name: 'members',
  status: 'failed' as const,
  position: 90,
  lagEvents: 10,
  lagSeconds: 3,
  parked: null,
};
const failedReactor = {
  name: 'petty-cash-till',
  status: 'failed' as const,
  position: 90,
  lagEvents: null,
  lagSeconds: null,
  stoppedOn: { eventId: 'e', type: 'PaymentRecorded', streamId: 's', position: 91 },
};
const stoppedReactors: Parts['reactors'] = { status: 'down', message: 'stopped', reactors: [failedReactor] };
const stoppedProjectors: Parts['projections'] = {
  status: 'down',
  message: 'stopped projector: members',
  heartbeatAgeSeconds: 0.4,
  maxLagSeconds: 10,
  projectors: [failedProjector],
};

/** `npm start` comes up (with a warning) when consumers stopped on an event are the only fault; else it waits. */
describe('starting despite consumers stopped on an event', () => {
  it('names the stopped projectors and reactors when they are all that is wrong', () => {
    expect(stoppedConsumers(answer('degraded', { reactors: stoppedReactors }))).toBe('petty-cash-till');
    expect(stoppedConsumers(answer('degraded', { reactors: stoppedReactors, projections: stoppedProjectors }))).toBe(
      'members, petty-cash-till',
    );
  });

  it('waits when anything else is down, starting or lagging', () => {
    expect(stoppedConsumers(answer('ok'))).toBeNull();
    const storeDown = { status: 'down' as const, store: 'postgres', position: null, message: 'no' };
    expect(stoppedConsumers(answer('degraded', { reactors: stoppedReactors, eventStore: storeDown }))).toBeNull();
    const gatewayDown = { status: 'down' as const, clients: 0, instances: 0, message: 'no listener' };
    expect(stoppedConsumers(answer('degraded', { reactors: stoppedReactors, socketGateway: gatewayDown }))).toBeNull();
    // The projection service not beating: its consumers' rows look stopped or live, but nothing runs them.
    const silent = { ...stoppedProjectors, heartbeatAgeSeconds: 30 };
    expect(stoppedConsumers(answer('degraded', { projections: silent }))).toBeNull();
    const never = { ...stoppedProjectors, heartbeatAgeSeconds: null };
    expect(stoppedConsumers(answer('degraded', { projections: never }))).toBeNull();
    // Projections lagging or building beside a stopped reactor: wait for them.
    const lagging = { ...stoppedProjectors, status: 'lagging' as const, projectors: [] };
    expect(stoppedConsumers(answer('degraded', { reactors: stoppedReactors, projections: lagging }))).toBeNull();
    const building = { ...stoppedProjectors, status: 'starting' as const, projectors: [] };
    expect(stoppedConsumers(answer('starting', { reactors: stoppedReactors, projections: building }))).toBeNull();
    // Down with no consumer stopped on an event is some other fault.
    const downNoFailure = { ...stoppedProjectors, projectors: [] };
    expect(stoppedConsumers(answer('degraded', { projections: downNoFailure }))).toBeNull();
  });
});
