import { describe, expect, it } from 'vitest';
import { call } from '../support/api-client.js';
import { expectNoSeriousA11yViolations } from '../support/browser.js';
import { createMember } from '../support/desk-fixtures.js';
import { RECEPTION, openPage, signIn } from './e2e-session.js';
import { browserForFile } from './browser-for-file.js';

describe('AI fitness advisor (/ai-fitness)', () => {
  const { app, browser, admin, contexts } = browserForFile({ label: 'e2e-advisor' }, 'admin');

  it('makes a plan for a member from their record, shows a referral for an injury, saves it to the member and sends it by WhatsApp', async () => {
    const member = await createMember(app.baseUrl, admin, {
      firstName: 'Noura',
      lastName: 'Advised',
      gender: 'female',
      weight: 64,
      dateOfBirth: '1995-03-02',
    });
    await app.caughtUp();
    const { context, page } = await openPage(browser);
    contexts.push(context);
    await signIn(page, app.baseUrl, RECEPTION);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'AI Fitness Advisor' }).click();
    await page.getByRole('heading', { name: 'AI Fitness Advisor', level: 1 }).waitFor();
    await page.getByText('It is not medical advice').waitFor();

    await page.getByRole('combobox', { name: 'Member (optional)' }).fill('Advised');
    await page.getByRole('option', { name: /Noura Advised/ }).click();
    // The record prefills sex and weight.
    await expect.poll(() => page.getByLabel('Weight (kg)').inputValue()).toBe('64');
    await expect.poll(() => page.getByLabel('Sex').inputValue()).toBe('female');
    await page.getByLabel('Height (cm)').fill('160');
    await page.getByLabel('Goal').selectOption('lose-fat');
    await page.getByLabel('Injuries').fill('right knee');
    await expectNoSeriousA11yViolations(page, 'the advisor form');
    await page.getByRole('button', { name: 'Make plan' }).click();

    await page.getByRole('heading', { name: 'See a professional first' }).waitFor();
    await page.getByText('Injury stated: right knee').waitFor();
    await page.getByRole('table', { name: /Full body A/ }).waitFor();
    await page.getByText('Mifflin–St Jeor', { exact: false }).first().waitFor();
    await expectNoSeriousA11yViolations(page, 'the plan');

    await page.getByRole('button', { name: 'Save to Noura Advised' }).click();
    await page.getByRole('status').filter({ hasText: 'Plan saved' }).first().waitFor();
    await app.caughtUp();
    const saved = await call<{ id: string; plan: { safety: { referral: boolean } } }[]>(
      app.baseUrl,
      'GET',
      `/api/ai-fitness/plans?memberId=${member.id}`,
      { session: admin },
    );
    expect(saved.body).toHaveLength(1);
    expect(saved.body[0]!.plan.safety.referral).toBe(true);

    // Sent to the member by WhatsApp (the log-only provider by default): an event on the plan, a message queued.
    await page.getByRole('button', { name: 'Send to member' }).click();
    await page.getByRole('menuitem', { name: 'By WhatsApp' }).click();
    await page.getByRole('status').filter({ hasText: 'Plan sent' }).first().waitFor();
    await expect
      .poll(async () => (await app.store.readStream(`fitness-plan-${saved.body[0]!.id}`)).events.map((e) => e.type), {
        timeout: 15_000,
      })
      .toEqual(['FitnessPlanSaved', 'FitnessPlanSent']);
  });
});
