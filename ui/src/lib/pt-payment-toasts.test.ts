import { describe, expect, it } from 'vitest';
import { PT_PAYMENT_FAILED, ptPaymentSuccess } from './pt-payment-toasts';

describe('PT payment toasts', () => {
  it('names the invoice number and the amount with 2 decimals', () => {
    expect(ptPaymentSuccess('INV-000042', 1400, 'Huda Saleh')).toEqual({
      title: 'Payment Successful',
      description: 'Invoice INV-000042: 1,400.00 QAR received from Huda Saleh.',
    });
    expect(PT_PAYMENT_FAILED.title).toBe('Payment Failed');
  });
});
