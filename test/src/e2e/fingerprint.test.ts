import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { systemClock } from '@gym/kernel/time/clock';
import { call, signInAdmin } from '../support/api-client.js';
import type { Session } from '../support/api-client.js';
import { expectNoSeriousA11yViolations, launchBrowser } from '../support/browser.js';
import { createMember, createPlan, sell } from '../support/desk-fixtures.js';
import { startTestApp } from '../support/test-app.js';
import type { TestApp } from '../support/test-app.js';
import { ZkReaderSimulator } from '../support/zk-reader-simulator.js';
import { ADMIN, RECEPTION, signedInPage } from './e2e-session.js';
import type { Account } from './e2e-session.js';

process.env.GYM_FINGERPRINT_KEY = randomBytes(32).toString('base64');

describe('fingerprint readers (/fingerprint)', () => {
  let app: TestApp;
  let browser: Browser;
  let admin: Session;
  const contexts: BrowserContext[] = [];

  const signedIn = (account: Account, path: string, heading: string) =>
    signedInPage(browser, app.baseUrl, account, { contexts, path, heading });
  const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title }).first();

  beforeAll(async () => {
    [app, browser] = await Promise.all([startTestApp({ label: 'e2e-fingerprint' }), launchBrowser()]);
    admin = await signInAdmin(app.baseUrl);
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await app?.stop();
  });

  it('shows a new reader waiting, approves it with a name and direction, enrols a member who turns "enrolled" live, and shows a door refusal at the desk', async () => {
    const page = await signedIn(ADMIN, '/fingerprint', 'Fingerprint');
    await page.getByText('No reader has called yet.', { exact: false }).waitFor();

    // A reader is pointed at the app: it appears, waiting for approval, without a reload.
    const reader = new ZkReaderSimulator(app.baseUrl, 'CKJG201960001', systemClock);
    await reader.handshake();
    const readers = page.getByRole('table', { name: 'Fingerprint readers' });
    const row = readers.getByRole('row', { name: /CKJG201960001/ });
    await row.getByText('Waiting for approval').waitFor();
    await expectNoSeriousA11yViolations(page, 'the fingerprint page with a waiting reader');

    await row.getByRole('button', { name: 'Approve CKJG201960001' }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve reader CKJG201960001' });
    await page.getByRole('heading', { name: 'Approve reader CKJG201960001' }).waitFor();
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Give the reader a name' }).waitFor();
    await dialog.getByLabel('Reader name').fill('Main entrance');
    await dialog.getByLabel('Direction').selectOption('in');
    await expectNoSeriousA11yViolations(page, 'the approve reader dialog');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await toast(page, 'Reader approved').waitFor();
    const approved = readers.getByRole('row', { name: /Main entrance/ });
    await approved.getByText('Online').waitFor();
    await expect.poll(() => approved.innerText()).toContain('CKJG201960001 · entrance');

    // Enrolment: pick the member and the reader; the reader asks for a finger; the upload makes the member enrolled.
    const plan = await createPlan(app.baseUrl, admin);
    const member = await createMember(app.baseUrl, admin, { firstName: 'Noor', lastName: 'Fingers' });
    const sale = await sell(app.baseUrl, admin, {
      memberId: member.id,
      membershipPlanId: plan.id,
      registrationType: 'New Registration',
      amount: 450,
      status: 'paid',
    });
    expect(sale.status).toBe(201);
    await app.caughtUp();
    await page.getByRole('button', { name: 'Enrol member' }).click();
    const enrol = page.getByRole('dialog', { name: 'Enrol a fingerprint' });
    await page.getByRole('heading', { name: 'Enrol a fingerprint' }).waitFor();
    await enrol.getByRole('button', { name: 'Start enrolment' }).click();
    await enrol.getByText('Choose a member').waitFor();
    await enrol.getByRole('combobox', { name: 'Member' }).fill('Fingers');
    await page.getByRole('option', { name: /Noor Fingers/ }).click();
    await enrol.getByText(`#${member.memberNumber}`).waitFor();
    await enrol.getByLabel('Reader').selectOption({ label: 'Main entrance' });
    await expectNoSeriousA11yViolations(page, 'the enrolment dialog');
    await enrol.getByRole('button', { name: 'Start enrolment' }).click();
    await toast(page, 'Enrolment started').waitFor();
    const enrolments = page.getByRole('table', { name: 'Fingerprint enrolments' });
    const enrolment = enrolments.getByRole('row', { name: /Noor Fingers/ });
    await enrolment.getByText('Waiting for a finger').waitFor();

    await app.caughtUp();
    await reader.poll();
    expect(reader.waitingForFinger).toBe(String(member.memberNumber));
    const template = randomBytes(64).toString('base64');
    expect((await reader.placeFinger(template)).body).toBe('OK');
    await enrolment.getByText('Enrolled', { exact: true }).waitFor();
    expect(await page.content()).not.toContain(template);
    await expectNoSeriousA11yViolations(page, 'the fingerprint page with an enrolled member');

    // The member's page says so.
    await page.goto(`${app.baseUrl}/members/${member.id}`);
    await page.getByText('Enrolled (1 finger)').waitFor();

    // The desk sees, live, why the door refused a member whose membership was cancelled.
    const desk = await signedIn(RECEPTION, '/check-in', 'Check-In');
    const cancelled = await call(app.baseUrl, 'POST', `/api/members/${member.id}/cancel-membership`, {
      session: admin,
      body: { reason: 'Moved abroad' },
    });
    expect(cancelled.status).toBe(200);
    await app.caughtUp();
    await reader.poll();
    expect((await reader.punch(String(member.memberNumber)))?.body).toBe('OK');
    const refused = desk.getByRole('region', { name: 'Refused at the door' });
    await refused.getByText('Noor Fingers', { exact: false }).waitFor();
    await expect
      .poll(() => refused.innerText())
      .toMatch(/Noor Fingers at Main entrance, .*: The membership was cancelled on \d{4}-\d{2}-\d{2}\./);
    await expectNoSeriousA11yViolations(desk, 'the desk with a door refusal');
  });
});
