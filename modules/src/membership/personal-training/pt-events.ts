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

/** How long a package may be used when the sale does not say (`validUntil` is absent from older sales too). */
export const PT_PACKAGE_VALID_DAYS = 90;

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
    /** The last day a session may be taken; older sales lack it and run PT_PACKAGE_VALID_DAYS from the sale. */
    validUntil: localDate.optional(),
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

/** One session of a package was taken with its trainer on `day`; when all are taken the package is used up. */
export const PtSessionUsed = defineEvent(
  'PtSessionUsed',
  z.object({ packageId: z.string(), memberId: z.string(), day: localDate, used: z.number().int().positive() }),
  { description: 'A personal-training session of a package was taken.' },
);

export const ptEvents = [
  TrainerRegistered,
  TrainerDeactivated,
  PtPackageSold,
  PtPackageSettled,
  PtSessionUsed,
] as const;
export type PtEvent = EventOf<(typeof ptEvents)[number]>;
