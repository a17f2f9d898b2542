import { describe, expect, it } from 'vitest';
import { appForFile } from '../support/app-for-file.js';
import { call, signIn } from '../support/api-client.js';
import type { Session } from '../support/api-client.js';
import { storedEvents } from '../support/stored-events.js';

describe('every user chooses the language the app speaks to them (issue 46, item 2)', () => {
  const { t, admin } = appForFile({ label: 'own-language' }, 'admin');

  const choose = (session: Session | undefined, body: unknown) =>
    call<{ message?: string }>(t.baseUrl, 'PUT', '/api/auth/language', { session, body });
  const me = async (session: Session) =>
    (await call<{ language: string | null }>(t.baseUrl, 'GET', '/api/auth/me', { session })).body;

  it("keeps a receptionist's choice on the account: every session and desk sees it, the Audit trail records it", async () => {
    const created = await call<{ id: number }>(t.baseUrl, 'POST', '/api/users', {
      session: admin,
      body: { username: 'desk.lang', name: 'Desk Lang', password: 'first-pass-1', role: 'receptionist' },
    });
    expect(created.status).toBe(201);
    await t.caughtUp();
    const here = await signIn(t.baseUrl, 'desk.lang', 'first-pass-1');
    expect((await me(here)).language).toBeNull();

    expect((await choose(here, { language: 'ar' })).status).toBe(200);
    await t.caughtUp();
    expect((await me(here)).language).toBe('ar');
    const elsewhere = await signIn(t.baseUrl, 'desk.lang', 'first-pass-1');
    expect((await me(elsewhere)).language).toBe('ar');

    // The same choice again records nothing more.
    expect((await choose(here, { language: 'ar' })).status).toBe(200);
    const events = await storedEvents(t.store, ['UserLanguageChosen']);
    expect(events.map((event) => event.data)).toEqual([{ userId: Number(created.body.id), language: 'ar' }]);
  });

  it('refuses a language the app does not speak, or none, with a 400 and records nothing', async () => {
    const before = (await storedEvents(t.store, ['UserLanguageChosen'])).length;
    for (const body of [{ language: 'fr' }, { language: '' }, {}, { language: 'ar\u202e' }]) {
      const answer = await choose(admin, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message).toMatch(/language/);
    }
    expect(await storedEvents(t.store, ['UserLanguageChosen'])).toHaveLength(before);
  });

  it('is only for a signed-in user', async () => {
    expect((await choose(undefined, { language: 'ar' })).status).toBe(401);
  });
});
