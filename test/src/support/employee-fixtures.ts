import { qatarIban } from '@gym/modules/people/staff/wps-identifiers';
import { call } from './api-client.js';
import type { Session } from './api-client.js';

let counter = 0;

/** The employee form as an administrator fills it (QAR), with a valid QID and Qatari IBAN of its own. */
export function employeeBody(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    name: `Employee ${counter}`,
    qid: String(28700000000 + counter),
    nationality: 'Filipino',
    jobTitle: 'Receptionist',
    department: 'Front desk',
    hireDate: '2023-01-01',
    basicSalary: 3000,
    housingAllowance: 1000,
    transportAllowance: 500,
    iban: qatarIban('QNBA', String(counter).padStart(21, '0')),
    bankShortName: 'QNB',
    ...overrides,
  };
}

export async function hireEmployee(baseUrl: string, admin: Session, overrides: Record<string, unknown> = {}) {
  const answer = await call<{ id: string; position: number }>(baseUrl, 'POST', '/api/staff/employees', {
    session: admin,
    body: employeeBody(overrides),
  });
  if (answer.status !== 201) throw new Error(`hire: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

export async function userIdOf(baseUrl: string, session: Session): Promise<number> {
  return (await call<{ id: number }>(baseUrl, 'GET', '/api/auth/me', { session })).body.id;
}
