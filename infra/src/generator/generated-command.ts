import type { EventMetadata, NewEvent } from '@gym/events/store/envelope';

/** One stream's part of a command, at the exact version the stream has when the command is appended. */
export interface ExactAppend {
  readonly streamId: string;
  readonly expectedVersion: number;
  readonly events: readonly NewEvent[];
}

/**
 * What one action at the desk appends, as the app would: the streams it touches with their exact expected versions,
 * and who did it when. Its event ids derive from `commandId` (the idempotency key) exactly as the event store derives
 * them, so the bulk writer and an append through the port store the same events.
 */
export interface GeneratedCommand {
  readonly commandId: string;
  readonly metadata: EventMetadata;
  readonly appends: readonly ExactAppend[];
}

export function eventCount(command: GeneratedCommand): number {
  let count = 0;
  for (const append of command.appends) count += append.events.length;
  return count;
}
