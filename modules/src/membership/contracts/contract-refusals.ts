import { defineRefusals } from '@gym/kernel/commands/refusal-codes';

/** What the membership contract refuses (issue 46, items 4 and 6). */
export const contractRefusals = defineRefusals('contract', {
  no_terms: 'The gym has not published its membership terms yet: publish them in Settings first.',
  unknown_version: 'Version {version} of the membership terms does not exist.',
  superseded_version:
    'Version {version} of the membership terms was replaced by version {current}: open the contract again.',
  member_not_found: 'Member not found',
  archived: 'This member is archived: restore the member before signing a contract.',
  answers_count:
    'Answer every question of the health declaration ({count, plural, one {# question} other {# questions}}).',
  answers_form: 'The health answers must be a list of yes/no answers.',
  version_form: 'Say which version of the terms was signed.',
  empty_terms: 'Write the terms in English and in Arabic.',
  no_questions: 'The health declaration needs at least one question, in English and in Arabic.',
  unchanged: 'These terms are the same as version {version}: change something before publishing.',
});
