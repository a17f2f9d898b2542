import { auditValue, defineAudit } from '@gym/kernel/audit/audit-contract';
import type { AuditSubjectName } from '@gym/kernel/audit/audit-contract';
import type { MemberEvent } from './member-events.js';
import { displayName } from './member-names.js';

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
    QatarIdClaimed: 'canViewMembers',
    QatarIdReleased: 'canViewMembers',
  },
  describe(event) {
    const member = { ref: 'member', id: event.data.memberId } as const;
    switch (event.type) {
      case 'MemberRegistered': {
        const d = event.data;
        const label = displayName(d);
        return [
          'registered member ',
          { ...member, label },
          ' (#',
          auditValue('number', d.memberNumber),
          '), joined ',
          { date: d.joinDate },
        ];
      }
      case 'MemberProfileChanged':
        return ['changed the profile of ', member];
      case 'MemberAvatarChanged':
        return [
          auditValue('photo', event.data.avatar ? 'set' : 'removed', ''),
          event.data.avatar ? 'set the photo of ' : 'removed the photo of ',
          member,
        ];
      case 'MemberArchived':
        return ['archived member ', member, ': ', auditValue('reason', event.data.reason)];
      case 'MemberRestored':
        return ['restored member ', member];
      case 'MemberStatusChanged':
        return [
          'set the status of ',
          member,
          ' to ',
          auditValue('status', event.data.status),
          ': ',
          auditValue('reason', event.data.reason),
        ];
      case 'MembershipSold': {
        const d = event.data;
        return [
          'sold ',
          auditValue('sale', d.registrationType, SALE_WORDS[d.registrationType]),
          ' (',
          auditValue('plan', d.planName),
          ') to ',
          member,
          ', from ',
          { date: d.startDate, param: 'from' },
          ' to ',
          { date: d.expiryDate, param: 'to' },
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
          ' for ',
          auditValue('days', d.days),
          ' days from ',
          { date: d.from, param: 'from' },
          ', expiry now ',
          { date: d.expiryDate, param: 'expiry' },
          ': ',
          auditValue('reason', d.reason),
        ];
      }
      case 'MembershipUnfrozen':
        return [
          'unfroze the membership of ',
          member,
          ' on ',
          { date: event.data.on, param: 'on' },
          ', expiry now ',
          { date: event.data.expiryDate, param: 'expiry' },
        ];
      case 'MembershipCancelled':
        return [
          'cancelled the membership of ',
          member,
          ' on ',
          { date: event.data.on },
          ': ',
          auditValue('reason', event.data.reason),
        ];
      case 'MemberNumberAssigned':
        return ['gave number ', auditValue('number', event.data.memberNumber), ' to member ', member];
      case 'QatarIdClaimed':
        return ['recorded Qatar ID ', auditValue('qatarId', event.data.qatarId), ' for member ', member];
      case 'QatarIdReleased':
        return ['freed Qatar ID ', auditValue('qatarId', event.data.qatarId), ' from member ', member];
    }
  },
  names: {
    MemberRegistered: (event) => [memberName(event.data)],
    MemberProfileChanged: (event) => [memberName(event.data)],
  },
});

function memberName(data: {
  memberId: string;
  firstName: string;
  lastName: string;
  nameArabic?: string | null | undefined;
}): AuditSubjectName {
  return { kind: 'member', id: data.memberId, name: displayName(data) };
}
