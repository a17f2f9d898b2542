import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from '../support/browser.js';
import { createMember } from '../support/desk-fixtures.js';
import { openPage, RECEPTION, signInAt } from './e2e-session.js';
import { browserForFile } from './browser-for-file.js';

/* The membership contract (issue 46, item 6): signed on the canvas at the desk, printed in both languages. */

const TERMS = {
  termsEn: 'Membership is personal.\nFees are paid in advance.',
  termsAr: 'العضوية شخصية.\nتُدفع الرسوم مقدماً.',
  questions: [
    { en: 'Do you have a heart condition?', ar: 'هل لديك مرض في القلب؟' },
    { en: 'Do you have asthma?', ar: 'هل تعاني من الربو؟' },
  ],
};

/** A signature drawn with the mouse: a few strokes across the pad. */
async function drawSignature(page: Page) {
  const pad = page.getByTestId('signature-pad');
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.15, box.y + box.height * 0.6);
  await page.mouse.down();
  for (const [x, y] of [
    [0.25, 0.3],
    [0.35, 0.7],
    [0.45, 0.35],
    [0.6, 0.65],
    [0.8, 0.4],
  ] as const) {
    await page.mouse.move(box.x + box.width * x, box.y + box.height * y, { steps: 6 });
  }
  await page.mouse.up();
}

describe('the membership contract (/members/:id/contract)', () => {
  const { app, browser, admin, api, contexts } = browserForFile({ label: 'e2e-contract' }, 'admin');

  it('is signed on the canvas with the health answers, shows as signed, and prints in English and Arabic', async () => {
    await api('POST', '/api/contract-terms', TERMS);
    const member = await createMember(app.baseUrl, admin, { firstName: 'Maryam', lastName: 'Signer' });
    await app.caughtUp();
    const { context, page } = await openPage(browser);
    contexts.push(context);
    await signInAt(page, app.baseUrl, RECEPTION, `/members/${member.id}`);
    const section = page.getByRole('region', { name: 'Membership contract' });
    await section.getByText('Not signed yet: the terms in force are version 1.').waitFor();
    await section.getByRole('link', { name: 'Contract' }).click();
    await page.getByRole('heading', { name: 'Membership contract', level: 1 }).waitFor();

    // English on the left, Arabic on the right, each in its own direction.
    const english = page.locator('section[lang="en"]');
    const arabic = page.locator('section[lang="ar"]');
    await english.getByText('Membership is personal.').waitFor();
    await arabic.getByText('العضوية شخصية.').waitFor();
    expect(await arabic.getAttribute('dir')).toBe('rtl');
    expect((await english.boundingBox())!.x).toBeLessThan((await arabic.boundingBox())!.x);

    // An empty pad is refused on the spot.
    await english.locator('fieldset').nth(0).getByLabel('No').check();
    await english.locator('fieldset').nth(1).getByLabel('Yes').check();
    await page.getByRole('button', { name: 'Sign the contract' }).click();
    await page.getByRole('alert').filter({ hasText: 'The member has not signed yet' }).waitFor();
    // The same answer is chosen in either column.
    expect(await arabic.locator('fieldset').nth(1).getByLabel('نعم').isChecked()).toBe(true);

    await drawSignature(page);
    await page.getByRole('img', { name: 'Signature pad: signed' }).waitFor();
    await page.getByRole('button', { name: 'Clear' }).click();
    await page.getByRole('img', { name: /Signature pad: empty/ }).waitFor();
    await drawSignature(page);
    await expectNoSeriousA11yViolations(page, 'the contract to sign');
    await page.getByRole('button', { name: 'Sign the contract' }).click();

    // Back on the member's page: signed, and the desk is told to ask for a doctor's note.
    await page.waitForURL(`${app.baseUrl}/members/${member.id}`);
    await section.getByText(/Signed version 1 of the terms on/).waitFor();
    await section.getByText("Declared a health condition: ask for a doctor's note.").waitFor();
    const accepted = (await app.store.readStream(`member-contract-${member.id}`)).events;
    expect(accepted.map((e) => e.type)).toEqual(['MembershipTermsAccepted']);
    expect(accepted[0]!.data).toMatchObject({ termsVersion: 1, declaredConditions: true });

    await section.getByRole('link', { name: 'Print signed contract' }).click();
    const document = page.getByRole('article', { name: 'Membership contract of Maryam Signer' });
    await document.waitFor();
    await document.getByText('Do you have asthma?').waitFor();
    const signature = document.getByRole('img', { name: 'Signature of Maryam Signer' });
    await expect
      .poll(() => signature.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
      .toBeGreaterThan(0);
    await document.getByText(/Signed on .*, witnessed by/).waitFor();
    await expectNoSeriousA11yViolations(page, 'the signed contract in English');

    // In Arabic: the page turns right to left, the document keeps English on the left and Arabic on the right.
    await page.getByRole('button', { name: /open profile menu/ }).click();
    await page.getByRole('menuitem', { name: 'العربية' }).click();
    await page.getByRole('heading', { name: 'العقد الموقّع', level: 1 }).waitFor();
    const arabicDocument = page.getByRole('article', { name: 'عقد عضوية Maryam Signer' });
    await arabicDocument.locator('section[lang="ar"]').getByText('الشروط والأحكام').waitFor();
    await arabicDocument.locator('section[lang="en"]').getByText('Terms and conditions').waitFor();
    expect((await english.boundingBox())!.x).toBeLessThan((await arabic.boundingBox())!.x);
    await arabicDocument.getByText(/وُقّع في .*، بحضور/).waitFor();
    await expectNoSeriousA11yViolations(page, 'the signed contract in Arabic');
  });
});

describe('the membership terms in Settings (/settings/contract)', () => {
  const { app, browser, api, contexts } = browserForFile({ label: 'e2e-contract-terms' }, 'admin');

  it('shows the version in force with its date and publisher, and edits by publishing the next version', async () => {
    await api('POST', '/api/contract-terms', TERMS);
    await app.caughtUp();
    const { context, page } = await openPage(browser);
    contexts.push(context);
    await signInAt(page, app.baseUrl, { username: 'admin', password: 'admin123' }, `/settings`);
    await page.getByRole('region', { name: 'Membership contract' }).getByRole('link').click();
    await page
      .getByTestId('terms-version')
      .filter({ hasText: /^Version 1, published on .* by / })
      .waitFor();
    await expectNoSeriousA11yViolations(page, 'the terms in Settings');

    await page.getByRole('button', { name: 'Publish a new version' }).click();
    const dialog = page.getByRole('dialog', { name: 'New version of the terms' });
    await dialog.getByLabel('Terms in English').fill('Membership is personal and not transferable.');
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await page
      .getByTestId('terms-version')
      .filter({ hasText: /^Version 2, published on/ })
      .waitFor();
    await page.getByText('Membership is personal and not transferable.').waitFor();
  });
});
