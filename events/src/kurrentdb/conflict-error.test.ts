import { NO_STREAM, STREAM_EXISTS, WrongExpectedVersionError as ClientConflict } from '@kurrent/kurrentdb-client';
import { describe, expect, it } from 'vitest';
import type { StreamAppend } from '../store/event-store.js';
import { WrongExpectedVersionError } from '../store/event-store.js';
import { toWrongExpectedVersionError } from './conflict-error.js';

const appendTo = (streamId: string, expectedVersion: StreamAppend['expectedVersion']): StreamAppend => ({
  streamId,
  expectedVersion,
  events: [{ type: 'T', data: {} }],
});

describe('toWrongExpectedVersionError', () => {
  it("turns the client's conflict into ours, with the caller's expectation and the actual version as a count", () => {
    const clientError = new ClientConflict(undefined, { streamName: 'member-1', expected: 0n, current: 2n });
    const error = toWrongExpectedVersionError(clientError, [appendTo('invoice-1', 0), appendTo('member-1', 1)]);
    expect(error).toBeInstanceOf(WrongExpectedVersionError);
    expect(error).toMatchObject({ streamId: 'member-1', expected: 1, actual: 3 });
  });

  it('reports a stream that does not exist as version 0', () => {
    const clientError = new ClientConflict(undefined, {
      streamName: 'ghost',
      expected: STREAM_EXISTS,
      current: NO_STREAM,
    });
    expect(toWrongExpectedVersionError(clientError, [appendTo('ghost', 'stream_exists')])).toMatchObject({
      streamId: 'ghost',
      expected: 'stream_exists',
      actual: 0,
    });
  });

  it("falls back to the client's expectation for a stream the caller did not list", () => {
    const clientError = new ClientConflict(undefined, { streamName: 'other', expected: 4n, current: 7n });
    expect(toWrongExpectedVersionError(clientError, [appendTo('member-1', 0)])).toMatchObject({
      streamId: 'other',
      expected: 5,
      actual: 8,
    });
  });

  it('names the only stream when the conflict does not', () => {
    const clientError = new ClientConflict(undefined, { streamName: '', expected: NO_STREAM, current: 0n });
    expect(toWrongExpectedVersionError(clientError, [appendTo('member-1', 'no_stream')])).toMatchObject({
      streamId: 'member-1',
      expected: 'no_stream',
      actual: 1,
    });
  });

  it('leaves every other error alone', () => {
    expect(toWrongExpectedVersionError(new Error('unavailable'), [appendTo('member-1', 0)])).toBeNull();
    expect(toWrongExpectedVersionError('nope', [appendTo('member-1', 0)])).toBeNull();
  });
});
