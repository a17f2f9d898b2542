import { CircleAlert } from 'lucide-react';
import { formatMoney, dayOrNotApplicable } from '../../lib/i18n/current-formats';
import type { Member } from '@gym/modules/membership/members/member-contracts';
import { StatusBadge } from '../ui/status-badge';
import { formatClock, isOnDay } from '../../lib/desk-time';
import { useT } from '../../lib/i18n/use-t';
import { MemberAvatar } from './member-avatar';
import { ArabicName } from './arabic-name';
import { useGymTimeZone } from '../../hooks/use-gym-today';

export type MemberCard = Pick<
  Member,
  | 'id'
  | 'memberNumber'
  | 'memberName'
  | 'avatar'
  | 'planName'
  | 'status'
  | 'expiryDate'
  | 'frozenUntil'
  | 'dueAmount'
  | 'lastCheckIn'
> &
  Partial<Pick<Member, 'nameArabic'>>;

/**
 * Who a member is at a glance: photo, name, number, plan, the spec's status badge, expiry, and a warning when money
 * is owed. Used in the search results and for the member just checked in.
 */
export function MemberSummary({
  member,
  today,
  size = 'md',
}: {
  member: MemberCard;
  today: string;
  size?: 'md' | 'lg';
}) {
  const timeZone = useGymTimeZone();
  const t = useT();
  const inToday = isOnDay(member.lastCheckIn, today, timeZone);
  return (
    <div className="flex min-w-0 items-start gap-3">
      <MemberAvatar name={member.memberName} avatar={member.avatar} size={size} />
      <div className="grid min-w-0 gap-1">
        <p className={`truncate font-semibold text-slate-900 ${size === 'lg' ? 'text-lg' : 'text-sm'}`}>
          {member.memberName || t('kit.unknownMember')}
        </p>
        <ArabicName member={member} className="truncate text-sm text-slate-800" />
        <p className="text-sm text-slate-700">
          <span className="font-mono">#{member.memberNumber}</span>
          <span aria-hidden="true"> · </span>
          <span className="sr-only">{t('kit.memberSummary.plan')}</span>
          {member.planName ?? t('kit.memberSummary.noPlan')}
        </p>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-700">
          <StatusBadge status={member.status} expiryDate={member.expiryDate} today={today} />
          <span>
            {member.status === 'frozen' && member.frozenUntil
              ? t('kit.memberSummary.frozenUntil', { date: member.frozenUntil })
              : t('kit.memberSummary.expires', { date: dayOrNotApplicable(member.expiryDate) })}
          </span>
          {inToday && member.lastCheckIn ? (
            <span>{t('kit.memberSummary.inToday', { time: formatClock(member.lastCheckIn, timeZone) })}</span>
          ) : null}
        </p>
        {member.dueAmount > 0 ? (
          <p className="flex items-center gap-1 text-xs font-semibold text-red-800">
            <CircleAlert aria-hidden="true" className="size-3.5" />
            {t('kit.memberSummary.owes', { amount: formatMoney(member.dueAmount) })}
          </p>
        ) : null}
      </div>
    </div>
  );
}
