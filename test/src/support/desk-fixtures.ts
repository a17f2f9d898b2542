import { call } from './api-client.js';
import type { Session } from './api-client.js';

export const samplePlan = {
  name: 'Monthly',
  price: 350,
  duration: 1,
  durationUnit: 'months' as const,
  joiningFee: 100,
  description: 'Gym floor and classes',
};

export async function createPlan(baseUrl: string, session: Session, overrides: Record<string, unknown> = {}) {
  const answer = await call<{ id: string; position: number }>(baseUrl, 'POST', '/api/membership-plans', {
    session,
    body: { ...samplePlan, ...overrides },
  });
  if (answer.status !== 201) throw new Error(`plan: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

let phoneCounter = 0;
export async function createMember(baseUrl: string, session: Session, overrides: Record<string, unknown> = {}) {
  phoneCounter++;
  const answer = await call<{ id: string; memberNumber: number; position: number }>(baseUrl, 'POST', '/api/members', {
    session,
    body: {
      firstName: 'Aisha',
      lastName: 'Al-Mansoori',
      phone: `+974 55${String(100000 + phoneCounter).slice(-6)}`,
      gender: 'female',
      ...overrides,
    },
  });
  if (answer.status !== 201) throw new Error(`member: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** The body of a membership sale (`POST /api/invoices`). */
export interface SaleBody {
  memberId: string;
  membershipPlanId: string;
  registrationType: string;
  amount: number;
  status?: string;
  paymentMethod?: string;
  startDate?: string;
}

export async function sell(baseUrl: string, session: Session, body: SaleBody) {
  return call<{ id: string; number: string; position: number; status: string; amount: number }>(
    baseUrl,
    'POST',
    '/api/invoices',
    {
      session,
      body,
    },
  );
}

/** A sale's terms for the whole amount paid at once, in cash. */
export const PAID_IN_CASH = { status: 'paid', paymentMethod: 'cash' } as const;

/** Terms of a sale besides the member and the plan. */
type SaleTerms = Partial<Omit<SaleBody, 'memberId' | 'membershipPlanId'>>;

/**
 * A New Registration of the plan for the member: 450.00 QAR paid in cash unless `terms` say otherwise. An error unless
 * the sale is made (201), as the tests that need a member holding a membership checked by hand. The sale's invoice.
 */
export async function sellNewRegistration(
  baseUrl: string,
  session: Session,
  memberId: string,
  planId: string,
  terms: SaleTerms = PAID_IN_CASH,
) {
  const sale = await sell(baseUrl, session, {
    memberId,
    membershipPlanId: planId,
    registrationType: 'New Registration',
    amount: 450,
    ...terms,
  });
  if (sale.status !== 201) throw new Error(`sale: ${sale.status} ${JSON.stringify(sale.body)}`);
  return sale.body;
}

/**
 * A new member (the sample profile with `profile`'s fields) holding a membership of the plan, sold as
 * `sellNewRegistration` sells it (`sale` gives other terms): the member and the sale's invoice.
 */
export async function memberWithMembership(
  baseUrl: string,
  session: Session,
  planId: string,
  options: { profile?: Record<string, unknown>; sale?: SaleTerms } = {},
) {
  const member = await createMember(baseUrl, session, options.profile);
  return { member, invoice: await sellNewRegistration(baseUrl, session, member.id, planId, options.sale) };
}
