import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createEventCatalogue, UnknownEventError } from '@gym/events/catalogue/event-catalogue';
import { defineEvent } from '@gym/events/catalogue/define-event';
import { parseOnce } from './parse-once.js';

/** A catalogue whose one event type counts its validations (the zod transform runs once per parse). */
function countingCatalogue() {
  let parses = 0;
  const schema = z.object({ memberId: z.string(), tags: z.array(z.string()) }).transform((data) => {
    parses++;
    return data;
  });
  const upcasters = [
    { type: 'Tagged', fromVersion: 1, upcast: (data: unknown) => ({ tags: [], ...(data as object) }) },
  ];
  const catalogue = parseOnce(createEventCatalogue([defineEvent('Tagged', schema, 2)], upcasters));
  return { catalogue, parses: () => parses };
}

const stored = (data: unknown, schemaVersion = 2) => ({ type: 'Tagged', schemaVersion, data });

describe('parsing each event once for every projector', () => {
  it('validates a stored event once however many projectors ask for it, and gives each the same event', () => {
    const { catalogue, parses } = countingCatalogue();
    const event = stored({ memberId: 'm-1', tags: ['a'] });
    const first = catalogue.parseEvent(event);
    const again = catalogue.parseEvent(event);
    expect(parses()).toBe(1);
    expect(again).toBe(first);
    expect(first).toEqual({ type: 'Tagged', data: { memberId: 'm-1', tags: ['a'] } });
  });

  it('leaves the stored event as it was to anything that reads or copies it, and parses a frozen one once too', () => {
    const { catalogue, parses } = countingCatalogue();
    const event = stored({ memberId: 'm-1', tags: ['a'] });
    const before = JSON.stringify(event);
    catalogue.parseEvent(event);
    expect(JSON.stringify(event)).toBe(before);
    expect({ ...event }).toEqual(stored({ memberId: 'm-1', tags: ['a'] }));
    expect(Object.keys(event)).toEqual(['type', 'schemaVersion', 'data']);

    const frozen = Object.freeze(stored({ memberId: 'm-2', tags: [] }));
    const first = catalogue.parseEvent(frozen);
    expect(catalogue.parseEvent(frozen)).toBe(first);
    expect(parses()).toBe(2);
  });

  it('parses another stored event on its own, even with equal content', () => {
    const { catalogue, parses } = countingCatalogue();
    catalogue.parseEvent(stored({ memberId: 'm-1', tags: [] }));
    catalogue.parseEvent(stored({ memberId: 'm-1', tags: [] }));
    expect(parses()).toBe(2);
  });

  it('still upcasts older stored versions', () => {
    const { catalogue } = countingCatalogue();
    expect(catalogue.parseEvent(stored({ memberId: 'm-2' }, 1)).data).toEqual({ memberId: 'm-2', tags: [] });
  });

  it('throws for every projector that asks for an event it cannot parse, naming it each time', () => {
    const { catalogue } = countingCatalogue();
    const broken = stored({ memberId: 42, tags: [] });
    expect(() => catalogue.parseEvent(broken)).toThrow(/memberId/);
    expect(() => catalogue.parseEvent(broken)).toThrow(/memberId/);
    const unknown = { type: 'Nobody', schemaVersion: 1, data: {} };
    expect(() => catalogue.parseEvent(unknown)).toThrow(UnknownEventError);
    expect(() => catalogue.parseEvent(unknown)).toThrow(/Nobody/);
  });

  it('freezes the shared event, so no projector can change what the next one sees', () => {
    const { catalogue } = countingCatalogue();
    const event = catalogue.parseEvent(stored({ memberId: 'm-3', tags: ['a'] })) as {
      data: { memberId: string; tags: string[] };
    };
    expect(() => {
      event.data.memberId = 'm-4';
    }).toThrow(TypeError);
    expect(() => event.data.tags.push('b')).toThrow(TypeError);
    expect(event.data).toEqual({ memberId: 'm-3', tags: ['a'] });
  });
});
