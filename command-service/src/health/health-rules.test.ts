import { describe, expect, it } from 'vitest';
import type { ProjectionStatus } from '@gym/kernel/projection/service-contract/projection-status';
import type { HeartbeatRow } from '@gym/kernel/projection/service-contract/heartbeat';
import type { ReactorStatus } from '@gym/kernel/projection/service-contract/reactor-status';
import { DEFAULT_HEALTH_THRESHOLDS, overallStatus, projectionsPart, reactorsPart } from './health-rules.js';

const beat = (ageSeconds: number, stopped = false): HeartbeatRow => ({
  instance: 'host:1',
  startedAt: new Date(0),
  ageSeconds,
  stoppedAt: stopped ? new Date(0) : null,
});

/** A worker (projector or reactor) live at position 100 with nothing left to apply. */
const LIVE = {
  status: 'live',
  checkpoint: { commit: '10', position: 100 },
  lagEvents: 0,
  lagSeconds: 0,
  error: null,
  updatedAt: null,
} as const;

const projector = (name: string, overrides: Partial<ProjectionStatus> = {}): ProjectionStatus => ({
  name,
  ...LIVE,
  parked: null,
  ...overrides,
});

const part = (heartbeat: HeartbeatRow | null, states: ProjectionStatus[]) =>
  projectionsPart(heartbeat, states, DEFAULT_HEALTH_THRESHOLDS);

describe('the projections part of health', () => {
  it('is up with a fresh heartbeat and every projector live within the lag threshold', () => {
    expect(part(beat(0.4), [projector('members', { lagEvents: 3, lagSeconds: 9.5 })])).toMatchObject({
      status: 'up',
      heartbeatAgeSeconds: 0.4,
      projectors: [{ name: 'members', status: 'live', position: 100, lagEvents: 3, lagSeconds: 9.5 }],
    });
  });

  it('stays up with parked events, naming each projector, its count and its latest event (issue 43)', () => {
    const latest = { eventId: 'e-9', type: 'EmployeeDocumentRecorded', streamId: 'employee-1', position: 912 };
    expect(
      part(beat(0.4), [projector('members'), projector('staff-employees', { parked: { count: 2, latest } })]),
    ).toMatchObject({
      status: 'up',
      message: 'parked events: staff-employees (2, latest EmployeeDocumentRecorded #912)',
      projectors: [
        { name: 'members', parked: null },
        { name: 'staff-employees', parked: { count: 2, latest } },
      ],
    });
  });

  it('is down when the service never ran, stopped, or has not beaten within the timeout', () => {
    expect(part(null, [projector('members')])).toMatchObject({ status: 'down', heartbeatAgeSeconds: null });
    expect(part(beat(0.2, true), [projector('members')])).toMatchObject({
      status: 'down',
      message: 'the projection service is stopped',
    });
    expect(part(beat(5.2), [projector('members')])).toMatchObject({
      status: 'down',
      message: 'no heartbeat from the projection service for 5 s',
    });
    expect(part(beat(4.9), [projector('members')]).status).toBe('up');
  });

  it('is down when a projector stopped, naming it and the event it stopped at', () => {
    const error = { eventId: 'e', type: 'MemberRegistered', streamId: 's', position: 42, message: 'bad' };
    expect(part(beat(1), [projector('members', { status: 'failed', error }), projector('plans')])).toMatchObject({
      status: 'down',
      message: 'stopped projector: members (at MemberRegistered #42)',
    });
  });

  it('is starting while a projector builds its tables', () => {
    expect(part(beat(1), [projector('members', { status: 'building' })])).toMatchObject({
      status: 'starting',
      message: 'building members',
    });
  });

  it('is lagging when a projector is behind by more than the threshold', () => {
    expect(
      part(beat(1), [projector('members', { lagSeconds: 31.26, lagEvents: 900 }), projector('plans')]),
    ).toMatchObject({ status: 'lagging', message: 'members behind by up to 31 s' });
  });
});

const reactor = (name: string, overrides: Partial<ReactorStatus> = {}): ReactorStatus => ({
  name,
  ...LIVE,
  ...overrides,
});

const reactors = (heartbeat: HeartbeatRow | null, states: ReactorStatus[]) =>
  reactorsPart(heartbeat, states, DEFAULT_HEALTH_THRESHOLDS);

describe('the reactors part of health', () => {
  const poison = { eventId: 'e', type: 'CashPaymentTaken', streamId: 's', position: 42, message: 'no till' };

  it('is up with a fresh heartbeat and every reactor live within the lag threshold', () => {
    expect(reactors(beat(0.4), [reactor('till', { lagEvents: 2, lagSeconds: 1.26 })])).toEqual({
      status: 'up',
      reactors: [{ name: 'till', status: 'live', position: 100, lagEvents: 2, lagSeconds: 1.3, stoppedOn: null }],
    });
  });

  it('is down with a stopped reactor, naming it and its event but not the error text, even while the service is down', () => {
    const states = [
      reactor('till', { status: 'failed', error: poison, lagEvents: null, lagSeconds: null }),
      reactor('door'),
    ];
    const expected = {
      status: 'down',
      message: 'stopped reactor: till (at CashPaymentTaken #42)',
      reactors: [
        {
          name: 'till',
          status: 'failed',
          position: 100,
          lagEvents: null,
          lagSeconds: null,
          stoppedOn: { eventId: 'e', type: 'CashPaymentTaken', streamId: 's', position: 42 },
        },
        { name: 'door', status: 'live', position: 100, lagEvents: 0, lagSeconds: 0, stoppedOn: null },
      ],
    };
    expect(reactors(beat(1), states)).toEqual(expected);
    expect(reactors(null, states)).toEqual(expected);
  });

  it('is down while the projection service that runs the reactors does not beat', () => {
    expect(reactors(beat(0.2, true), [reactor('till')])).toMatchObject({
      status: 'down',
      message: 'not running: the projection service is stopped',
    });
    expect(reactors(beat(6), [reactor('till')]).message).toBe(
      'not running: no heartbeat from the projection service for 6 s',
    );
  });

  it('is starting while a reactor has no checkpoint yet, lagging past the threshold', () => {
    const fresh = reactor('door', { status: 'starting', checkpoint: null, lagEvents: null, lagSeconds: null });
    expect(reactors(beat(1), [reactor('till'), fresh])).toMatchObject({
      status: 'starting',
      message: 'starting door',
      reactors: [{ name: 'till' }, { name: 'door', status: 'starting', position: null, lagEvents: null }],
    });
    expect(reactors(beat(1), [reactor('till', { lagEvents: 40, lagSeconds: 12.4 }), reactor('door')])).toMatchObject({
      status: 'lagging',
      message: 'till behind by up to 12 s',
    });
  });
});

describe('the overall status', () => {
  const up = {
    eventStore: { status: 'up' as const, store: 'postgres', position: 1 },
    projections: part(beat(1), [projector('members')]),
    reactors: reactors(beat(1), [reactor('till')]),
    socketGateway: { status: 'up' as const, clients: 0, instances: 1 },
  };

  it('is ok only when every part is up, starting while projections or reactors start, degraded when a part is down or lagging', () => {
    expect(overallStatus(up)).toBe('ok');
    expect(overallStatus({ ...up, projections: { ...up.projections, status: 'starting' } })).toBe('starting');
    expect(overallStatus({ ...up, projections: { ...up.projections, status: 'lagging' } })).toBe('degraded');
    expect(overallStatus({ ...up, eventStore: { ...up.eventStore, status: 'down' } })).toBe('degraded');
    expect(overallStatus({ ...up, socketGateway: { ...up.socketGateway, status: 'down' } })).toBe('degraded');
    expect(overallStatus({ ...up, reactors: { ...up.reactors, status: 'down' } })).toBe('degraded');
    expect(overallStatus({ ...up, reactors: { ...up.reactors, status: 'lagging' } })).toBe('degraded');
    expect(overallStatus({ ...up, reactors: { ...up.reactors, status: 'starting' } })).toBe('starting');
  });
});
