import { ANY, NO_STREAM, STREAM_EXISTS } from '@kurrent/kurrentdb-client';
import { describe, expect, it } from 'vitest';
import { expectedVersionOfStreamState, toStreamState, versionOfRevision } from './expected-version.js';

describe('toStreamState', () => {
  it('maps the symbolic expectations to the client constants', () => {
    expect(toStreamState('any')).toBe(ANY);
    expect(toStreamState('no_stream')).toBe(NO_STREAM);
    expect(toStreamState('stream_exists')).toBe(STREAM_EXISTS);
  });

  it('maps version 0 to NO_STREAM and version n to revision n - 1', () => {
    expect(toStreamState(0)).toBe(NO_STREAM);
    expect(toStreamState(1)).toBe(0n);
    expect(toStreamState(42)).toBe(41n);
  });

  it('rejects versions that are not counts', () => {
    for (const bad of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => toStreamState(bad)).toThrow(RangeError);
    }
  });
});

describe('versionOfRevision', () => {
  it('counts events: revision n is version n + 1, no stream is version 0', () => {
    expect(versionOfRevision(NO_STREAM)).toBe(0);
    expect(versionOfRevision(0n)).toBe(1);
    expect(versionOfRevision(41n)).toBe(42);
  });

  it('treats deleted (-5) and tombstoned (-6) streams as empty', () => {
    expect(versionOfRevision(-5n)).toBe(0);
    expect(versionOfRevision(-6n)).toBe(0);
  });

  it('inverts toStreamState for every exact version', () => {
    for (const version of [1, 2, 10, 1000]) {
      const state = toStreamState(version);
      expect(typeof state).toBe('bigint');
      expect(versionOfRevision(state as bigint)).toBe(version);
    }
  });
});

describe('expectedVersionOfStreamState', () => {
  it('reads the constants, by name or as the protocol numbers', () => {
    expect(expectedVersionOfStreamState(ANY)).toBe('any');
    expect(expectedVersionOfStreamState(-2n)).toBe('any');
    expect(expectedVersionOfStreamState(NO_STREAM)).toBe('no_stream');
    expect(expectedVersionOfStreamState(-1n)).toBe('no_stream');
    expect(expectedVersionOfStreamState(STREAM_EXISTS)).toBe('stream_exists');
    expect(expectedVersionOfStreamState(-4n)).toBe('stream_exists');
  });

  it('turns an expected revision back into a version', () => {
    expect(expectedVersionOfStreamState(0n)).toBe(1);
    expect(expectedVersionOfStreamState(9n)).toBe(10);
  });
});
