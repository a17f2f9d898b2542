import { afterAll, describe, expect, it } from 'vitest';
import { activateLocale, loadCatalogue } from './i18n/i18n';
import { ptPaymentFailed, ptPaymentSuccess } from './pt-payment-toasts';

describe('PT payment toasts', () => {
  afterAll(() => activateLocale('en'));

  it('names the invoice number and the amount with 2 decimals, in the spec’s words in English', async () => {
    await activateLocale('en');
    // The PT balance dialog's first message loads the kit dialogs' catalogue before any payment can end.
    await loadCatalogue('en', 'kitDialogs');
    expect(ptPaymentSuccess('INV-000042', 1400, 'Huda Saleh')).toEqual({
      title: 'Payment Successful',
      description: 'Invoice INV-000042: 1,400.00 QAR received from Huda Saleh.',
    });
    expect(ptPaymentSuccess('INV-000043', 10, '').description).toBe(
      'Invoice INV-000043: 10.00 QAR received from Unknown Member.',
    );
    expect(ptPaymentFailed().title).toBe('Payment Failed');
  });

  it('says them in Arabic with the amount in riyals', async () => {
    await activateLocale('ar');
    await loadCatalogue('ar', 'kitDialogs');
    const toast = ptPaymentSuccess('INV-000042', 1400, 'هدى صالح');
    expect(toast.title).toBe('تم الدفع بنجاح');
    expect(toast.description).toBe('الفاتورة INV-000042: استُلم 1,400.00 ر.ق من هدى صالح.');
  });
});
