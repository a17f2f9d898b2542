import { describe, expect, it } from 'vitest';
import { readAddress } from '../../../lib/address-filters';
import { EVENT_LOG_FIELDS, eventLogFilterOf } from './event-log-fields';

describe("the Audit page's filters", () => {
  it("send the days as the gym's midnights: the one starting the first day and the one ending the last", () => {
    const values = readAddress(
      EVENT_LOG_FIELDS,
      new URLSearchParams('stream=member-1&type=PaymentRecorded&actor=admin&from=2026-12-01&to=2026-12-05&q=Ali'),
    );
    expect(eventLogFilterOf(values, 'Asia/Qatar')).toEqual({
      stream: 'member-1',
      type: 'PaymentRecorded',
      actor: 'admin',
      q: 'Ali',
      from: '2026-11-30T21:00:00.000Z',
      to: '2026-12-05T21:00:00.000Z',
    });
  });

  it('send nothing the address does not set', () => {
    const values = readAddress(EVENT_LOG_FIELDS, new URLSearchParams(''));
    expect(eventLogFilterOf(values, 'Asia/Qatar')).toEqual({
      stream: undefined,
      type: undefined,
      actor: undefined,
      q: undefined,
      from: undefined,
      to: undefined,
    });
  });
});
