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

export async function sell(
  baseUrl: string,
  session: Session,
  body: {
    memberId: string;
    membershipPlanId: string;
    registrationType: string;
    amount: number;
    status?: string;
    paymentMethod?: string;
    startDate?: string;
  },
) {
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
