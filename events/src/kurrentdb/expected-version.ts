import type { AppendStreamState, CurrentStreamState } from '@kurrent/kurrentdb-client';
import { ANY, NO_STREAM, STREAM_EXISTS } from '@kurrent/kurrentdb-client';
import type { ExpectedVersion } from '../store/event-store.js';

/*
 * Our stream versions count events (0 = no stream, 1 = one event); KurrentDB revisions number them from 0. So version n
 * is revision n - 1, and "version 0" is KurrentDB's NO_STREAM.
 */

/** The stream state KurrentDB checks before appending, for what the appender expects. */
export function toStreamState(expected: ExpectedVersion): AppendStreamState {
  if (expected === 'any') return ANY;
  if (expected === 'no_stream') return NO_STREAM;
  if (expected === 'stream_exists') return STREAM_EXISTS;
  if (!Number.isSafeInteger(expected) || expected < 0) throw new RangeError(`Invalid expected version ${expected}`);
  return expected === 0 ? NO_STREAM : BigInt(expected - 1);
}

/**
 * The version of a stream whose last event has this revision. Deleted and tombstoned streams come back from a conflict
 * as negative revisions (-5, -6): they hold no readable events, so they are at version 0.
 */
export function versionOfRevision(revision: CurrentStreamState): number {
  if (revision === NO_STREAM || revision < 0n) return 0;
  return Number(revision) + 1;
}

/**
 * What a conflict says the appender expected, in our terms. Only a fallback: the adapter prefers the expected version
 * the caller passed. The client reports the protocol's negative constants as bigints when it parses gRPC headers.
 */
export function expectedVersionOfStreamState(state: AppendStreamState): ExpectedVersion {
  if (state === ANY || state === -2n) return 'any';
  if (state === NO_STREAM || state === -1n) return 'no_stream';
  if (state === STREAM_EXISTS || state === -4n) return 'stream_exists';
  return state < 0n ? 'any' : Number(state) + 1;
}
