import { describe, expect, it } from 'vitest';
import { appForFile } from '../support/app-for-file.js';
import { call } from '../support/api-client.js';
import { createMember } from '../support/desk-fixtures.js';
import { staffWith } from '../support/staff-fixtures.js';

interface Plan {
  engine: string;
  week: unknown[];
  nutrition: { calories: number };
  safety: { referral: boolean };
  profile: { memberId?: string | null };
}

const typedIn = {
  goal: 'lose-fat',
  age: 34,
  sex: 'female',
  heightCm: 162,
  weightKg: 74,
  experience: 'beginner',
  daysPerWeek: 3,
  equipment: 'dumbbells',
};

describe('the AI fitness advisor API', () => {
  const { t, admin, desk } = appForFile({ label: 'advisor' }, 'admin', 'desk');

  it('makes an offline plan for a typed-in profile for any signed-in user, and refuses bad input with a 400', async () => {
    const plan = await call<Plan>(t.baseUrl, 'POST', '/api/ai-fitness/plan', { session: desk, body: typedIn });
    expect(plan.status).toBe(200);
    expect(plan.body).toMatchObject({ engine: 'rules', safety: { referral: false } });
    expect(plan.body.week).toHaveLength(3);
    const bad = await call(t.baseUrl, 'POST', '/api/ai-fitness/plan', {
      session: desk,
      body: { ...typedIn, heightCm: 20 },
    });
    expect(bad.status).toBe(400);
    expect((await call(t.baseUrl, 'POST', '/api/ai-fitness/plan', { body: typedIn })).status).toBe(401);
  });

  it("prefills from a member's record and saves the plan to the member as an event", async () => {
    const m = await createMember(t.baseUrl, desk, {
      firstName: 'Mariam',
      gender: 'female',
      weight: 68,
      dateOfBirth: '1990-01-15',
    });
    const hint = await call<{ sex: string; weightKg: number; age: number }>(
      t.baseUrl,
      'GET',
      `/api/ai-fitness/members/${m.id}/profile`,
      { session: desk, headers: { 'x-min-position': String(m.position) } },
    );
    expect(hint.body).toMatchObject({ sex: 'female', weightKg: 68 });
    expect(hint.body.age).toBeGreaterThanOrEqual(35);

    const plan = (
      await call<Plan>(t.baseUrl, 'POST', '/api/ai-fitness/plan', {
        session: desk,
        body: { ...typedIn, memberId: m.id },
      })
    ).body;
    const saved = await call<{ id: string; position: number }>(t.baseUrl, 'POST', '/api/ai-fitness/plans', {
      session: desk,
      body: { memberId: m.id, plan },
    });
    expect(saved.status).toBe(201);
    const list = await call<{ id: string; savedBy: string; plan: Plan }[]>(
      t.baseUrl,
      'GET',
      `/api/ai-fitness/plans?memberId=${m.id}`,
      { session: admin, headers: { 'x-min-position': String(saved.body.position) } },
    );
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({
      id: saved.body.id,
      plan: { nutrition: { calories: plan.nutrition.calories } },
    });

    const stored = await t.store.readStream(`fitness-plan-${saved.body.id}`);
    expect(stored.events.map((e) => e.type)).toEqual(['FitnessPlanSaved']);
  });

  it('refuses to save to an unknown member (404) and for a user who cannot edit members (403)', async () => {
    const plan = (await call<Plan>(t.baseUrl, 'POST', '/api/ai-fitness/plan', { session: desk, body: typedIn })).body;
    const unknown = await call(t.baseUrl, 'POST', '/api/ai-fitness/plans', {
      session: desk,
      body: { memberId: 'nobody', plan },
    });
    expect(unknown.status).toBe(404);
    const viewer = await staffWith(t, admin, 'Viewer Only', ['canViewMembers']);
    const m = await createMember(t.baseUrl, desk);
    const refused = await call(t.baseUrl, 'POST', '/api/ai-fitness/plans', {
      session: viewer,
      body: { memberId: m.id, plan },
    });
    expect(refused.status).toBe(403);
    // Making a plan needs only a session.
    expect((await call(t.baseUrl, 'POST', '/api/ai-fitness/plan', { session: viewer, body: typedIn })).status).toBe(
      200,
    );
  });
});
