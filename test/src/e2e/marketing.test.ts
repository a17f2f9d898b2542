import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api-client.js';
import { expectNoSeriousA11yViolations } from '../support/browser.js';
import { createMember } from '../support/desk-fixtures.js';
import { deliverySettings } from '../support/marketing-fixtures.js';
import { smtpForFile } from '../support/smtp-for-file.js';
import { storedEvents } from '../support/stored-events.js';
import { ADMIN, openPage, signIn, signInAt } from './e2e-session.js';
import { browserForFile } from './browser-for-file.js';

describe('marketing (/marketing)', () => {
  const { app, browser, admin, contexts } = browserForFile({ label: 'e2e-marketing' }, 'admin');
  const smtp = smtpForFile();
  const storedTypes = (type: string) => storedEvents(app.store, [type]);

  beforeAll(async () => {
    // No quiet hours, so the test may run at any hour.
    const settings = await call(app.baseUrl, 'PUT', '/api/marketing/delivery-settings', {
      session: admin,
      body: deliverySettings(smtp.port, { quietFrom: '00:00', quietUntil: '00:00' }),
    });
    expect(settings.status).toBe(200);
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
    // The gym writes in English and neither member chose a language: the report says all went in English.
    const figure = (label: string) =>
      page
        .locator('dl div')
        .filter({ has: page.getByText(label, { exact: true }) })
        .locator('dd');
    await expect.poll(() => figure('In English').innerText()).toBe('2');
    await expect.poll(() => figure('In Arabic').innerText()).toBe('0');
    await expectNoSeriousA11yViolations(page, 'the marketing page');
  });

  it('pauses and resumes an automatic campaign from its row', async () => {
    const template = await call<{ id: string }>(app.baseUrl, 'POST', '/api/marketing/templates', {
      session: admin,
      body: {
        name: 'Birthday wishes',
        channel: 'sms',
        subjectEn: '',
        subjectAr: '',
        bodyEn: 'Happy birthday {{firstName}}!',
        bodyAr: 'عيد ميلاد سعيد {{firstName}}',
      },
    });
    expect(template.status, JSON.stringify(template.body)).toBe(201);
    await app.caughtUp();
    const campaign = await call<{ id: string; position: number }>(app.baseUrl, 'POST', '/api/marketing/campaigns', {
      session: admin,
      body: {
        name: 'Birthday SMS',
        kind: 'automatic',
        trigger: 'birthday',
        templateId: template.body.id,
        language: 'en',
      },
    });
    expect(campaign.status, JSON.stringify(campaign.body)).toBe(201);
    await app.caughtUp();

    const { context, page } = await openPage(browser);
    contexts.push(context);
    await signInAt(page, app.baseUrl, ADMIN, `/marketing`);
    await page.getByRole('heading', { name: 'Marketing', level: 1 }).waitFor();
    const row = page.getByRole('row', { name: /Birthday SMS/ });
    await expect.poll(() => row.getByRole('cell', { name: 'active', exact: true }).count()).toBe(1);
    await row.getByRole('button', { name: 'Pause Birthday SMS' }).click();
    await page.getByRole('status').filter({ hasText: 'Campaign paused' }).first().waitFor();
    await expect.poll(() => row.getByRole('cell', { name: 'paused', exact: true }).count()).toBe(1);
    await expectNoSeriousA11yViolations(page, 'a paused campaign');
    await row.getByRole('button', { name: 'Resume Birthday SMS' }).click();
    await page.getByRole('status').filter({ hasText: 'Campaign resumed' }).first().waitFor();
    await expect.poll(() => row.getByRole('cell', { name: 'active', exact: true }).count()).toBe(1);
    const events = await app.store.readStream(`marketing-campaign-${campaign.body.id}`);
    expect(events.events.map((e) => e.type)).toEqual(['CampaignCreated', 'CampaignPaused', 'CampaignResumed']);
  });

  it('edits a segment with the count changing live, and deletes one after confirming', async () => {
    await createMember(app.baseUrl, admin, { firstName: 'Aisha', lastName: 'Editor', gender: 'female' });
    await app.caughtUp();
    const count = async (criteria: Record<string, unknown>) => {
      const answer = await call<{ count: number }>(app.baseUrl, 'POST', '/api/marketing/segments/preview', {
        session: admin,
        body: { criteria },
      });
      return answer.body.count;
    };
    const everyone = await count({});
    const men = await count({ gender: 'male' });
    expect(everyone).toBeGreaterThan(men);
    for (const name of ['Everyone', 'Unused']) {
      const saved = await call(app.baseUrl, 'POST', '/api/marketing/segments', {
        session: admin,
        body: { name, criteria: {} },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    }
    await app.caughtUp();
    const members = (n: number) => `${n} ${n === 1 ? 'member' : 'members'} today`;

    const { context, page } = await openPage(browser);
    contexts.push(context);
    await signInAt(page, app.baseUrl, ADMIN, `/marketing`);
    const segments = page.getByRole('region', { name: 'Segments' });
    await segments.getByRole('button', { name: 'Edit Everyone' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit segment Everyone' });
    await expect.poll(() => dialog.getByLabel('Segment name').inputValue()).toBe('Everyone');
    await dialog
      .getByRole('status')
      .filter({ hasText: members(everyone) })
      .waitFor();
    await dialog.getByLabel('Gender').selectOption('male');
    await dialog
      .getByRole('status')
      .filter({ hasText: members(men) })
      .waitFor();
    await dialog.getByLabel('Segment name').fill('Men only');
    await expectNoSeriousA11yViolations(page, 'the segment being edited');
    await dialog.getByRole('button', { name: 'Save segment' }).click();
    const item = segments.getByRole('listitem').filter({ hasText: 'Men only' });
    await item.getByText(members(men)).waitFor();
    expect(await segments.getByRole('button', { name: 'Edit Everyone' }).count()).toBe(0);

    await segments.getByRole('button', { name: 'Delete Unused' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete segment Unused?' });
    await confirm.getByRole('button', { name: 'Cancel' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'the delete confirmation');
    await confirm.getByRole('button', { name: 'Delete segment' }).click();
    // While a dialog is open the page behind it is hidden from roles: wait for the deletion, then for the list.
    await expect.poll(async () => (await storedTypes('SegmentDeleted')).length).toBe(1);
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await segments.getByRole('button', { name: 'Edit Men only' }).waitFor();
    await expect.poll(() => segments.getByRole('button', { name: 'Delete Unused' }).count()).toBe(0);
  });

  it('records an opt-out told at the desk on the member page, and shows it in the consent history', async () => {
    const member = await createMember(app.baseUrl, admin, {
      firstName: 'Huda',
      lastName: 'Consent',
      email: 'huda@example.com',
      phone: '+974 5500 1122',
    });
    await app.caughtUp();
    const { context, page } = await openPage(browser);
    contexts.push(context);
    await signInAt(page, app.baseUrl, ADMIN, `/members/${member.id}`);
    const section = page.getByRole('region', { name: 'Marketing messages' });
    await section.getByText('No consent changes recorded.').waitFor();
    await section.getByRole('button', { name: 'Record opt-out of SMS' }).click();
    const row = section.getByRole('row', { name: /Opted out SMS At the desk Gym Administrator/ });
    await row.waitFor();
    await section.getByRole('button', { name: 'Record opt-in to SMS' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'the consent section');
    const consent = await call<{ optedOut: string[] }>(app.baseUrl, 'GET', `/api/marketing/consent/${member.id}`, {
      session: admin,
    });
    expect(consent.body.optedOut).toEqual(['sms']);
  });

  it('opens the delivery settings, shows which secrets are set without their values, and sends a test e-mail', async () => {
    const { context, page } = await openPage(browser);
    contexts.push(context);
    await signInAt(page, app.baseUrl, ADMIN, `/marketing`);
    const summary = page.getByRole('region', { name: 'Delivery settings' });
    await summary.getByText(`127.0.0.1:${smtp.port}`, { exact: false }).waitFor();
    await summary.getByRole('button', { name: 'Edit delivery settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delivery settings' });
    await expect.poll(() => dialog.getByLabel('SMTP server').inputValue()).toBe('127.0.0.1');
    expect(await dialog.getByLabel('Port').inputValue()).toBe(String(smtp.port));
    await dialog.getByText('SMTP_PASSWORD').waitFor();
    await expectNoSeriousA11yViolations(page, 'the delivery settings');
    await dialog.getByLabel('Daily cap').fill('250');
    await dialog.getByRole('button', { name: 'Save delivery settings' }).click();
    await dialog.getByRole('status').filter({ hasText: 'Delivery settings saved.' }).waitFor();
    await dialog.getByLabel('Send to address').fill('owner@example.com');
    await dialog.getByRole('button', { name: 'Send test message' }).click();
    await dialog.getByRole('status').filter({ hasText: 'Sent to owner@example.com' }).waitFor();
    expect(smtp.delivered.filter((m) => m.to[0] === 'owner@example.com')).toHaveLength(1);
    const settings = await call<{ dailyCap: number }>(app.baseUrl, 'GET', '/api/marketing/delivery-settings', {
      session: admin,
    });
    expect(settings.body.dailyCap).toBe(250);
  });
});
