import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { birthDay, calendarDay, calendarMonth, latestToday, recordInstant } from './dates.js';

describe('the shared date types (issue 43, item 1)', () => {
  it('a record day is a real calendar day from 2000 to 2099', () => {
    const day = calendarDay();
    for (const good of ['2026-12-05', '2024-02-29', '2000-01-01', '2099-12-31']) expect(day.parse(good)).toBe(good);
    for (const bad of [
      '0000-00-00',
      '2026-02-30',
      '2025-02-29',
      '2026-13-01',
      '2026-1-01',
      '1999-12-31',
      '2100-01-01',
      '9999-12-31',
      '2026-12-05\u0000',
      '',
    ]) {
      expect(day.safeParse(bad).success, bad).toBe(false);
    }
    expect(day.safeParse('2026-02-30').error?.issues[0]?.message).toBe('Use a real date, YYYY-MM-DD');
    expect(day.safeParse('9999-12-31').error?.issues[0]?.message).toBe('Use a date from 2000-01-01 to 2099-12-31');
  });

  it('a date of birth is from 1900 to today, wherever today is', () => {
    const born = birthDay();
    expect(born.parse('1900-01-01')).toBe('1900-01-01');
    expect(born.parse(latestToday())).toBe(latestToday());
    const tomorrow = new Date(Date.parse(`${latestToday()}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    for (const bad of ['1899-12-31', tomorrow, '9999-12-31']) expect(born.safeParse(bad).success, bad).toBe(false);
    expect(born.safeParse(tomorrow).error?.issues[0]?.message).toBe('Use a date from 1900-01-01 to today');
  });

  it("today's latest day is UTC+14's: 10:00 UTC is already the next day there", () => {
    expect(latestToday(Date.parse('2026-12-05T10:00:00Z'))).toBe('2026-12-06');
    expect(latestToday(Date.parse('2026-12-05T09:59:59Z'))).toBe('2026-12-05');
  });

  it('a month is YYYY-MM from 2000-01 to 2099-12', () => {
    const month = calendarMonth();
    expect(month.parse('2026-02')).toBe('2026-02');
    for (const bad of ['2026-13', '2026-00', '0000-01', '9999-12', '2026-2'])
      expect(month.safeParse(bad).success, bad).toBe(false);
  });

  it('an instant has an offset and falls on a real day from 2000 to 2099', () => {
    const at = recordInstant();
    expect(at.parse('2026-12-05T10:00:00+03:00')).toBe('2026-12-05T10:00:00+03:00');
    for (const bad of [
      '2026-02-30T10:00:00Z',
      '0000-01-01T00:00:00Z',
      '9999-12-31T00:00:00Z',
      '2026-12-05T10:00:00',
      'yesterday',
    ]) {
      expect(at.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('the bounds are in the JSON schema, for the OpenAPI document', () => {
    const schema = z.toJSONSchema(z.object({ on: calendarDay(), born: birthDay() })) as {
      properties: Record<string, Record<string, unknown>>;
    };
    expect(schema.properties.on).toMatchObject({
      format: 'date',
      'x-earliest': '2000-01-01',
      'x-latest': '2099-12-31',
    });
    expect(schema.properties.born).toMatchObject({ format: 'date', 'x-earliest': '1900-01-01' });
    expect(schema.properties.born).not.toHaveProperty('x-latest');
  });
});
