import { z } from 'zod';
import { defineEvent } from '../catalogue/define-event.js';
import type { EventOf } from '../catalogue/define-event.js';
import { dirhams, localDate } from '../catalogue/common-schemas.js';

export const trainerStream = (trainerId: string) => `trainer-${trainerId}`;
export const ptPackageStream = (packageId: string) => `pt-package-${packageId}`;

export const TrainerRegistered = defineEvent(
  'TrainerRegistered',
  z.object({ trainerId: z.string(), name: z.string(), phone: z.string().nullable(), email: z.string().nullable() }),
);
export const TrainerDeactivated = defineEvent('TrainerDeactivated', z.object({ trainerId: z.string() }));

/** Who brought the client: the trainer themself, or the front desk. Ranks trainers on the dashboard. */
export const ptSource = z.enum(['self', 'counter']);
export type PtSource = z.infer<typeof ptSource>;

/** A personal-training package sold; billed by a PT invoice appended in the same transaction. */
export const PtPackageSold = defineEvent(
  'PtPackageSold',
  z.object({
    packageId: z.string(),
    memberId: z.string(),
    trainerId: z.string(),
    trainerName: z.string(),
    sessions: z.number().int().positive(),
    amount: dirhams,
    source: ptSource,
    saleDate: localDate,
    invoiceId: z.string(),
  }),
);
/** The package's balance was settled by another (paid) invoice, as the spec's PT due payment does. */
export const PtPackageSettled = defineEvent(
  'PtPackageSettled',
  z.object({ packageId: z.string(), invoiceId: z.string(), paidAmount: dirhams, dueAmount: dirhams }),
);

export const ptEvents = [TrainerRegistered, TrainerDeactivated, PtPackageSold, PtPackageSettled] as const;
export type PtEvent = EventOf<(typeof ptEvents)[number]>;
