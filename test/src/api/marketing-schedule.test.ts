import { beforeAll, describe, expect, it } from 'vitest';
import { call, callOk } from '../support/api-client.js';
import { appForFile } from '../support/app-for-file.js';
import { createMember, createPlan, PAID_IN_CASH, sellNewRegistration } from '../support/desk-fixtures.js';
import { deliverySettings } from '../support/marketing-fixtures.js';
import { smtpForFile } from '../support/smtp-for-file.js';
import { TestClock } from '../support/test-clock.js';

interface Report {
  recipients: number;
  sent: number;
  renewed: number;
  cameBack: number;
}
interface AtRisk {
  memberId: string;
  score: number;
  reasons: string[];
}

/**
 * Campaigns over time, with the clock in the test's hand: automatic runs by the job scheduler (no timers, no sleeps),
 * the report's renewed / came-back figures, and the at-risk ranking.
 */
describe('marketing over time: scheduled campaign runs, outcomes, members at risk', () => {
  // 10:00 in Qatar, outside the default quiet hours.
  const clock = new TestClock(new Date('2026-11-10T10:00:00+03:00'));
  const smtp = smtpForFile();
  const { t, admin } = appForFile({ label: 'marketing-schedule', clock }, 'admin');
  const tick = (minutes: number) => clock.set(new Date(clock.now().getTime() + minutes * 60_000).toISOString());

  const ok = <T>(method: string, path: string, body?: unknown) =>
    callOk<T>(t.baseUrl, method, path, { session: admin, body });
  /** Runs whatever jobs are due at the clock's time (automatic campaigns, the outbox), then the projections. */
  async function runJobs() {
    await t.jobs.runDue();
    await t.caughtUp();
  }
  /** The jobs at a time of day, then a minute later (a run queues, the outbox's next turn sends). */
  async function runAt(iso: string) {
    clock.set(iso);
    await runJobs();
    tick(1);
    await runJobs();
  }
  const mailsTo = (address: string) => smtp.delivered.filter((m) => m.to[0] === address).length;

  let templateId: string;
  let yearly: string;
  /** The yearly plan (350.00 QAR, no joining fee) sold to the member, paid in cash. */
  const sellYearly = (memberId: string) =>
    sellNewRegistration(t.baseUrl, admin, memberId, yearly, { ...PAID_IN_CASH, amount: 350 });

  beforeAll(async () => {
    await ok('PUT', '/api/marketing/delivery-settings', deliverySettings(smtp.port));
    templateId = (
      await ok<{ id: string }>('POST', '/api/marketing/templates', {
        name: 'Happy birthday',
        channel: 'email',
        subjectEn: 'Happy birthday {{firstName}}',
        subjectAr: 'عيد ميلاد سعيد {{firstName}}',
        bodyEn: 'From all of us at {{gymName}}.',
        bodyAr: 'من {{gymName}}.',
      })
    ).id;
    yearly = (await createPlan(t.baseUrl, admin, { name: 'Yearly schedule', duration: 12, joiningFee: 0 })).id;
    await t.caughtUp();
  });

  it('runs an automatic campaign once per gym day from the scheduler, skips paused days, and resumes', async () => {
    await createMember(t.baseUrl, admin, { firstName: 'Nov10', email: 'nov10@example.com', dateOfBirth: '1990-11-10' });
    await createMember(t.baseUrl, admin, { firstName: 'Nov11', email: 'nov11@example.com', dateOfBirth: '1991-11-11' });
    await createMember(t.baseUrl, admin, { firstName: 'Nov12', email: 'nov12@example.com', dateOfBirth: '1992-11-12' });
    await createMember(t.baseUrl, admin, { firstName: 'Nov13', email: 'nov13@example.com', dateOfBirth: '1993-11-13' });
    const { id } = await ok<{ id: string }>('POST', '/api/marketing/campaigns', {
      name: 'Birthdays',
      kind: 'automatic',
      trigger: 'birthday',
      templateId,
      language: 'en',
    });
    await t.caughtUp();

    // 10 Nov: the run queues today's birthday; the outbox (next run of the jobs) sends it.
    await runAt('2026-11-10T10:00:00+03:00');
    expect(mailsTo('nov10@example.com')).toBe(1);
    expect(smtp.delivered.find((m) => m.to[0] === 'nov10@example.com')?.subject).toBe('Happy birthday Nov10');
    // Later the same day the campaign's job runs again (after its 15 minutes) and appends no second run.
    await runAt('2026-11-10T10:31:00+03:00');
    expect(mailsTo('nov10@example.com')).toBe(1);

    // 11 Nov: a new gym day, a new run for that day's birthday only.
    await runAt('2026-11-11T10:00:00+03:00');
    expect(mailsTo('nov11@example.com')).toBe(1);
    expect(mailsTo('nov10@example.com')).toBe(1);

    // Paused on 12 Nov: no run that day.
    await ok('POST', `/api/marketing/campaigns/${id}/pause`);
    await t.caughtUp();
    await runAt('2026-11-12T10:00:00+03:00');
    expect(mailsTo('nov12@example.com')).toBe(0);

    // Resumed on 13 Nov: it runs again.
    await ok('POST', `/api/marketing/campaigns/${id}/resume`);
    await t.caughtUp();
    await runAt('2026-11-13T10:00:00+03:00');
    expect(mailsTo('nov13@example.com')).toBe(1);

    const runs = (await t.store.readStream(`marketing-campaign-${id}`)).events
      .filter((e) => e.type === 'CampaignRunStarted')
      .map((e) => (e.data as { runId: string }).runId);
    expect(runs).toEqual(['2026-11-10', '2026-11-11', '2026-11-13']);
  });

  it('reports how many recipients renewed or came back within 14 days after their message', async () => {
    clock.set('2026-11-16T10:00:00+03:00');
    const member = async (firstName: string) => {
      const m = await createMember(t.baseUrl, admin, { firstName, lastName: 'Outcome', email: `${firstName}@ex.com` });
      return m.id;
    };
    const [renews, comesBack, comesLate, silent] = [
      await member('renews'),
      await member('comesback'),
      await member('comeslate'),
      await member('silent'),
    ];
    for (const memberId of [comesBack, comesLate, silent]) await sellYearly(memberId);
    // A visit before the message is no coming back.
    expect(
      (await call(t.baseUrl, 'POST', '/api/check-ins', { session: admin, body: { memberId: silent } })).status,
    ).toBe(201);
    await t.caughtUp();
    const { id } = await ok<{ id: string }>('POST', '/api/marketing/campaigns', {
      name: 'We miss you',
      kind: 'one-off',
      memberIds: [renews, comesBack, comesLate, silent],
      templateId,
      language: 'en',
    });
    await t.caughtUp();
    await ok('POST', `/api/marketing/campaigns/${id}/launch`);
    await t.caughtUp();
    tick(1);
    await runJobs();

    // Three days later one renews and one comes back; twenty days later another comes, too late to count.
    clock.set('2026-11-19T11:00:00+03:00');
    await sellYearly(renews);
    expect(
      (await call(t.baseUrl, 'POST', '/api/check-ins', { session: admin, body: { memberId: comesBack } })).status,
    ).toBe(201);
    clock.set('2026-12-06T11:00:00+03:00');
    expect(
      (await call(t.baseUrl, 'POST', '/api/check-ins', { session: admin, body: { memberId: comesLate } })).status,
    ).toBe(201);
    await t.caughtUp();

    const report = await ok<Report>('GET', `/api/marketing/campaigns/${id}/report`);
    expect(report).toMatchObject({ recipients: 4, sent: 4, renewed: 1, cameBack: 1 });
  });

  it('ranks members at risk by days without a visit, with the reasons; the threshold is a parameter', async () => {
    clock.set('2026-12-10T10:00:00+03:00');
    const away = await createMember(t.baseUrl, admin, { firstName: 'Away', lastName: 'Risk' });
    const regular = await createMember(t.baseUrl, admin, { firstName: 'Regular', lastName: 'Risk' });
    for (const memberId of [away.id, regular.id]) await sellYearly(memberId);
    const checkIn = async (memberId: string) =>
      expect((await call(t.baseUrl, 'POST', '/api/check-ins', { session: admin, body: { memberId } })).status).toBe(
        201,
      );
    clock.set('2026-12-10T12:00:00+03:00');
    await checkIn(away.id);
    clock.set('2026-12-20T10:00:00+03:00');
    await checkIn(regular.id);
    clock.set('2026-12-27T10:00:00+03:00');
    await t.caughtUp();

    const list = await ok<AtRisk[]>('GET', '/api/marketing/at-risk');
    expect(list.find((m) => m.memberId === regular.id)).toBeUndefined();
    expect(list.find((m) => m.memberId === away.id)).toMatchObject({
      score: 2,
      reasons: ['No visit for 17 days (last on 2026-12-10)'],
    });
    const strict = await ok<AtRisk[]>('GET', '/api/marketing/at-risk?absentDays=7');
    expect(strict.find((m) => m.memberId === regular.id)?.reasons).toEqual([
      'No visit for 7 days (last on 2026-12-20)',
    ]);
    const loose = await ok<AtRisk[]>('GET', '/api/marketing/at-risk?absentDays=30');
    expect(loose.find((m) => m.memberId === away.id)).toBeUndefined();
    expect((await call(t.baseUrl, 'GET', '/api/marketing/at-risk?absentDays=0', { session: admin })).status).toBe(400);
  });
});
