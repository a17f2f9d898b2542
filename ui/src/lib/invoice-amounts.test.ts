import { describe, expect, it } from 'vitest';
import { invoiceAmounts, skipsPaymentStep } from './invoice-amounts';

const plan = { planPrice: 300, planJoiningFee: 100 };

describe('invoice amounts of a membership sale (spec section 5)', () => {
  it('totals the membership price and, on a new registration, the joining fee, with 2 decimals', () => {
    expect(invoiceAmounts({ ...plan, registrationType: 'New Registration', earlierDue: 0 })).toEqual({
      membershipPrice: 300,
      joiningFees: 100,
      total: 400,
      amount: 400,
      alsoOwed: 0,
    });
    expect(
      invoiceAmounts({
        ...plan,
        registrationType: 'New Registration',
        membershipPrice: '199.90',
        joiningFees: '0.15',
        earlierDue: 0,
      }).total,
    ).toBe(200.05);
  });

  it('falls back to the plan price when the member price is missing, null or 0', () => {
    for (const membershipPrice of [undefined, null, 0, '0', '']) {
      expect(invoiceAmounts({ ...plan, registrationType: 'Renewal', membershipPrice, earlierDue: 0 }).total).toBe(300);
    }
    expect(invoiceAmounts({ ...plan, registrationType: 'Renewal', membershipPrice: 250, earlierDue: 0 }).total).toBe(
      250,
    );
  });

  it('charges no joining fee on a renewal or an update', () => {
    expect(invoiceAmounts({ ...plan, registrationType: 'Renewal', joiningFees: 100, earlierDue: 0 }).joiningFees).toBe(
      0,
    );
    expect(invoiceAmounts({ ...plan, registrationType: 'Update', earlierDue: 0 }).total).toBe(300);
  });

  it("uses the member's agreed joining fee over the plan's, even when it is 0", () => {
    expect(invoiceAmounts({ ...plan, registrationType: 'New Registration', joiningFees: 0, earlierDue: 0 }).total).toBe(
      300,
    );
  });

  it('never subtracts what is owed on earlier invoices: the invoice is the total, the dues are shown apart', () => {
    // The old system sent total − dueAmount; dues here are computed from invoices and stay on them.
    const amounts = invoiceAmounts({ ...plan, registrationType: 'Renewal', earlierDue: 120.5 });
    expect(amounts.amount).toBe(300);
    expect(amounts.total).toBe(300);
    expect(amounts.alsoOwed).toBe(120.5);
    const more = invoiceAmounts({ ...plan, registrationType: 'Renewal', earlierDue: 900 });
    expect(more.amount).toBe(300);
    expect(invoiceAmounts({ ...plan, registrationType: 'Renewal', earlierDue: -5 }).alsoOwed).toBe(0);
  });
});

describe('invoice dialog auto-close (spec section 4)', () => {
  it('skips the payment step for an existing member changing plan or buying anything but a renewal', () => {
    expect(skipsPaymentStep(true, 'Update')).toBe(true);
    expect(skipsPaymentStep(true, 'New Registration')).toBe(true);
  });

  it('asks for payment for a renewal and for every new member', () => {
    expect(skipsPaymentStep(true, 'Renewal')).toBe(false);
    expect(skipsPaymentStep(false, 'New Registration')).toBe(false);
    expect(skipsPaymentStep(false, 'Renewal')).toBe(false);
    expect(skipsPaymentStep(false, 'Update')).toBe(false);
  });
});
