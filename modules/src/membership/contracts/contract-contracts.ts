import { z } from 'zod';
import { multiLine, singleLine } from '@gym/kernel/contracts/text';

/** The signature image's limit: a tablet's pad drawn at its size is some tens of kilobytes. */
export const SIGNATURE_MAX_BYTES = 1024 * 1024;

/** The multipart fields of a signing, sent before the file named "signature". */
export const SIGNING_FIELDS = { termsVersion: 'termsVersion', answers: 'answers' } as const;

const question = z.object({
  en: singleLine().trim().min(1, 'Write the English text').max(300),
  ar: singleLine().trim().min(1, 'Write the Arabic text').max(300),
});

/** Publishing a new version of the terms (Settings). */
export const publishTermsRequest = z.object({
  termsEn: multiLine().trim().min(1, 'Write the English text').max(20_000),
  termsAr: multiLine().trim().min(1, 'Write the Arabic text').max(20_000),
  questions: z.array(question).min(1, 'Add at least one question').max(20),
});
export type PublishTermsRequest = z.infer<typeof publishTermsRequest>;

/** One published version of the terms, with when and by whom. */
export const contractTerms = z.object({
  version: z.number(),
  termsEn: z.string(),
  termsAr: z.string(),
  questions: z.array(z.object({ en: z.string(), ar: z.string() })),
  publishedAt: z.string(),
  publishedBy: z.string(),
});
export type ContractTerms = z.infer<typeof contractTerms>;

/** The member's latest signed contract; the files are served only to canEditMembers. */
export const signedContract = z.object({
  memberId: z.string(),
  termsVersion: z.number(),
  signedAt: z.string(),
  signedBy: z.string(),
  declaredConditions: z.boolean(),
  signatureUrl: z.string(),
  declarationUrl: z.string(),
});
export type SignedContract = z.infer<typeof signedContract>;

/** Who the contract is with and for which membership (the member's record as the desk sees it now). */
export const contractMember = z.object({
  memberNumber: z.number(),
  name: z.string(),
  nameArabic: z.string().nullable(),
  qatarId: z.string().nullable(),
  phone: z.string(),
  planName: z.string().nullable(),
  startDate: z.string().nullable(),
  expiryDate: z.string().nullable(),
  archived: z.boolean(),
});
export type ContractMember = z.infer<typeof contractMember>;

/** A member's contract state: the member, the latest signing (if any) and the version in force now. */
export const memberContract = z.object({
  member: contractMember.nullable(),
  signed: signedContract.nullable(),
  currentVersion: z.number().nullable(),
});
export type MemberContract = z.infer<typeof memberContract>;

/** The health answers file stored beside the signature (never in the log). */
export const healthDeclaration = z.object({
  termsVersion: z.number(),
  answers: z.array(z.boolean()),
});
export type HealthDeclaration = z.infer<typeof healthDeclaration>;
