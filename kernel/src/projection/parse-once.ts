import type { AnyDomainEvent, EventCatalogue } from '@gym/events/catalogue/event-catalogue';

/**
 * The catalogue the projectors of one runner share: each stored event is upcast and validated once, and every
 * projector that handles it gets that same parsed event. The runner hands every projector the same event objects of
 * a batch, so the memo is kept with that object (it goes with the batch). Without it each of the 22 projectors
 * ran zod over the same event again, about 50 µs of Node per event in a full rebuild.
 *
 * A parse that throws is not remembered: it throws again for each projector that handles the event, so that projector
 * alone stops on it, naming it, as before. The parsed event is frozen, since projectors now share it: one changing it
 * would change what the next one sees.
 */
export function parseOnce<Event extends AnyDomainEvent>(catalogue: EventCatalogue<Event>): EventCatalogue<Event> {
  // The parsed event rides on the stored event itself, under a key of this catalogue's own: a weak map of the
  // millions of events a rebuild reads was work for the garbage collector at every young-generation collection. A
  // stored event that cannot take the key (frozen) is remembered in the weak map instead.
  const key = Symbol('parsed event');
  const parsed = new WeakMap<object, Event>();
  return {
    definitions: catalogue.definitions,
    currentVersion: (type) => catalogue.currentVersion(type),
    parseEvent(recorded) {
      // One place or the other for each stored event, so a first parse looks in one only.
      const carries = Object.isExtensible(recorded);
      let event = carries ? (recorded as { [key]?: Event })[key] : parsed.get(recorded);
      if (event === undefined) {
        event = deepFreeze(catalogue.parseEvent(recorded));
        if (carries) Object.defineProperty(recorded, key, { value: event });
        else parsed.set(recorded, event);
      }
      return event;
    },
  };
}

function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
  return value;
}
