import { describe, it } from 'vitest';
import { deciderSpec } from '@gym/kernel/testing/decider-spec';
import type { ContractCommand } from './contract-decider.js';
import { contractDecider } from './contract-decider.js';
import type { ContractEvent } from './contract-events.js';

const spec = deciderSpec(contractDecider);
const questions = [
  { en: 'Do you have a heart condition?', ar: 'هل لديك مرض في القلب؟' },
  { en: 'Are you pregnant?', ar: 'هل أنتِ حامل؟' },
];
const published = (version: number, termsEn = `Terms ${version}`): ContractEvent => ({
  type: 'MembershipTermsPublished',
  data: {
    version,
    termsEn,
    termsAr: `الشروط ${version}`,
    questions,
    publishedAt: '2026-01-01T08:00:00.000Z',
    byUserId: 1,
  },
});
const publish = (termsEn: string, termsAr = 'الشروط'): Extract<ContractCommand, { type: 'PublishTerms' }> => ({
  type: 'PublishTerms',
  termsEn,
  termsAr,
  questions,
  publishedAt: '2026-02-01T08:00:00.000Z',
  byUserId: 1,
});
const accept = (over: Partial<Extract<ContractCommand, { type: 'AcceptTerms' }>> = {}): ContractCommand => ({
  type: 'AcceptTerms',
  memberId: 'm1',
  member: { registered: true, archived: false },
  termsVersion: 2,
  answers: [false, false],
  signatureFileId: 'f1',
  signedAt: '2026-02-02T10:00:00.000Z',
  byUserId: 2,
  ...over,
});

describe('publishing the membership terms', () => {
  it('publishes the first version', () => {
    spec
      .given([])
      .when(publish(' Terms 1 ', ' الشروط 1 '))
      .then([
        {
          type: 'MembershipTermsPublished',
          data: {
            version: 1,
            termsEn: 'Terms 1',
            termsAr: 'الشروط 1',
            questions,
            publishedAt: '2026-02-01T08:00:00.000Z',
            byUserId: 1,
          },
        },
      ]);
  });

  it('publishes the next version after the last, never changing an earlier one', () => {
    spec
      .given([published(1), published(2)])
      .when(publish('New terms'))
      .then([
        {
          type: 'MembershipTermsPublished',
          data: {
            version: 3,
            termsEn: 'New terms',
            termsAr: 'الشروط',
            questions,
            publishedAt: '2026-02-01T08:00:00.000Z',
            byUserId: 1,
          },
        },
      ]);
  });

  it('refuses terms missing a language', () => {
    spec
      .given([])
      .when(publish('Terms', '  '))
      .thenRefused(400, /in English and in Arabic/, 'contract.empty_terms');
  });

  it('refuses a declaration without questions, or with a question in one language only', () => {
    spec
      .given([])
      .when({ ...publish('Terms'), questions: [] })
      .thenRefused(400, /at least one question/, 'contract.no_questions');
    spec
      .given([])
      .when({ ...publish('Terms'), questions: [{ en: 'Asthma?', ar: ' ' }] })
      .thenRefused(400, /at least one question/, 'contract.no_questions');
  });

  it('refuses publishing the same text again as a new version', () => {
    spec
      .given([published(1, 'Same')])
      .when(publish('Same', 'الشروط 1'))
      .thenRefused(
        409,
        'These terms are the same as version 1: change something before publishing.',
        'contract.unchanged',
      );
  });
});

describe('signing the contract', () => {
  it('records who signed which version, when, the signature file, and only whether a condition was declared', () => {
    spec
      .given([published(1), published(2)])
      .when(accept({ answers: [false, true] }))
      .then([
        {
          type: 'MembershipTermsAccepted',
          data: {
            memberId: 'm1',
            termsVersion: 2,
            signedAt: '2026-02-02T10:00:00.000Z',
            signatureFileId: 'f1',
            byUserId: 2,
            declaredConditions: true,
          },
        },
      ]);
  });

  it('says no condition was declared when every answer is no', () => {
    spec
      .given([published(1), published(2)])
      .when(accept())
      .then([
        {
          type: 'MembershipTermsAccepted',
          data: {
            memberId: 'm1',
            termsVersion: 2,
            signedAt: '2026-02-02T10:00:00.000Z',
            signatureFileId: 'f1',
            byUserId: 2,
            declaredConditions: false,
          },
        },
      ]);
  });

  it('refuses a superseded version', () => {
    spec
      .given([published(1), published(2)])
      .when(accept({ termsVersion: 1 }))
      .thenRefused(409, /Version 1 of the membership terms was replaced by version 2/, 'contract.superseded_version');
  });

  it('refuses an unknown version', () => {
    spec
      .given([published(1), published(2)])
      .when(accept({ termsVersion: 7 }))
      .thenRefused(400, 'Version 7 of the membership terms does not exist.', 'contract.unknown_version');
  });

  it('refuses signing before any terms are published', () => {
    spec
      .given([])
      .when(accept({ termsVersion: 1 }))
      .thenRefused(409, /not published/, 'contract.no_terms');
  });

  it('refuses an archived member, and a member that does not exist', () => {
    spec
      .given([published(1), published(2)])
      .when(accept({ member: { registered: true, archived: true } }))
      .thenRefused(409, /archived/, 'contract.archived');
    spec
      .given([published(1), published(2)])
      .when(accept({ member: { registered: false, archived: false } }))
      .thenRefused(404, 'Member not found', 'contract.member_not_found');
  });

  it('refuses a declaration that does not answer every question', () => {
    spec
      .given([published(1), published(2)])
      .when(accept({ answers: [false] }))
      .thenRefused(400, /Answer every question of the health declaration \(2 questions\)/, 'contract.answers_count');
  });
});
