import { describe, expect, it } from 'vitest';
import { receiptPaperClasses } from './receipt-paper';

describe('receiptPaperClasses', () => {
  it('lays the 80 mm roll out 72 mm wide in small type', () => {
    expect(receiptPaperClasses('thermal').split(' ')).toEqual(expect.arrayContaining(['max-w-[72mm]', 'text-xs']));
  });

  it('gives A4 at most the sheet width, never more than the screen, with less padding on a phone', () => {
    const classes = receiptPaperClasses('a4').split(' ');
    expect(classes).toEqual(expect.arrayContaining(['w-full', 'max-w-[210mm]', 'p-4', 'sm:p-8']));
    expect(classes.some((c) => /^w-\[/.test(c))).toBe(false);
  });
});
