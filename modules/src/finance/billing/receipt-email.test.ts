import { describe, expect, it } from 'vitest';
import { receiptEmail } from './receipt-email.js';
import type { ReceiptFacts } from './receipt-email.js';

const receipt: ReceiptFacts = {
  number: 'INV-000042',
  description: 'Renewal: Monthly (2026-12-06 to 2027-01-05)',
  issueDate: '2026-12-06',
  amount: 123_450,
  paid: 113_450,
  balance: 10_000,
  payments: [{ paymentDate: '2026-12-06', method: 'card', amount: 123_450, refunded: 10_000 }],
  firstName: 'Khalid',
  gymName: 'Pearl Gym',
};
const english = { language: 'en', arabicIndicDigits: false, hijriDates: false, currency: 'QAR' } as const;
const arabic = { ...english, language: 'ar' } as const;

describe("an e-mailed receipt in the member's language (issue 46, item 7)", () => {
  it('writes the invoice, its payments and totals in English, in the gym currency', () => {
    const mail = receiptEmail(receipt, english);
    expect(mail.subject).toBe('Receipt INV-000042 from Pearl Gym');
    expect(mail.body.split('\n')).toEqual([
      'Hello Khalid,',
      '',
      'Here is your receipt for invoice INV-000042, issued on 6 December 2026.',
      '',
      'Renewal: Monthly (6 December 2026 to 5 January 2027): 1,234.50 QAR',
      '',
      'Payments:',
      '- 6 December 2026, by card: 1,234.50 QAR (refunded 100.00 QAR)',
      '',
      'Total: 1,234.50 QAR',
      'Paid: 1,134.50 QAR',
      'Balance: 100.00 QAR',
      '',
      'Thank you.',
      'Pearl Gym',
    ]);
  });

  it('writes it in Arabic with ر.ق, Arabic month names and the sale worded again', () => {
    const mail = receiptEmail({ ...receipt, firstName: 'خالد' }, arabic);
    expect(mail.subject).toBe('إيصال INV-000042 من Pearl Gym');
    expect(mail.body.split('\n')).toEqual([
      'مرحبًا خالد،',
      '',
      'هذا إيصال الفاتورة INV-000042، الصادرة في 6 ديسمبر 2026.',
      '',
      'تجديد: Monthly (من 6 ديسمبر 2026 إلى 5 يناير 2027): 1,234.50 ر.ق',
      '',
      'المدفوعات:',
      '- 6 ديسمبر 2026، ببطاقة ائتمان/خصم: 1,234.50 ر.ق (استُرد 100.00 ر.ق)',
      '',
      'الإجمالي: 1,234.50 ر.ق',
      'المدفوع: 1,134.50 ر.ق',
      'الرصيد المتبقي: 100.00 ر.ق',
      '',
      'شكرًا لكم.',
      'Pearl Gym',
    ]);
  });

  it("follows the gym's Arabic-Indic digits, Hijri dates and currency, and keeps a typed description", () => {
    const mail = receiptEmail(
      { ...receipt, description: 'Locker rent', payments: [], paid: 0, balance: 123_450 },
      { ...arabic, arabicIndicDigits: true, hijriDates: true, currency: 'USD' },
    );
    expect(mail.body).toContain('الصادرة في ٦ ديسمبر ٢٠٢٦ (٢٦ جمادى الآخرة ١٤٤٨ هـ).');
    expect(mail.body).toContain('Locker rent: ١٬٢٣٤٫٥٠ USD');
    expect(mail.body).toContain('المدفوعات:\nلا مدفوعات بعد.');
    const inEnglish = receiptEmail(receipt, { ...english, hijriDates: true, currency: 'USD' });
    expect(inEnglish.body).toContain('issued on 6 December 2026 (Jumada II 26, 1448 AH).');
    expect(inEnglish.body).toContain('Total: 1,234.50 USD');
  });
});
