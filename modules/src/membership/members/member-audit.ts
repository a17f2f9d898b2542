import { defineAudit } from '@gym/kernel/audit/audit-contract';
import type { AuditSubjectName } from '@gym/kernel/audit/audit-contract';
import type { MemberEvent } from './member-events.js';

const SALE_WORDS = { 'New Registration': 'a new membership', Renewal: 'a renewal', Update: 'a plan change' } as const;

/**
 * Members in the Audit trail: readable with canViewMembers (who sees members on their own pages anyway), a sale with
 * canViewFinancials since it carries the price. Registration and profile changes name the member, so every event
 * about a member reads with their current name.
 */
export const memberAudit = defineAudit<MemberEvent>({
  access: {
    MemberRegistered: 'canViewMembers',
    MemberProfileChanged: 'canViewMembers',
    MemberAvatarChanged: 'canViewMembers',
    MemberArchived: 'canViewMembers',
    MemberRestored: 'canViewMembers',
    MemberStatusChanged: 'canViewMembers',
    MembershipSold: 'canViewFinancials',
    MembershipFrozen: 'canViewMembers',
    MembershipUnfrozen: 'canViewMembers',
    MembershipCancelled: 'canViewMembers',
    MemberNumberAssigned: 'canViewMembers',
  },
  describe(event) {
    const member = { ref: 'member', id: event.data.memberId } as const;
    switch (event.type) {
      case 'MemberRegistered': {
        const d = event.data;
        const label = `${d.firstName} ${d.lastName}`;
        return ['registered member ', { ...member, label }, ` (#${d.memberNumber}), joined `, { date: d.joinDate }];
      }
      case 'MemberProfileChanged':
        return ['changed the profile of ', member];
      case 'MemberAvatarChanged':
        return [event.data.avatar ? 'set the photo of ' : 'removed the photo of ', member];
      case 'MemberArchived':
        return ['archived member ', member, `: ${event.data.reason}`];
      case 'MemberRestored':
        return ['restored member ', member];
      case 'MemberStatusChanged':
        return ['set the status of ', member, ` to ${event.data.status}: ${event.data.reason}`];
      case 'MembershipSold': {
        const d = event.data;
        return [
          `sold ${SALE_WORDS[d.registrationType]} (${d.planName}) to `,
          member,
          ', from ',
          { date: d.startDate },
          ' to ',
          { date: d.expiryDate },
          ', for ',
          { money: d.price + d.joiningFee },
          ' on invoice ',
          { ref: 'invoice', id: d.invoiceId },
        ];
      }
      case 'MembershipFrozen': {
        const d = event.data;
        return [
          'froze the membership of ',
          member,
          ` for ${d.days} days from `,
          { date: d.from },
          ', expiry now ',
          { date: d.expiryDate },
          `: ${d.reason}`,
        ];
      }
      case 'MembershipUnfrozen':
        return [
          'unfroze the membership of ',
          member,
          ' on ',
          { date: event.data.on },
          ', expiry now ',
          { date: event.data.expiryDate },
        ];
      case 'MembershipCancelled':
        return ['cancelled the membership of ', member, ' on ', { date: event.data.on }, `: ${event.data.reason}`];
      case 'MemberNumberAssigned':
        return [`gave number ${event.data.memberNumber} to member `, member];
    }
  },
  names: {
    MemberRegistered: (event) => [memberName(event.data)],
    MemberProfileChanged: (event) => [memberName(event.data)],
  },
});

function memberName(data: { memberId: string; firstName: string; lastName: string }): AuditSubjectName {
  return { kind: 'member', id: data.memberId, name: `${data.firstName} ${data.lastName}` };
}
