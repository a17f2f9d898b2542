import { catalogue } from '@gym/modules/catalogue';
import type { ExactAppend, GeneratedCommand } from './generated-command.js';

/**
 * The command's appends with every event checked against the catalogue (parseEvent, as a projector will read it) and
 * stamped with its current schema version. A generator bug stops the run here, naming the event, instead of leaving
 * an event in the log that the projectors would stop on.
 */
export function validatedAppends(command: GeneratedCommand): ExactAppend[] {
  return command.appends.map((append) => ({
    streamId: append.streamId,
    expectedVersion: append.expectedVersion,
    events: append.events.map((event) => {
      const schemaVersion = catalogue.currentVersion(event.type);
      try {
        return { type: event.type, schemaVersion, data: catalogue.parseEvent({ ...event, schemaVersion }).data };
      } catch (error) {
        throw new Error(`Generated ${event.type} on ${append.streamId} is invalid: ${(error as Error).message}`, {
          cause: error,
        });
      }
    }),
  }));
}
