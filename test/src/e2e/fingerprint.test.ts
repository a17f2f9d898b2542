import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { systemClock } from '@gym/kernel/time/clock';
import { call } from '../support/api-client.js';
import { expectNoSeriousA11yViolations } from '../support/browser.js';
import { createPlan, memberWithMembership } from '../support/desk-fixtures.js';
import { fingerprintAdmin } from '../support/fingerprint-fixtures.js';
import { ZkReaderSimulator } from '../support/zk-reader-simulator.js';
import { ADMIN, RECEPTION, signedInPage } from './e2e-session.js';
import { browserForFile } from './browser-for-file.js';
import type { Account } from './e2e-session.js';

process.env.GYM_FINGERPRINT_KEY = randomBytes(32).toString('base64');

describe('fingerprint readers (/fingerprint)', () => {
  const { app, browser, admin, contexts } = browserForFile({ label: 'e2e-fingerprint' }, 'admin');

  const signedIn = (account: Account, path: string, heading: string) =>
    signedInPage(browser, app.baseUrl, account, { contexts, path, heading });
  const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title }).first();
  const readerAdmin = fingerprintAdmin(app, admin);
  /** A new member holding a paid membership of the plan. */
  const paidMember = (planId: string, firstName: string, lastName: string) =>
    memberWithMembership(app.baseUrl, admin, planId, { profile: { firstName, lastName }, sale: { status: 'paid' } });

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
    const { member } = await paidMember((await createPlan(app.baseUrl, admin)).id, 'Noor', 'Fingers');
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

  it('renames a reader, lists the commands sent to it with their state, resends unanswered ones, and removes it', async () => {
    const serial = 'CKJG201960077';
    const reader = await readerAdmin.approvedReader(serial, systemClock, { name: 'Side door' });
    const plan = await createPlan(app.baseUrl, admin, { name: 'Monthly resend' });
    const { member } = await paidMember(plan.id, 'Lost', 'Answers');
    await app.caughtUp();
    await readerAdmin.startEnrolment(member.id, serial);
    // The reader takes the commands but its answers never arrive.
    reader.loseAnswers = true;
    const taken = await reader.poll();
    expect(taken.length).toBeGreaterThan(0);
    await app.caughtUp();

    const page = await signedIn(ADMIN, '/fingerprint', 'Fingerprint');
    const readers = page.getByRole('table', { name: 'Fingerprint readers' });
    await readers.getByRole('button', { name: 'Rename Side door' }).click();
    const rename = page.getByRole('dialog', { name: `Rename reader ${serial}` });
    await page.getByRole('heading', { name: `Rename reader ${serial}` }).waitFor();
    await expect.poll(() => rename.getByLabel('Reader name').inputValue()).toBe('Side door');
    await rename.getByLabel('Reader name').fill('Ladies entrance');
    await rename.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Reader saved').waitFor();
    await readers.getByRole('row', { name: /Ladies entrance/ }).waitFor();

    await readers.getByRole('button', { name: 'Commands of Ladies entrance' }).click();
    const commands = page.getByRole('dialog', { name: 'Commands for Ladies entrance' });
    const table = commands.getByRole('table', { name: 'Commands sent to the reader' });
    await expect.poll(() => table.getByText('Taken, no answer yet').count()).toBe(taken.length);
    await expect.poll(() => table.innerText()).toContain('Lost Answers');
    await expectNoSeriousA11yViolations(page, 'the reader commands dialog');
    await commands.getByRole('button', { name: `Resend unanswered (${taken.length})` }).click();
    await commands.getByRole('status').filter({ hasText: 'Commands resent' }).waitFor();
    await expect.poll(() => table.getByText('Waiting for the reader · resent 1×').count()).toBe(taken.length);
    // The reader gets them again at its next poll, and this time answers.
    reader.loseAnswers = false;
    await expect.poll(() => reader.poll(), { timeout: 15_000 }).toEqual(taken);
    await expect.poll(() => table.getByText('Done · resent 1×').count(), { timeout: 15_000 }).toBe(taken.length);
    await commands.getByRole('button', { name: 'Close' }).click();

    await readers.getByRole('button', { name: 'Remove Ladies entrance' }).click();
    await page.getByRole('dialog', { name: 'Remove reader' }).getByRole('button', { name: 'Remove' }).click();
    await toast(page, 'Reader removed').waitFor();
    // Gone from the list until it calls again and is approved again.
    await expect.poll(() => readers.getByRole('row', { name: new RegExp(serial) }).count()).toBe(0);
  });

  it('alerts that a reader was named from another address and holds it until it is kept at its own', async () => {
    const serial = 'CKJG201960088';
    const reader = new ZkReaderSimulator(app.baseUrl, serial, systemClock);
    await reader.handshake();
    await app.caughtUp();
    const page = await signedIn(ADMIN, '/fingerprint', 'Fingerprint');
    const readers = page.getByRole('table', { name: 'Fingerprint readers' });
    await readers.getByRole('button', { name: `Approve ${serial}` }).click();
    const dialog = page.getByRole('dialog', { name: `Approve reader ${serial}` });
    await dialog.getByText('It is trusted from 127.0.0.1 only.', { exact: false }).waitFor();
    await dialog.getByLabel('Reader name').fill('Back door');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await toast(page, 'Reader approved').waitFor();

    // Someone on another computer names the reader's serial: the page says so, live, and the reader is held.
    const impostor = new ZkReaderSimulator(app.baseUrl, serial, systemClock, {
      from: { app: app.app, address: '10.66.0.9' },
    });
    expect(await impostor.poll()).toEqual([]);
    const alert = page.getByRole('alert').filter({ hasText: 'Back door' });
    await alert.getByText('was named from 10.66.0.9, not from 127.0.0.1', { exact: false }).waitFor();
    await readers
      .getByRole('row', { name: /Back door/ })
      .getByText('Held: called from 10.66.0.9')
      .waitFor();
    expect((await reader.punch('1'))?.status).toBe(403);
    await expectNoSeriousA11yViolations(page, 'the fingerprint page with a held reader');

    await alert.getByRole('button', { name: 'Keep at 127.0.0.1' }).click();
    await toast(page, 'Reader re-approved').waitFor();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Back door' }).count()).toBe(0);
    expect((await reader.pushBacklog()).body).toBe('OK');
  });
});
