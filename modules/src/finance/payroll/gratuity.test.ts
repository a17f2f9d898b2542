import { describe, expect, it } from 'vitest';
import { gratuity } from './gratuity.js';

describe('end-of-service gratuity (art. 54: three weeks basic per year once a year is completed, fractions pro rata)', () => {
  it('nothing before a full year of service', () => {
    expect(gratuity(300000, '2026-01-01', '2026-12-30')).toMatchObject({
      serviceDays: 364,
      eligible: false,
      amount: 0,
    });
  });

  it('one year: 3,000 basic / 30 × 21 = 2,100', () => {
    expect(gratuity(300000, '2025-01-01', '2025-12-31')).toMatchObject({
      serviceDays: 365,
      eligible: true,
      amount: 210000,
    });
  });

  it('three years: 6,300; three and a half years: 7,350 (the half year in proportion)', () => {
    expect(gratuity(300000, '2022-01-01', '2024-12-30').amount).toBe(630000); // 1,095 days
    // 1,277.5 days is not a whole day: 1,278 days = 3.5014 years → 2,100 × 3.5014 = 7,352.88
    expect(gratuity(300000, '2022-01-01', '2025-07-01').amount).toBe(735288);
  });

  it('on the basic wage only, whatever the allowances', () => {
    expect(gratuity(450000, '2021-03-01', '2026-02-28')).toMatchObject({
      eligible: true,
      amount: Math.round((450000 * 21 * 1826) / (30 * 365)),
    });
  });
});
