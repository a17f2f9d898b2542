import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { call, signInAdmin } from '../support/api-client.js';
import type { Session } from '../support/api-client.js';
import { expectNoSeriousA11yViolations, launchBrowser } from '../support/browser.js';
import { createMember } from '../support/desk-fixtures.js';
import { deliverySettings } from '../support/marketing-fixtures.js';
import { SmtpTestServer } from '../support/smtp-test-server.js';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';
import { ADMIN, openPage, signIn } from './e2e-session.js';

describe('marketing (/marketing)', () => {
  let app: TestApp;
  let browser: Browser;
  let admin: Session;
  let smtp: SmtpTestServer;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    smtp = await new SmtpTestServer().start();
    [app, browser] = await Promise.all([startTestApp({ label: 'e2e-marketing' }), launchBrowser()]);
    admin = await signInAdmin(app.baseUrl);
    // No quiet hours, so the test may run at any hour.
    const settings = await call(app.baseUrl, 'PUT', '/api/marketing/delivery-settings', {
      session: admin,
      body: deliverySettings(smtp.port, { quietFrom: '00:00', quietUntil: '00:00' }),
    });
    expect(settings.status).toBe(200);
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await app?.stop();
    await smtp?.stop();
  });

  it('takes a campaign from a segment to a delivered e-mail, and reports it', async () => {
    await createMember(app.baseUrl, admin, {
      firstName: 'Maha',
      lastName: 'Reader',
      gender: 'female',
      email: 'maha@example.com',
    });
    await createMember(app.baseUrl, admin, {
      firstName: 'Sara',
      lastName: 'Reader',
      gender: 'female',
      email: 'sara@example.com',
    });
    await createMember(app.baseUrl, admin, {
      firstName: 'Fahad',
      lastName: 'Other',
      gender: 'male',
      email: 'fahad@example.com',
    });
    await app.caughtUp();
    const { context, page } = await openPage(browser);
    contexts.push(context);
    await signIn(page, app.baseUrl, ADMIN);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Marketing' }).click();
    await page.getByRole('heading', { name: 'Marketing', level: 1 }).waitFor();
    await page.getByText('No campaigns yet.').waitFor();

    await page.getByRole('button', { name: 'New segment' }).click();
    await page.getByLabel('Segment name').fill('Women');
    await page.getByLabel('Gender').selectOption('female');
    await page.getByRole('status').filter({ hasText: '2 members today' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'the segment form');
    await page.getByRole('button', { name: 'Save segment' }).click();
    await page.getByText('2 members today').waitFor();

    await page.getByRole('button', { name: 'New template' }).click();
    await page.getByLabel('Template name').fill('Ladies hour');
    await page.getByLabel('Subject (English)').fill('{{firstName}}, a ladies-only hour');
    await page.getByLabel('Subject (Arabic)').fill('{{firstName}}، ساعة للسيدات');
    await page.getByLabel('Text (English)').fill('Hi {{firstName}}, {{gymName}} opens a ladies-only hour.');
    await page.getByLabel('Text (Arabic)').fill('أهلا {{firstName}}');
    await page.getByRole('combobox', { name: 'Preview for member' }).fill('Maha');
    await page.getByRole('option', { name: /Maha Reader/ }).click();
    await page.getByRole('button', { name: 'Preview English' }).click();
    await page.getByRole('region', { name: 'Preview' }).getByText('Maha, a ladies-only hour').waitFor();
    await page.getByRole('button', { name: 'Save template' }).click();
    await page.getByText('Ladies hour (email)').waitFor();

    await page.getByRole('button', { name: 'New campaign' }).click();
    await page.getByLabel('Campaign name').fill('Ladies hour launch');
    await page.getByLabel('Segment', { exact: true }).selectOption({ label: 'Women (2)' });
    await page.getByLabel('Template', { exact: true }).selectOption({ label: 'Ladies hour (email)' });
    await expectNoSeriousA11yViolations(page, 'the campaign form');
    await page.getByRole('button', { name: 'Create campaign' }).click();
    const row = page.getByRole('row', { name: /Ladies hour launch/ });
    await row.getByRole('button', { name: 'Send now' }).click();
    await page.getByRole('status').filter({ hasText: '2 messages queued' }).first().waitFor();

    // The outbox worker (a scheduled job of projection-service) delivers over SMTP.
    await app.caughtUp();
    await app.jobs.runDue();
    await app.caughtUp();
    expect(smtp.delivered.map((m) => m.to[0]).sort()).toEqual(['maha@example.com', 'sara@example.com']);
    expect(smtp.delivered.map((m) => m.subject).sort()).toEqual([
      'Maha, a ladies-only hour',
      'Sara, a ladies-only hour',
    ]);

    await row.getByRole('button', { name: /Report/ }).click();
    const sent = page
      .locator('dl div')
      .filter({ has: page.getByText('Sent', { exact: true }) })
      .locator('dd');
    await expect.poll(() => sent.innerText()).toBe('2');
    await expectNoSeriousA11yViolations(page, 'the marketing page');
  });
});
