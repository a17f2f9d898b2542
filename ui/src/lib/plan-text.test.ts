import { describe, expect, it } from 'vitest';
import { planDurationText } from './plan-text';

describe('plan duration text', () => {
  it('says months or days, singular for one', () => {
    expect(planDurationText({ duration: 1, durationUnit: 'months' })).toBe('1 month');
    expect(planDurationText({ duration: 12, durationUnit: 'months' })).toBe('12 months');
    expect(planDurationText({ duration: 1, durationUnit: 'days' })).toBe('1 day');
    expect(planDurationText({ duration: 10, durationUnit: 'days' })).toBe('10 days');
  });
});
