import type { RecordedEvent } from '../store/envelope.js';
import type { EventDefinition, Upcaster } from './define-event.js';

/** A domain event as a decider, projector or test sees it: its type and its data at the current schema version. */
export interface AnyDomainEvent {
  readonly type: string;
  readonly data: unknown;
}

/**
 * The events a running system knows: built by the composition roots from every area's definitions (the areas own
 * their events; this package knows none of them).
 */
export interface EventCatalogue<Event extends AnyDomainEvent = AnyDomainEvent> {
  /**
   * A stored event as the current code understands it: upcast from its stored schema version, then validated. Throws
   * on a type or version the code does not know (a projector then stops on it, naming it, instead of guessing).
   */
  parseEvent(event: Pick<RecordedEvent, 'type' | 'schemaVersion' | 'data'>): Event;
  /** The schema version an event of this type is written with today. */
  currentVersion(type: string): number;
  readonly definitions: readonly EventDefinition[];
}

export class UnknownEventError extends Error {
  override readonly name = 'UnknownEventError';
}

/**
 * Builds the catalogue of the given event definitions (each type at its current schema version) and the upcasters
 * that bring older stored versions up to date.
 */
export function createEventCatalogue<Event extends AnyDomainEvent = AnyDomainEvent>(
  definitions: readonly EventDefinition[],
  upcasters: readonly Upcaster[] = [],
): EventCatalogue<Event> {
  const byType = new Map(definitions.map((d) => [d.type, d]));
  if (byType.size !== definitions.length) throw new Error('Two event definitions share a type');

  function parseEvent(event: Pick<RecordedEvent, 'type' | 'schemaVersion' | 'data'>): Event {
    const definition = byType.get(event.type);
    if (!definition) throw new UnknownEventError(`Unknown event type ${event.type}`);
    let data = event.data;
    for (let version = event.schemaVersion; version < definition.version; version++) {
      const upcaster = upcasters.find((u) => u.type === event.type && u.fromVersion === version);
      if (!upcaster) throw new UnknownEventError(`No upcaster for ${event.type} v${version}`);
      data = upcaster.upcast(data);
    }
    if (event.schemaVersion > definition.version) {
      throw new UnknownEventError(
        `${event.type} v${event.schemaVersion} is newer than this code (v${definition.version})`,
      );
    }
    return { type: event.type, data: definition.schema.parse(data) } as Event;
  }

  function currentVersion(type: string): number {
    const definition = byType.get(type);
    if (!definition) throw new UnknownEventError(`Unknown event type ${type}`);
    return definition.version;
  }

  return { parseEvent, currentVersion, definitions };
}
