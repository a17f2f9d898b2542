import { describe, expect, it } from 'vitest';
import { enterAction, isMemberNumber, normaliseSearch, resolveLookup } from './search-enter';

const ali = { memberNumber: 1042, name: 'Ali' };
const alia = { memberNumber: 1043, name: 'Alia' };

describe('Enter in the check-in search', () => {
  it('does nothing on an empty box', () => {
    expect(enterAction({ text: '   ', shown: undefined, activeIndex: 0 })).toEqual({ kind: 'nothing' });
  });

  it('picks the highlighted result when the results answer exactly this text', () => {
    const shown = { text: 'ali', members: [ali, alia] };
    expect(enterAction({ text: 'ALI ', shown, activeIndex: 0 })).toEqual({ kind: 'pick', member: ali });
    expect(enterAction({ text: 'ali', shown, activeIndex: 1 })).toEqual({ kind: 'pick', member: alia });
    // A highlight left from a longer list falls back to the first result.
    expect(enterAction({ text: 'ali', shown, activeIndex: 5 })).toEqual({ kind: 'pick', member: ali });
  });

  it('looks the text up at once when the results on screen are for other text (a scanner is faster than them)', () => {
    expect(enterAction({ text: '1042', shown: { text: '104', members: [ali] }, activeIndex: 0 })).toEqual({
      kind: 'lookup',
    });
    expect(enterAction({ text: '1042', shown: undefined, activeIndex: 0 })).toEqual({ kind: 'lookup' });
    expect(enterAction({ text: 'zed', shown: { text: 'zed', members: [] }, activeIndex: 0 })).toEqual({
      kind: 'lookup',
    });
  });
});

describe('the immediate lookup', () => {
  it('takes the exact member number even when other members match its digits', () => {
    const phoneMatch = { memberNumber: 2001, name: 'Phone 1042' };
    expect(resolveLookup(' 1042 ', [phoneMatch, ali])).toEqual({ kind: 'pick', member: ali });
  });

  it('takes the only match, asks to choose among several, and says when there is none', () => {
    expect(resolveLookup('alia', [alia])).toEqual({ kind: 'pick', member: alia });
    expect(resolveLookup('ali', [ali, alia])).toEqual({ kind: 'choose' });
    expect(resolveLookup('9999', [])).toEqual({ kind: 'none' });
  });
});

describe('search text', () => {
  it('is trimmed, collapsed and lower-cased; member numbers are digits only', () => {
    expect(normaliseSearch('  Ali   AL Thani ')).toBe('ali al thani');
    expect(isMemberNumber(' 1042 ')).toBe(true);
    expect(isMemberNumber('10 42')).toBe(false);
    expect(isMemberNumber('+974')).toBe(false);
  });
});
