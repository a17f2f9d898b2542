import type { NewEvent } from '@gym/events/store/envelope';
import type { EventStore, StreamAppend } from '@gym/events/store/event-store';

/**
 * The next number of a sequence stream (member numbers, invoice numbers): its version plus one. The append that uses
 * the number also appends to the sequence at that version, so two desks can never hand out the same number; the
 * loser of a race decides again with the next one.
 */
export async function nextNumber(
  store: EventStore,
  streamId: string,
): Promise<{ next: number; claim: (event: NewEvent) => StreamAppend }> {
  const version = await store.streamVersion(streamId);
  return {
    next: version + 1,
    claim: (event) => ({ streamId, expectedVersion: version, events: [event] }),
  };
}

/**
 * Decisions a command that takes a number may take before giving up: every concurrent sale or registration
 * contends for the same sequence stream, so losers decide again (with a growing, random pause) rather than fail.
 */
export const SEQUENCE_ATTEMPTS = 12;
