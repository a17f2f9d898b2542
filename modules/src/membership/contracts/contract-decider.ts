import type { Decider } from '@gym/kernel/commands/decider';
import type { ContractEvent, HealthQuestion } from './contract-events.js';
import { contractRefusals } from './contract-refusals.js';

/** One published version of the terms, as signed against. */
export interface TermsVersion {
  readonly version: number;
  readonly termsEn: string;
  readonly termsAr: string;
  readonly questions: readonly HealthQuestion[];
}

/** The terms stream folded: every version published, the latest last. */
export interface TermsState {
  readonly versions: readonly TermsVersion[];
}

/** What the member's own stream says, loaded by the command (the members area owns that stream). */
export interface SigningMember {
  readonly registered: boolean;
  readonly archived: boolean;
}

export type ContractCommand =
  | {
      type: 'PublishTerms';
      termsEn: string;
      termsAr: string;
      questions: readonly HealthQuestion[];
      publishedAt: string;
      byUserId: number | null;
    }
  | {
      type: 'AcceptTerms';
      memberId: string;
      member: SigningMember;
      termsVersion: number;
      /** The answers themselves are stored beside the signature; only whether any is yes becomes the event's. */
      answers: readonly boolean[];
      signatureFileId: string;
      signedAt: string;
      byUserId: number | null;
    };

export const currentTerms = (state: TermsState): TermsVersion | null => state.versions.at(-1) ?? null;

const sameQuestions = (a: readonly HealthQuestion[], b: readonly HealthQuestion[]) =>
  a.length === b.length && a.every((q, i) => q.en === b[i]!.en && q.ar === b[i]!.ar);

/**
 * The membership contract: the terms are versioned (publishing appends the next version, a version never changes),
 * and a member signs the current version only, answering every health question.
 */
export const contractDecider: Decider<TermsState, ContractCommand, ContractEvent> = {
  initialState: () => ({ versions: [] }),
  evolve(state, event) {
    if (event.type !== 'MembershipTermsPublished') return state;
    const { version, termsEn, termsAr, questions } = event.data;
    return { versions: [...state.versions, { version, termsEn, termsAr, questions }] };
  },
  decide(command, state) {
    const current = currentTerms(state);
    if (command.type === 'PublishTerms') {
      const termsEn = command.termsEn.trim();
      const termsAr = command.termsAr.trim();
      if (!termsEn || !termsAr) throw contractRefusals.invalid('empty_terms');
      const questions = command.questions.map((q) => ({ en: q.en.trim(), ar: q.ar.trim() }));
      if (questions.length === 0 || questions.some((q) => !q.en || !q.ar)) {
        throw contractRefusals.invalid('no_questions');
      }
      if (current && current.termsEn === termsEn && current.termsAr === termsAr) {
        if (sameQuestions(current.questions, questions)) {
          throw contractRefusals.refuse('unchanged', { version: current.version });
        }
      }
      return [
        {
          type: 'MembershipTermsPublished',
          data: {
            version: (current?.version ?? 0) + 1,
            termsEn,
            termsAr,
            questions,
            publishedAt: command.publishedAt,
            byUserId: command.byUserId,
          },
        },
      ];
    }
    if (!command.member.registered) throw contractRefusals.missing('member_not_found');
    if (command.member.archived) throw contractRefusals.refuse('archived');
    if (!current) throw contractRefusals.refuse('no_terms');
    if (command.termsVersion !== current.version) {
      if (state.versions.some((v) => v.version === command.termsVersion)) {
        throw contractRefusals.refuse('superseded_version', {
          version: command.termsVersion,
          current: current.version,
        });
      }
      throw contractRefusals.invalid('unknown_version', { version: command.termsVersion });
    }
    if (command.answers.length !== current.questions.length) {
      throw contractRefusals.invalid('answers_count', { count: current.questions.length });
    }
    return [
      {
        type: 'MembershipTermsAccepted',
        data: {
          memberId: command.memberId,
          termsVersion: current.version,
          signedAt: command.signedAt,
          signatureFileId: command.signatureFileId,
          byUserId: command.byUserId,
          declaredConditions: command.answers.some(Boolean),
        },
      },
    ];
  },
};
