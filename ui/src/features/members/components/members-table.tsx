import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { dateOrNA } from '@gym/kernel/contracts/display-status';
import { formatMoney } from '@gym/kernel/contracts/format';
import type { Member } from '@gym/modules/membership/members/member-contracts';
import { StatusBadge } from '../../../components/ui/status-badge';
import { ariaSort, nextSort } from '../utils/member-list-params';
import type { MemberSort } from '../utils/member-list-params';
import { MemberAvatar } from '../../../components/member/member-avatar';

interface MembersTableProps {
  members: readonly Member[];
  today: string;
  sort: MemberSort;
  onSort: (sort: MemberSort) => void;
  caption: string;
}

const cell = 'px-4 py-3';

/** The members table view: sortable column headers (aria-sort), each row linking to the member. */
/** Everything the member owes: membership invoices and PT balances (the one definition of "owes"). */
const owedBy = (member: Member) => member.dueAmount + member.ptDueAmount;

export function MembersTable({ members, today, sort, onSort, caption }: MembersTableProps) {
  const header = (column: string, label: string, align: 'left' | 'right' = 'left') => (
    <SortableHeader column={column} sort={sort} onSort={onSort} align={align}>
      {label}
    </SortableHeader>
  );
  return (
    <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-left text-slate-800">
          <tr>
            {header('name', 'Member')}
            {header('memberNumber', 'Number')}
            <th scope="col" className={`${cell} font-semibold`}>
              Phone
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              Plan
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              Status
            </th>
            {header('joinDate', 'Joined')}
            {header('expiryDate', 'Expiry')}
            {header('dueAmount', 'Due', 'right')}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {members.map((member) => (
            <tr key={member.id} className="hover:bg-slate-50">
              <th scope="row" className={`${cell} text-left font-medium`}>
                <div className="flex items-center gap-3">
                  <MemberAvatar name={member.memberName} avatar={member.avatar} size="sm" look="profile" />
                  <div className="min-w-0">
                    <Link to={`/members/${member.id}`} className="text-indigo-800 hover:underline">
                      {member.memberName}
                    </Link>
                    {member.email ? (
                      <p className="truncate text-xs font-normal text-slate-700">{member.email}</p>
                    ) : null}
                  </div>
                </div>
              </th>
              <td className={`${cell} text-slate-800 tabular-nums`}>{member.memberNumber}</td>
              <td className={`${cell} whitespace-nowrap text-slate-800`}>{member.phone}</td>
              <td className={`${cell} text-slate-800`}>{member.planName ?? 'No plan'}</td>
              <td className={cell}>
                <StatusBadge status={member.status} expiryDate={member.expiryDate} today={today} />
              </td>
              <td className={`${cell} whitespace-nowrap text-slate-800 tabular-nums`}>{member.joinDate}</td>
              <td className={`${cell} whitespace-nowrap text-slate-800 tabular-nums`}>{dateOrNA(member.expiryDate)}</td>
              <td
                className={`${cell} text-right whitespace-nowrap tabular-nums ${owedBy(member) > 0 ? 'font-semibold text-red-800' : 'text-slate-800'}`}
              >
                {formatMoney(owedBy(member))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function SortableHeader({
  column,
  sort,
  onSort,
  align,
  children,
}: {
  column: string;
  sort: MemberSort;
  onSort: (sort: MemberSort) => void;
  align: 'left' | 'right';
  children: ReactNode;
}) {
  const direction = ariaSort(sort, column);
  const Icon = direction === 'ascending' ? ArrowUp : direction === 'descending' ? ArrowDown : ArrowUpDown;
  return (
    <th scope="col" aria-sort={direction} className={`${cell} font-semibold ${align === 'right' ? 'text-right' : ''}`}>
      <button
        type="button"
        onClick={() => onSort(nextSort(sort, column))}
        className={`inline-flex items-center gap-1 rounded font-semibold hover:text-indigo-800 ${align === 'right' ? 'flex-row-reverse' : ''}`}
      >
        {children}
        <Icon aria-hidden="true" className={`size-4 ${direction === 'none' ? 'text-slate-500' : 'text-indigo-700'}`} />
      </button>
    </th>
  );
}
