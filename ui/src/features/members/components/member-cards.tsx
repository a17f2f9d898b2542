import { Link } from 'react-router';
import { formatMoney, dayOrNotApplicable } from '../../../lib/i18n/current-formats';
import type { Member } from '@gym/modules/membership/members/member-contracts';
import { StatusBadge } from '../../../components/ui/status-badge';
import { MemberAvatar } from '../../../components/member/member-avatar';
import { ArabicName } from '../../../components/member/arabic-name';
import { useT } from '../../../lib/i18n/use-t';

/** Members as cards: photo or initials, name, number, plan, status, expiry and what they owe. */
export function MemberCards({ members, today }: { members: readonly Member[]; today: string }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4">
      {members.map((member) => (
        <li key={member.id}>
          <MemberCard member={member} today={today} />
        </li>
      ))}
    </ul>
  );
}

function MemberCard({ member, today }: { member: Member; today: string }) {
  const t = useT();
  // Everything the member owes: membership invoices and PT balances (the one definition of "owes").
  const owed = member.dueAmount + member.ptDueAmount;
  const owes = owed > 0;
  return (
    <article className="relative flex h-full flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm focus-within:ring-2 focus-within:ring-indigo-600 hover:border-indigo-300">
      <div className="flex items-start gap-3">
        <MemberAvatar name={member.memberName} avatar={member.avatar} size="md" look="profile" />
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-base font-semibold text-slate-900">
            {/* The whole card is the link's target area; the name is its text. */}
            <Link to={`/members/${member.id}`} className="outline-none after:absolute after:inset-0 after:content-['']">
              {member.memberName}
            </Link>
          </h2>
          <ArabicName member={member} className="truncate text-sm text-slate-800" />
          <p className="text-sm text-slate-700">#{member.memberNumber}</p>
        </div>
        <StatusBadge status={member.status} expiryDate={member.expiryDate} today={today} />
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-700">{t('members.card.plan')}</dt>
        <dd className="truncate text-slate-900">{member.planName ?? t('members.noPlan')}</dd>
        <dt className="text-slate-700">{t('members.card.expiry')}</dt>
        <dd className="text-slate-900 tabular-nums">{dayOrNotApplicable(member.expiryDate)}</dd>
        <dt className="text-slate-700">{t('members.card.due')}</dt>
        <dd className={`tabular-nums ${owes ? 'font-semibold text-red-800' : 'text-slate-900'}`}>
          {formatMoney(owed)}
        </dd>
      </dl>
    </article>
  );
}
