import { describe, it } from 'vitest';
import type { PtEvent } from './pt-events.js';
import { deciderSpec } from '@gym/kernel/testing/decider-spec';
import { packageDecider, trainerDecider } from './pt-decider.js';

const trainers = deciderSpec(trainerDecider);
const packages = deciderSpec(packageDecider);
const coach = { registered: true, name: 'Coach Sami', active: true };
const sale = (paidAmount: number) =>
  ({
    type: 'SellPackage',
    packageId: 'k1',
    memberId: 'm1',
    trainerId: 't1',
    trainer: coach,
    sessions: 12,
    amount: 240000,
    paidAmount,
    dueDate: '2026-12-01',
    source: 'self',
    saleDate: '2026-11-21',
    validUntil: '2027-02-19',
    invoiceId: paidAmount ? 'inv-1' : null,
  }) as const;
const sold: PtEvent = {
  type: 'PtPackageSold',
  data: {
    packageId: 'k1',
    memberId: 'm1',
    trainerId: 't1',
    trainerName: 'Coach Sami',
    sessions: 12,
    amount: 240000,
    paidAmount: 100000,
    dueDate: '2026-12-01',
    source: 'self',
    saleDate: '2026-11-21',
    invoiceId: 'inv-1',
    validUntil: '2027-02-19',
  },
};
const session = (used: number, day = '2026-12-01'): PtEvent => ({
  type: 'PtSessionUsed',
  data: { packageId: 'k1', memberId: 'm1', day, used },
});
const settle = (
  invoicePaid: number,
  claimed?: { paidAmount?: number; dueAmount?: number },
  invoiceId = 'inv-2',
  invoiceMemberId = 'm1',
) => ({ type: 'SettlePackage', packageId: 'k1', invoiceId, invoicePaid, invoiceMemberId, claimed }) as const;

describe('trainer decider', () => {
  it('registers once and deactivates', () => {
    trainers
      .given([])
      .when({ type: 'RegisterTrainer', trainerId: 't1', name: 'Coach Sami', phone: null, email: null })
      .then([{ type: 'TrainerRegistered', data: { trainerId: 't1', name: 'Coach Sami', phone: null, email: null } }]);
    trainers
      .given([])
      .when({ type: 'DeactivateTrainer', trainerId: 't1' })
      .thenRefused(404, 'Trainer not found', 'personal_training.trainer_not_found');
  });
});

describe('PT package decider', () => {
  it('sells a package with what was paid now and the balance due', () => {
    packages.given([]).when(sale(100000)).then([sold]);
  });

  it('refuses paying more than the price, an inactive trainer, a balance due or an end before the sale', () => {
    packages
      .given([])
      .when(sale(300000))
      .thenRefused(400, /more than the package price/, 'personal_training.paid_over_price');
    packages
      .given([])
      .when({ ...sale(0), trainer: { ...coach, active: false } })
      .thenRefused(409, 'Coach Sami no longer takes clients.', 'personal_training.trainer_inactive');
    packages
      .given([])
      .when({ ...sale(0), dueDate: '2026-11-01' })
      .thenRefused(400, /due before the sale/, 'personal_training.due_before_sale');
    packages
      .given([])
      .when({ ...sale(0), validUntil: '2026-11-20' })
      .thenRefused(400, /end before the sale/, 'personal_training.ends_before_sale');
  });

  it('settles the balance with a paid invoice, as the spec records it (paidAmount, dueAmount 0, linked invoice)', () => {
    packages
      .given([sold])
      .when(settle(140000, { paidAmount: 140000, dueAmount: 0 }))
      .then([
        { type: 'PtPackageSettled', data: { packageId: 'k1', invoiceId: 'inv-2', paidAmount: 240000, dueAmount: 0 } },
      ]);
    packages
      .given([sold])
      .when(settle(40000))
      .then([
        {
          type: 'PtPackageSettled',
          data: { packageId: 'k1', invoiceId: 'inv-2', paidAmount: 140000, dueAmount: 100000 },
        },
      ]);
  });

  it('refuses a settlement that does not add up, repeats, or belongs to someone else', () => {
    packages
      .given([sold])
      .when(settle(40000, { dueAmount: 0 }))
      .thenRefused(
        409,
        'After this payment 1,000.00 QAR is still owed, not 0.00 QAR.',
        'personal_training.due_mismatch',
      );
    packages
      .given([sold])
      .when(settle(150000))
      .thenRefused(
        409,
        'That invoice paid 1,500.00 QAR, more than the 1,400.00 QAR owed on the package.',
        'personal_training.invoice_over_due',
      );
    packages
      .given([sold])
      .when(settle(10000, undefined, 'inv-1'))
      .thenRefused(409, /already linked/, 'personal_training.invoice_linked');
    packages
      .given([sold])
      .when(settle(10000, undefined, 'inv-2', 'm2'))
      .thenRefused(409, /another member/, 'personal_training.invoice_other_member');
    packages
      .given([sold])
      .when(settle(0))
      .thenRefused(409, /not been paid/, 'personal_training.invoice_unpaid');
  });

  it('counts sessions taken until the package is used up or expired', () => {
    packages
      .given([sold])
      .when({ type: 'UseSession', packageId: 'k1', day: '2026-12-01' })
      .then([session(1)]);
    packages
      .given([sold, session(1), session(2)])
      .when({ type: 'UseSession', packageId: 'k1', day: '2027-02-19' })
      .then([session(3, '2027-02-19')]);
    packages
      .given([sold, ...Array.from({ length: 12 }, (_, i) => session(i + 1))])
      .when({ type: 'UseSession', packageId: 'k1', day: '2026-12-02' })
      .thenRefused(409, 'All 12 sessions of this package are used.', 'personal_training.sessions_used');
    packages
      .given([sold])
      .when({ type: 'UseSession', packageId: 'k1', day: '2027-02-20' })
      .thenRefused(409, 'This package expired on 2027-02-19.', 'personal_training.expired');
    packages
      .given([])
      .when({ type: 'UseSession', packageId: 'k1', day: '2026-12-01' })
      .thenRefused(404, 'Personal training record not found', 'personal_training.not_found');
  });

  it('gives a sale recorded before packages had an end date the default 90 days', () => {
    const { validUntil: _omitted, ...older } = sold.data as typeof sold.data & { validUntil?: string };
    packages
      .given([{ type: 'PtPackageSold', data: older }])
      .when({ type: 'UseSession', packageId: 'k1', day: '2027-02-20' })
      .thenRefused(409, 'This package expired on 2027-02-19.');
  });
});
