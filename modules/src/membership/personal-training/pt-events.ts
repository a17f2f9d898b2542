import { z } from 'zod';
import { defineEvent } from '@gym/events/catalogue/define-event';
import type { EventOf } from '@gym/events/catalogue/define-event';
import { dirhams, localDate } from '@gym/events/catalogue/common-schemas';

export const trainerStream = (trainerId: string) => `trainer-${trainerId}`;
export const ptPackageStream = (packageId: string) => `pt-package-${packageId}`;

export const TrainerRegistered = defineEvent(
  'TrainerRegistered',
  z.object({ trainerId: z.string(), name: z.string(), phone: z.string().nullable(), email: z.string().nullable() }),
  { description: 'A personal trainer was registered.' },
);
export const TrainerDeactivated = defineEvent('TrainerDeactivated', z.object({ trainerId: z.string() }), {
  description: 'A personal trainer was deactivated.',
});

/** Who brought the client: the trainer themself, or the front desk. Ranks trainers on the dashboard. */
export const ptSource = z.enum(['self', 'counter']);
export type PtSource = z.infer<typeof ptSource>;

/**
 * A personal-training package sold for `amount`. What was paid at the sale is billed by a paid PT invoice appended
 * in the same transaction (`invoiceId`, null when nothing was paid); the rest is the package's balance, owed by
 * `dueDate` (the "PT balances" of the dashboard's Past Due, next to outstanding invoices).
 */
export const PtPackageSold = defineEvent(
  'PtPackageSold',
  z.object({
    packageId: z.string(),
    memberId: z.string(),
    trainerId: z.string(),
    trainerName: z.string(),
    sessions: z.number().int().positive(),
    amount: dirhams,
    paidAmount: dirhams,
    dueDate: localDate,
    source: ptSource,
    saleDate: localDate,
    invoiceId: z.string().nullable(),
  }),
  { description: 'A personal-training package was sold to a member: sessions, price, what was paid and the balance.' },
);
/**
 * The spec's PT due payment (section 4): a paid invoice settles (part of) the balance; the record now shows
 * `paidAmount` paid and `dueAmount` owed, linked to that invoice.
 */
export const PtPackageSettled = defineEvent(
  'PtPackageSettled',
  z.object({ packageId: z.string(), invoiceId: z.string(), paidAmount: dirhams, dueAmount: dirhams }),
  { description: "A personal-training package's balance was paid through an invoice." },
);

/**
 * One session of a package was delivered by its trainer. `value` is the session's share of the package price (the
 * last session takes the rounding remainder, so a package's sessions add up to its price): what a trainer paid on
 * sessions delivered earns commission on (issue 15, item 5).
 */
export const PtSessionDelivered = defineEvent(
  'PtSessionDelivered',
  z.object({
    packageId: z.string(),
    memberId: z.string(),
    trainerId: z.string(),
    sessionNumber: z.number().int().positive(),
    deliveredOn: localDate,
    value: dirhams,
  }),
  { description: "A session of a member's personal-training package was delivered by the trainer." },
);

export const ptEvents = [
  TrainerRegistered,
  TrainerDeactivated,
  PtPackageSold,
  PtPackageSettled,
  PtSessionDelivered,
] as const;
export type PtEvent = EventOf<(typeof ptEvents)[number]>;
