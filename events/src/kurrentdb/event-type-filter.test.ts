import { describe, expect, it } from 'vitest';
import { eventTypeRegex, isOurEvent } from './event-type-filter.js';
import { INDEX_EVENT_TYPE } from './idempotency-index.js';

// The server evaluates these with .NET regular expressions; the constructs used behave the same in JavaScript.
const matches = (regex: string, type: string) => new RegExp(regex).test(type);

describe('eventTypeRegex with types', () => {
  const regex = eventTypeRegex(['MemberRegistered', 'Paid.v2', 'a+b(c)']);

  it('matches exactly the listed types', () => {
    expect(matches(regex, 'MemberRegistered')).toBe(true);
    expect(matches(regex, 'Paid.v2')).toBe(true);
    expect(matches(regex, 'a+b(c)')).toBe(true);
  });

  it('matches no prefix, suffix or look-alike of them', () => {
    expect(matches(regex, 'MemberRegisteredTwice')).toBe(false);
    expect(matches(regex, 'OldMemberRegistered')).toBe(false);
    expect(matches(regex, 'PaidXv2')).toBe(false);
    expect(matches(regex, 'aab(c)')).toBe(false);
  });

  it('matches nothing for an empty list', () => {
    expect(matches(eventTypeRegex([]), 'MemberRegistered')).toBe(false);
  });
});

describe('eventTypeRegex without types', () => {
  const regex = eventTypeRegex();

  it('keeps business events', () => {
    expect(matches(regex, 'MemberRegistered')).toBe(true);
    expect(matches(regex, `${INDEX_EVENT_TYPE}-not-quite`)).toBe(true);
  });

  it('drops system events and idempotency index events', () => {
    for (const type of ['$statsCollection', '$>', '$metadata', INDEX_EVENT_TYPE]) {
      expect(matches(regex, type)).toBe(false);
    }
  });
});

describe('isOurEvent', () => {
  it('rejects system and index events even when asked for by type', () => {
    expect(isOurEvent('$>', ['$>'])).toBe(false);
    expect(isOurEvent(INDEX_EVENT_TYPE, [INDEX_EVENT_TYPE])).toBe(false);
    expect(isOurEvent(INDEX_EVENT_TYPE)).toBe(false);
  });

  it('honours the type list', () => {
    expect(isOurEvent('MemberRegistered')).toBe(true);
    expect(isOurEvent('MemberRegistered', ['MemberRegistered'])).toBe(true);
    expect(isOurEvent('MemberRegistered', ['PaymentRecorded'])).toBe(false);
  });
});
