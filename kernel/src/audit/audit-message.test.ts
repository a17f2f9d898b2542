import { describe, expect, it } from 'vitest';
import { auditCode, auditFlag, auditValue } from './audit-contract.js';
import { auditMessageOf, auditWordsOf } from './audit-message.js';

const parts = [
  auditFlag('late', true, 'cancelled late the booking of ', 'cancelled the booking of '),
  { ref: 'member', id: 'm1' },
  ' for ',
  { money: 2500 },
  ' paid ',
  auditValue('method', 'cash', 'in cash'),
  ' from ',
  { date: '2026-12-06', param: 'from' },
  ', ',
  { ref: 'class-session', id: 's1', label: '07:30' },
  ' (',
  auditCode('kind', 'one-off'),
  ') ',
  auditValue('reason', 'Travel'),
] as const;

describe('an event in words and as a message (issue 46)', () => {
  it('gives the API its English words: values as their English text, subjects, money and days as parts', () => {
    expect(auditWordsOf(parts)).toEqual([
      'cancelled late the booking of ',
      { ref: 'member', id: 'm1' },
      ' for ',
      { money: 2500 },
      ' paid in cash from ',
      { date: '2026-12-06' },
      ', ',
      { ref: 'class-session', id: 's1', label: '07:30' },
      ' (one-off) Travel',
    ]);
  });

  it('gives the UI the type as the code and each value by name: subjects by kind, money as amount', () => {
    expect(auditMessageOf('ClassBookingCancelled', parts)).toEqual({
      code: 'ClassBookingCancelled',
      params: {
        late: 'yes',
        member: { ref: 'member', id: 'm1' },
        amount: { money: 2500 },
        method: 'cash',
        from: { date: '2026-12-06' },
        classSession: { ref: 'class-session', id: 's1', label: '07:30' },
        kind: 'one_off',
        reason: 'Travel',
      },
    });
    expect(auditMessageOf('X', [auditFlag('late', false, 'late ')]).params).toEqual({ late: 'no' });
    expect(auditWordsOf([auditFlag('late', false, 'late '), 'booked', auditValue('n', 2), ''])).toEqual(['booked2']);
  });

  it('refuses a name given two values, and takes the same value twice', () => {
    expect(() => auditMessageOf('X', [{ money: 1 }, { money: 2 }])).toThrow('The words of X give {amount} two values');
    expect(auditMessageOf('X', [{ ref: 'member', id: 'a' }, ' and ', { ref: 'member', id: 'a' }]).params).toEqual({
      member: { ref: 'member', id: 'a' },
    });
  });
});
