import type { PlanTermsData } from '@gym/modules/membership/plans/plan-decider';

/** Money in events is integer dirhams (1 QAR = 100 dirhams). */
export const qar = (amount: number) => Math.round(amount * 100);

export type PlanKey = 'monthly' | 'quarterly' | 'half-year' | 'annual' | 'ladies' | 'student' | 'pass';

const GYM_FLOOR = ['Gym floor', 'Cardio zone', 'Lockers and showers'];

/** The plans a mid-market Doha gym sells; prices in QAR as on its price board. */
export const PLAN_CATALOGUE: Readonly<Record<PlanKey, PlanTermsData>> = {
  monthly: {
    name: 'Monthly',
    price: qar(350),
    duration: 1,
    durationUnit: 'months',
    description: 'Unlimited gym access, billed every month.',
    joiningFee: qar(150),
    billingFrequency: 'monthly',
    features: [...GYM_FLOOR, 'Group classes'],
    allowedClasses: [],
    accessWindows: [],
  },
  quarterly: {
    name: 'Quarterly',
    price: qar(900),
    duration: 3,
    durationUnit: 'months',
    description: 'Three months of unlimited access at a better rate.',
    joiningFee: qar(100),
    billingFrequency: 'quarterly',
    features: [...GYM_FLOOR, 'Group classes', 'Body composition scan'],
    allowedClasses: [],
    accessWindows: [],
  },
  'half-year': {
    name: 'Half-year',
    price: qar(1650),
    duration: 6,
    durationUnit: 'months',
    description: 'Six months of unlimited access, one free PT session.',
    joiningFee: qar(50),
    billingFrequency: 'semi-annual',
    features: [...GYM_FLOOR, 'Group classes', 'Body composition scan', '1 PT session'],
    allowedClasses: [],
    accessWindows: [],
  },
  annual: {
    name: 'Annual',
    price: qar(3000),
    duration: 12,
    durationUnit: 'months',
    description: 'A year of unlimited access; no joining fee.',
    joiningFee: 0,
    billingFrequency: 'annual',
    features: [...GYM_FLOOR, 'Group classes', 'Body composition scan', '2 PT sessions', 'Guest passes'],
    allowedClasses: [],
    accessWindows: [],
  },
  ladies: {
    name: 'Ladies Monthly',
    price: qar(300),
    duration: 1,
    durationUnit: 'months',
    description: 'Ladies-only floor and classes, billed every month.',
    joiningFee: qar(100),
    billingFrequency: 'monthly',
    features: ['Ladies-only floor', 'Lockers and showers', 'Group classes'],
    allowedClasses: [],
    accessWindows: [],
  },
  student: {
    name: 'Student Monthly',
    price: qar(250),
    duration: 1,
    durationUnit: 'months',
    description: 'For students with a valid student ID, off-peak and weekends.',
    joiningFee: 0,
    billingFrequency: 'monthly',
    features: GYM_FLOOR,
    allowedClasses: [],
    accessWindows: [],
  },
  pass: {
    name: '10-day Pass',
    price: qar(150),
    duration: 10,
    durationUnit: 'days',
    description: 'Ten consecutive days: visitors and people trying the gym.',
    joiningFee: 0,
    billingFrequency: 'one-time',
    features: GYM_FLOOR,
    allowedClasses: [],
    accessWindows: [],
  },
};

/** The Monthly plan's price after the mid-history price rise. */
export const MONTHLY_PRICE_AFTER_RISE = qar(380);

/** How many days a membership runs: the spec counts a month as 30 days (section 5). */
export function planDays(terms: Pick<PlanTermsData, 'duration' | 'durationUnit'>): number {
  return terms.durationUnit === 'months' ? terms.duration * 30 : terms.duration;
}
