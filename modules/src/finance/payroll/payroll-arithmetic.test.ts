import { describe, expect, it } from 'vitest';
import { payLine } from './payroll-arithmetic.js';
import type { PayInput } from './payroll-arithmetic.js';

const base: PayInput = {
  basic: 300000,
  housing: 100000,
  transport: 50000,
  otherAllowance: 0,
  unpaidDays: 0,
  halfPayDays: 0,
  ptSales: 0,
  commissionRate: 0,
  additions: 0,
  advances: 0,
  otherDeductions: 0,
  dayDivisor: 30,
  daysInMonth: 30,
};

/** Worked by hand (QAR): a day's pay is fixed pay / 30. */
const cases: [
  string,
  Partial<PayInput>,
  Partial<{
    leaveDeduction: number;
    commission: number;
    overtime: number;
    leaveInLieu: number;
    net: number;
    workingDays: number;
  }>,
][] = [
  [
    'a full month: 3,000 basic + 1,000 housing + 500 transport',
    {},
    { leaveDeduction: 0, commission: 0, net: 450000, workingDays: 30 },
  ],
  [
    '3 unpaid days: 4,500 / 30 × 3 = 450 off → 4,050',
    { unpaidDays: 3 },
    { leaveDeduction: 45000, commission: 0, net: 405000, workingDays: 27 },
  ],
  [
    '6 half-paid sick days: 4,500 / 30 × 6 / 2 = 450 off → 4,050',
    { halfPayDays: 6 },
    { leaveDeduction: 45000, commission: 0, net: 405000, workingDays: 30 },
  ],
  [
    '2 unpaid + 3 half days in a 31-day month: 150 × 3.5 = 525 off → 3,975',
    { unpaidDays: 2, halfPayDays: 3, daysInMonth: 31 },
    { leaveDeduction: 52500, commission: 0, net: 397500, workingDays: 29 },
  ],
  [
    'a trainer: 12,000 of PT sold at 10 % = 1,200, plus 300 added, less a 500 advance and 100 other → 5,400',
    { ptSales: 1200000, commissionRate: 1000, additions: 30000, advances: 50000, otherDeductions: 10000 },
    { leaveDeduction: 0, commission: 120000, net: 540000, workingDays: 30 },
  ],
  [
    'rounding to the dirham: 3,333.33 fixed, 1 unpaid day = 111.1111 → 111.11 off → 3,222.22',
    { basic: 333333, housing: 0, transport: 0, unpaidDays: 1 },
    { leaveDeduction: 11111, commission: 0, net: 322222, workingDays: 29 },
  ],
  [
    'commission rounding: 999.99 sold at 7.5 % = 74.99925 → 75.00',
    { ptSales: 99999, commissionRate: 750 },
    { leaveDeduction: 0, commission: 7500, net: 457500, workingDays: 30 },
  ],
  [
    'overtime (art. 74, 75): 3,000 basic → 12.50 an hour; 10 h × 125 % + 3 h × 150 % + 4 h × 250 % = 156.25 + 56.25 + 125 = 337.50 → 4,837.50',
    { overtimeHours: 10, nightOvertimeHours: 3, restDayHours: 4 },
    { leaveDeduction: 0, commission: 0, overtime: 33750, net: 483750, workingDays: 30 },
  ],
  [
    'quarter hours round once: 3,333.33 basic, 0.25 h × 125 % = 3,333.33 / 240 × 0.3125 = 4.34',
    { basic: 333333, housing: 0, transport: 0, overtimeHours: 0.25 },
    { overtime: 434, net: 333767 },
  ],
  [
    'pay in lieu (art. 81) of 7.33 days of leave at 4,500 / 30 = 150 a day → 1,099.50',
    { leaveInLieuHundredths: 733 },
    { leaveInLieu: 109950, net: 559950 },
  ],
  [
    'a whole month unpaid (31 days) takes the fixed pay and no more → 0',
    { unpaidDays: 31, daysInMonth: 31 },
    { leaveDeduction: 450000, commission: 0, net: 0, workingDays: 0 },
  ],
];

describe('payroll arithmetic (hand-worked cases)', () => {
  it.each(cases)('%s', (_name, input, expected) => {
    expect(payLine({ ...base, ...input })).toMatchObject(expected);
  });

  it('basic + extra income − deductions = net (the SIF record adds up)', () => {
    for (const [, input] of cases) {
      const line = payLine({ ...base, ...input });
      expect({ ...base, ...input }.basic + line.extraIncome - line.deductions).toBe(line.net);
    }
  });
});
