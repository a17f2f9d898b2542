import { describe, expect, it } from 'vitest';
import { FIRST_PAGE, currentCursor, hasPreviousPage, nextPage, pageNumber, previousPage } from './cursor-pager-state';

describe('keyset pager state', () => {
  it('starts on page 1 without a cursor or a way back', () => {
    expect(currentCursor(FIRST_PAGE)).toBeUndefined();
    expect(pageNumber(FIRST_PAGE)).toBe(1);
    expect(hasPreviousPage(FIRST_PAGE)).toBe(false);
  });

  it('follows the server cursor forward and comes back along the cursors seen', () => {
    const second = nextPage(FIRST_PAGE, 'c2');
    const third = nextPage(second, 'c3');
    expect(currentCursor(third)).toBe('c3');
    expect(pageNumber(third)).toBe(3);
    expect(previousPage(third)).toEqual(second);
    expect(currentCursor(previousPage(second))).toBeUndefined();
  });

  it('stays put at either end', () => {
    expect(previousPage(FIRST_PAGE)).toBe(FIRST_PAGE);
    const last = nextPage(FIRST_PAGE, 'c2');
    expect(nextPage(last, null)).toBe(last);
    expect(nextPage(last, undefined)).toBe(last);
  });
});
