import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, signInAdmin, signInReception } from '../support/api-client.js';
import type { Session } from '../support/api-client.js';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';

interface Checklist {
  done: boolean;
  steps: { id: string; done: boolean; link: string }[];
}

describe('first-run setup checklist', () => {
  let t: TestApp;
  let admin: Session;
  beforeAll(async () => {
    t = await startTestApp({ label: 'setup-checklist' });
    admin = await signInAdmin(t.baseUrl);
  });
  afterAll(() => t?.stop());

  async function openSteps(): Promise<string[]> {
    await t.caughtUp();
    const answer = await call<Checklist>(t.baseUrl, 'GET', '/api/setup/checklist', { session: admin });
    expect(answer.status).toBe(200);
    expect(answer.body.done).toBe(answer.body.steps.every((step) => step.done));
    return answer.body.steps.filter((step) => !step.done).map((step) => step.id);
  }

  it('refuses the receptionist and anyone signed out', async () => {
    const desk = await signInReception(t.baseUrl);
    expect((await call(t.baseUrl, 'GET', '/api/setup/checklist', { session: desk })).status).toBe(403);
    expect((await call(t.baseUrl, 'GET', '/api/setup/checklist')).status).toBe(401);
  });

  it('starts all open on an empty gym and ticks each step after its action', async () => {
    const fresh = await call<Checklist>(t.baseUrl, 'GET', '/api/setup/checklist', { session: admin });
    expect(fresh.body.steps.map((step) => [step.id, step.link])).toEqual([
      ['gym-name', '/settings'],
      ['time-zone-currency', '/settings'],
      ['plans', '/settings'],
      ['staff-accounts', '/roles-management'],
      ['demo-passwords', '/roles-management'],
    ]);
    expect(JSON.stringify(fresh.body)).not.toMatch(/scrypt|admin123|reception123/);
    expect(await openSteps()).toEqual(['gym-name', 'time-zone-currency', 'plans', 'staff-accounts', 'demo-passwords']);

    // Saving the settings confirms time zone and currency, but the default name is not a gym name.
    const defaults = {
      name: 'Gym',
      address: '123 Fitness Street, Doha',
      phone: '+974 5555 1234',
      email: 'info@example.com',
      website: 'https://example.com',
      description: 'Your neighbourhood gym.',
      timeZone: 'Asia/Qatar',
      currency: 'QAR',
    };
    expect((await call(t.baseUrl, 'PUT', '/api/settings', { session: admin, body: defaults })).status).toBe(200);
    expect(await openSteps()).toEqual(['gym-name', 'plans', 'staff-accounts', 'demo-passwords']);

    const named = { ...defaults, name: 'Pulse Fitness' };
    expect((await call(t.baseUrl, 'PUT', '/api/settings', { session: admin, body: named })).status).toBe(200);
    expect(await openSteps()).toEqual(['plans', 'staff-accounts', 'demo-passwords']);

    const plan = { name: 'Monthly', price: 350, duration: 1, durationUnit: 'months' };
    expect((await call(t.baseUrl, 'POST', '/api/membership-plans', { session: admin, body: plan })).status).toBe(201);
    expect(await openSteps()).toEqual(['staff-accounts', 'demo-passwords']);

    const staff = { username: 'sara.k', name: 'Sara Khan', password: 'desk-pass-1', role: 'receptionist' };
    expect((await call(t.baseUrl, 'POST', '/api/users', { session: admin, body: staff })).status).toBe(201);
    expect(await openSteps()).toEqual(['demo-passwords']);

    const users = await call<{ id: number; username: string }[]>(t.baseUrl, 'GET', '/api/users', { session: admin });
    const idOf = (name: string) => users.body.find((user) => user.username === name)?.id;
    const changeDesk = { password: 'a-new-desk-pass' };
    expect(
      (await call(t.baseUrl, 'PATCH', `/api/users/${idOf('reception')}`, { session: admin, body: changeDesk })).status,
    ).toBe(200);
    // One built-in account still opens with its published password: the step stays open.
    expect(await openSteps()).toEqual(['demo-passwords']);
    const changeAdmin = { password: 'a-new-admin-pass' };
    expect(
      (await call(t.baseUrl, 'PATCH', `/api/users/${idOf('admin')}`, { session: admin, body: changeAdmin })).status,
    ).toBe(200);
    // A password change ends the account's sessions: sign in with the new one.
    admin = await signIn(t.baseUrl, 'admin', 'a-new-admin-pass');
    expect(await openSteps()).toEqual([]);
  });
});
