import { auditFlag, auditValue, defineAudit } from '@gym/kernel/audit/audit-contract';
import type { ContractEvent } from './contract-events.js';

/** The contract in the Audit trail: the terms with the settings' readers, signings with the members'. */
export const contractAudit = defineAudit<ContractEvent>({
  access: { MembershipTermsPublished: 'canViewMembers', MembershipTermsAccepted: 'canViewMembers' },
  describe(event) {
    if (event.type === 'MembershipTermsPublished') {
      const count = event.data.questions.length;
      return [
        'published version ',
        auditValue('version', event.data.version),
        ' of the membership terms, with ',
        auditValue('questions', count, `${count} health question${count === 1 ? '' : 's'}`),
      ];
    }
    return [
      'recorded that ',
      { ref: 'member', id: event.data.memberId },
      ' signed version ',
      auditValue('version', event.data.termsVersion),
      ' of the membership contract',
      auditFlag(
        'declared',
        event.data.declaredConditions,
        ", declaring a health condition (ask for a doctor's note)",
        ', declaring no health condition',
      ),
    ];
  },
});
