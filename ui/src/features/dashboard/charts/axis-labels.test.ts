import { describe, expect, it } from 'vitest';
import { LABEL_CHAR_PX, fitLabel } from './axis-labels';

describe('category labels under the bars', () => {
  it('keeps a label that fits its room', () => {
    expect(fitLabel('Monthly', 120)).toBe('Monthly');
  });

  it('cuts a long label with an ellipsis so it stays inside its room', () => {
    const room = 80;
    const fitted = fitLabel('Twelve Months Unlimited Platinum Access', room);
    expect(fitted.endsWith('…')).toBe(true);
    expect(fitted.length * LABEL_CHAR_PX).toBeLessThanOrEqual(room);
    expect(fitted.startsWith('Twelve')).toBe(true);
  });

  it('keeps at least a letter in a very narrow band', () => {
    expect(fitLabel('Annual', 4)).toBe('A…');
  });
});
