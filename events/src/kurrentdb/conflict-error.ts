import { WrongExpectedVersionError as ClientWrongExpectedVersionError } from '@kurrent/kurrentdb-client';
import type { StreamAppend } from '../store/event-store.js';
import { WrongExpectedVersionError } from '../store/event-store.js';
import { expectedVersionOfStreamState, versionOfRevision } from './expected-version.js';

/** The client's conflict (either append protocol), if `error` is one. */
export function asClientConflict(error: unknown): ClientWrongExpectedVersionError | null {
  return error instanceof ClientWrongExpectedVersionError ? error : null;
}

/**
 * Our typed conflict for the client's, or null when `error` is something else. The expected version is the one the
 * caller passed for that stream (the client can only report it in revision terms); the actual one is a count.
 */
export function toWrongExpectedVersionError(
  error: unknown,
  appends: readonly StreamAppend[],
  /** Our stream id of a server stream name (they differ in a namespace). */
  streamIdOf: (streamName: string) => string = (streamName) => streamName,
): WrongExpectedVersionError | null {
  const conflict = asClientConflict(error);
  if (!conflict) return null;
  // A single-stream append's conflict names its stream from gRPC headers; fall back to the only stream if it did not.
  const streamId = conflict.streamName
    ? streamIdOf(conflict.streamName)
    : appends.length === 1
      ? appends[0]!.streamId
      : '';
  const requested = appends.find((a) => a.streamId === streamId)?.expectedVersion;
  const expected = requested ?? expectedVersionOfStreamState(conflict.expectedState);
  return new WrongExpectedVersionError(streamId, expected, versionOfRevision(conflict.actualState));
}
