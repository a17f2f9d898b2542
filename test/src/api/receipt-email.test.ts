import { beforeAll, describe, expect, it } from 'vitest';
import { call, callOk } from '../support/api-client.js';
import type { Session } from '../support/api-client.js';
import { appForFile } from '../support/app-for-file.js';
import { createMember, createPlan, sellNewRegistration } from '../support/desk-fixtures.js';
import { deliverySettings } from '../support/marketing-fixtures.js';
import { smtpForFile } from '../support/smtp-for-file.js';
import { staffWith } from '../support/staff-fixtures.js';
import { TestClock } from '../support/test-clock.js';

interface Emailed {
  id: string;
  position: number;
  language: 'en' | 'ar';
  code?: string;
  message?: string;
}

/*
 * A receipt e-mailed to its member (issue 46, item 7): queued through the marketing outbox in the member's language
 * (amounts, dates and currency as that language writes them), recorded on the invoice for the Audit trail; refused,
 * recording nothing, when the member has no e-mail address or opted out of e-mail.
 */
describe('e-mailing a receipt in the member’s language', () => {
  // 10:00 in Qatar: outside the default quiet hours.
  const clock = new TestClock(new Date('2026-11-10T10:00:00+03:00'));
  const smtp = smtpForFile();
  const { t, admin, desk } = appForFile({ label: 'receipt-email', clock }, 'admin', 'desk');
  const ok = <T>(method: string, path: string, body?: unknown) =>
    callOk<T>(t.baseUrl, method, path, { session: admin, body });
  let planId: string;

  beforeAll(async () => {
    await ok('PUT', '/api/marketing/delivery-settings', deliverySettings(smtp.port));
    ({ id: planId } = await createPlan(t.baseUrl, admin));
  });

  /** A member with a paid 450.00 QAR New Registration: the member and the sale's invoice. */
  async function paidSale(profile: Record<string, unknown>) {
    const member = await createMember(t.baseUrl, desk, { gender: 'male', ...profile });
    const invoice = await sellNewRegistration(t.baseUrl, desk, member.id, planId);
    await t.caughtUp();
    return { memberId: member.id, invoiceId: invoice.id, number: invoice.number };
  }
  const emailReceipt = (invoiceId: string, session: Session = desk) =>
    call<Emailed>(t.baseUrl, 'POST', `/api/invoices/${invoiceId}/email-receipt`, { session });
  /** The outbox job reads the projected queue, so the queueing must be projected before the job runs. */
  async function deliver() {
    await t.caughtUp();
    clock.set(new Date(clock.now().getTime() + 60_000).toISOString());
    await t.jobs.runDue();
    await t.caughtUp();
  }
  const typesOf = async (stream: string) => (await t.store.readStream(stream)).events.map((e) => e.type);

  it('queues an Arabic receipt to an Arabic-speaking member, sends it, and the Audit trail explains it', async () => {
    const { memberId, invoiceId, number } = await paidSale({
      firstName: 'Khalid',
      lastName: 'Al-Marri',
      nameArabic: 'خالد المري',
      preferredLanguage: 'ar',
      email: 'khalid.receipt@example.com',
    });
    const emailed = await emailReceipt(invoiceId);
    expect(emailed.status).toBe(201);
    expect(emailed.body.language).toBe('ar');

    const invoice = await t.store.readStream(`invoice-${invoiceId}`);
    expect(invoice.events.map((e) => e.type)).toEqual(['InvoiceIssued', 'PaymentRecorded', 'ReceiptEmailed']);
    expect(invoice.events[2]!.data).toEqual({ invoiceId, memberId, messageId: emailed.body.id, language: 'ar' });
    const queued = (await t.store.readStream(`marketing-message-${emailed.body.id}`)).events[0]!;
    expect(queued.type).toBe('MessageQueued');
    expect(queued.data).toMatchObject({
      memberId,
      channel: 'email',
      to: 'khalid.receipt@example.com',
      language: 'ar',
      subject: `إيصال ${number} من Gym`,
    });

    await deliver();
    const mail = smtp.delivered.find((m) => m.to[0] === 'khalid.receipt@example.com')!;
    expect(mail.subject).toBe(`إيصال ${number} من Gym`);
    const lines = mail.text.split('\n');
    expect(lines.slice(0, 3)).toEqual(['مرحبًا خالد،', '', `هذا إيصال الفاتورة ${number}، الصادرة في 10 نوفمبر 2026.`]);
    expect(lines[4]).toMatch(/^تسجيل جديد: Monthly \(من 10 نوفمبر 2026 إلى \d+ \S+ 2026\): 450\.00 ر\.ق$/);
    expect(lines.slice(6, 13)).toEqual([
      'المدفوعات:',
      '- 10 نوفمبر 2026، نقدًا: 450.00 ر.ق',
      '',
      'الإجمالي: 450.00 ر.ق',
      'المدفوع: 450.00 ر.ق',
      'الرصيد المتبقي: 0.00 ر.ق',
      '',
    ]);
    expect(mail.text).toMatch(/شكرًا لكم\.\nGym\s+--\s+لإلغاء الاشتراك: https:\/\/gym\.example\//);
    expect(await typesOf(`marketing-message-${emailed.body.id}`)).toEqual([
      'MessageQueued',
      'MessageDispatching',
      'MessageSent',
    ]);

    const audit = await ok<{ data: { type: string; words: (string | { label?: string })[] | null }[] }>(
      'GET',
      `/api/events?stream=${encodeURIComponent(`invoice-${invoiceId}`)}`,
    );
    const words = audit.data.find((e) => e.type === 'ReceiptEmailed')?.words ?? [];
    expect(words.map((w) => (typeof w === 'string' ? w : w.label)).join('')).toBe(
      `e-mailed the receipt of invoice ${number} to Khalid Al-Marri in Arabic`,
    );
  });

  it('queues an English receipt to an English-speaking member, amounts in QAR and dates in English words', async () => {
    const { invoiceId, number } = await paidSale({
      firstName: 'Noura',
      lastName: 'Al-Thani',
      nameArabic: 'نورة آل ثاني',
      preferredLanguage: 'en',
      email: 'noura.receipt@example.com',
    });
    const emailed = await emailReceipt(invoiceId);
    expect(emailed.status).toBe(201);
    expect(emailed.body.language).toBe('en');
    await deliver();
    const mail = smtp.delivered.find((m) => m.to[0] === 'noura.receipt@example.com')!;
    expect(mail.subject).toBe(`Receipt ${number} from Gym`);
    const lines = mail.text.split('\n');
    expect(lines.slice(0, 3)).toEqual([
      'Hello Noura,',
      '',
      `Here is your receipt for invoice ${number}, issued on 10 November 2026.`,
    ]);
    expect(lines[4]).toMatch(/^New registration: Monthly \(10 November 2026 to \d+ \w+ 2026\): 450\.00 QAR$/);
    expect(lines.slice(6, 12)).toEqual([
      'Payments:',
      '- 10 November 2026, in cash: 450.00 QAR',
      '',
      'Total: 450.00 QAR',
      'Paid: 450.00 QAR',
      'Balance: 0.00 QAR',
    ]);
    expect(mail.text).toMatch(/Thank you\.\nGym\s+--\s+Unsubscribe: https:\/\/gym\.example\//);
  });

  it('refuses a member without an e-mail address or opted out of e-mail (409 with its code, nothing recorded)', async () => {
    const noEmail = await paidSale({ firstName: 'Saad', lastName: 'Al-Kuwari', email: '' });
    const refused = await emailReceipt(noEmail.invoiceId);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'billing.receipt_no_email',
      message: 'Saad Al-Kuwari has no e-mail address to send the receipt to.',
    });
    expect(await typesOf(`invoice-${noEmail.invoiceId}`)).toEqual(['InvoiceIssued', 'PaymentRecorded']);

    const optedOut = await paidSale({ firstName: 'Fahad', lastName: 'Al-Sulaiti', email: 'fahad@example.com' });
    await ok('POST', `/api/marketing/consent/${optedOut.memberId}`, { optOut: ['email'] });
    await t.caughtUp();
    const before = smtp.delivered.length;
    const refusedOptOut = await emailReceipt(optedOut.invoiceId);
    expect(refusedOptOut.status).toBe(409);
    expect(refusedOptOut.body.code).toBe('billing.receipt_opted_out');
    expect(await typesOf(`invoice-${optedOut.invoiceId}`)).toEqual(['InvoiceIssued', 'PaymentRecorded']);
    await deliver();
    expect(smtp.delivered.length).toBe(before);

    const unknown = await emailReceipt('no-such-invoice');
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('billing.not_found');
  });

  it('is for a role that both sees receipts and takes payments', async () => {
    const { invoiceId } = await paidSale({ firstName: 'Omar', email: 'omar@example.com' });
    const viewer = await staffWith(t, admin, 'Receipt Viewer', ['canViewFinancials']);
    const cashier = await staffWith(t, admin, 'Blind Cashier', ['canEditFinancials']);
    expect((await emailReceipt(invoiceId, viewer)).status).toBe(403);
    expect((await emailReceipt(invoiceId, cashier)).status).toBe(403);
    expect(await typesOf(`invoice-${invoiceId}`)).toEqual(['InvoiceIssued', 'PaymentRecorded']);
  });
});
