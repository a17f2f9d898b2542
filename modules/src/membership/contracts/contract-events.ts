import { z } from 'zod';
import { defineEvent } from '@gym/events/catalogue/define-event';
import type { EventOf } from '@gym/events/catalogue/define-event';

/** The gym's membership terms: one stream of published versions (a version never changes once published). */
export const TERMS_STREAM = 'membership-terms';
/** A member's signed contracts (kept apart from the member's own stream, which the members area owns). */
export const memberContractStream = (memberId: string) => `member-contract-${memberId}`;

/** One yes/no question of the health declaration, in both languages. */
export const healthQuestion = z.object({ en: z.string(), ar: z.string() });
export type HealthQuestion = z.infer<typeof healthQuestion>;

export const MembershipTermsPublished = defineEvent(
  'MembershipTermsPublished',
  z.object({
    version: z.number().int().positive(),
    termsEn: z.string(),
    termsAr: z.string(),
    questions: z.array(healthQuestion),
    publishedAt: z.string(),
    byUserId: z.number().nullable(),
  }),
  { description: 'A new version of the membership terms and health declaration was published.' },
);

/**
 * A member signed the terms. The signature image and the health answers are files outside the log: the event names
 * the signature's file and says only whether any answer was yes (the desk then asks for a doctor's note).
 */
export const MembershipTermsAccepted = defineEvent(
  'MembershipTermsAccepted',
  z.object({
    memberId: z.string(),
    termsVersion: z.number().int().positive(),
    signedAt: z.string(),
    signatureFileId: z.string(),
    byUserId: z.number().nullable(),
    declaredConditions: z.boolean(),
  }),
  { description: 'A member signed the membership contract on screen (signature and answers stored as files).' },
);

export const contractEvents = [MembershipTermsPublished, MembershipTermsAccepted] as const;
export type ContractEvent = EventOf<(typeof contractEvents)[number]>;
