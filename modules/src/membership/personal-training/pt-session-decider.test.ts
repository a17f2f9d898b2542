import { describe, it } from 'vitest';
import type { PtEvent } from './pt-events.js';
import { deciderSpec } from '@gym/kernel/testing/decider-spec';
import { packageDecider } from './pt-decider.js';

const packages = deciderSpec(packageDecider);
const sold: PtEvent = {
  type: 'PtPackageSold',
  data: {
    packageId: 'k1',
    memberId: 'm1',
    trainerId: 't1',
    trainerName: 'Coach Sami',
    sessions: 3,
    amount: 100000,
    paidAmount: 100000,
    dueDate: '2026-11-21',
    source: 'self',
    saleDate: '2026-11-21',
    invoiceId: 'inv-1',
  },
};
const deliver = (deliveredOn: string) => ({ type: 'DeliverSession', packageId: 'k1', deliveredOn }) as const;
const delivered = (sessionNumber: number, value: number, deliveredOn = '2026-11-22'): PtEvent => ({
  type: 'PtSessionDelivered',
  data: { packageId: 'k1', memberId: 'm1', trainerId: 't1', sessionNumber, deliveredOn, value },
});

describe('PT sessions delivered (what a trainer earns commission on)', () => {
  it('numbers sessions in order, each worth price / sessions: 1,000 over 3 = 333.33', () =>
    packages
      .given([sold])
      .when(deliver('2026-11-22'))
      .then([delivered(1, 33333)]));

  it('the last session takes the rounding remainder so the sessions add up to the price', () =>
    packages
      .given([sold, delivered(1, 33333), delivered(2, 33333)])
      .when(deliver('2026-11-23'))
      .then([delivered(3, 33334, '2026-11-23')]));

  it('refuses a session beyond the package', () =>
    packages
      .given([sold, delivered(1, 33333), delivered(2, 33333), delivered(3, 33334)])
      .when(deliver('2026-11-24'))
      .thenRefused(409, /All 3 sessions/));

  it('refuses a session before the sale, and on a package that does not exist', () => {
    packages
      .given([sold])
      .when(deliver('2026-11-20'))
      .thenRefused(400, /before the package was sold/);
    packages
      .given([])
      .when(deliver('2026-11-22'))
      .thenRefused(404, /not found/);
  });
});
