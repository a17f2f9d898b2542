import { describe, expect, it } from 'vitest';
import type { ProjectionStatus } from '@gym/projection-service/runner/projection-status';
import type { HeartbeatRow } from '@gym/projection-service/runner/heartbeat';
import { DEFAULT_HEALTH_THRESHOLDS, overallStatus, projectionsPart } from './health-rules.js';

const beat = (ageSeconds: number, stopped = false): HeartbeatRow => ({
  instance: 'host:1',
  startedAt: new Date(0),
  ageSeconds,
  stoppedAt: stopped ? new Date(0) : null,
});

const projector = (name: string, overrides: Partial<ProjectionStatus> = {}): ProjectionStatus => ({
  name,
  status: 'live',
  checkpoint: { commit: '10', position: 100 },
  lagEvents: 0,
  lagSeconds: 0,
  error: null,
  updatedAt: null,
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

describe('the overall status', () => {
  const up = {
    eventStore: { status: 'up' as const, store: 'postgres', position: 1 },
    projections: part(beat(1), [projector('members')]),
    socketGateway: { status: 'up' as const, clients: 0, instances: 1 },
  };

  it('is ok only when every part is up, starting while projections build, degraded when a part is down or lagging', () => {
    expect(overallStatus(up)).toBe('ok');
    expect(overallStatus({ ...up, projections: { ...up.projections, status: 'starting' } })).toBe('starting');
    expect(overallStatus({ ...up, projections: { ...up.projections, status: 'lagging' } })).toBe('degraded');
    expect(overallStatus({ ...up, eventStore: { ...up.eventStore, status: 'down' } })).toBe('degraded');
    expect(overallStatus({ ...up, socketGateway: { ...up.socketGateway, status: 'down' } })).toBe('degraded');
  });
});
