import { Link } from 'react-router';
import { formatMoney, dayOrNotApplicable } from '../../../lib/i18n/current-formats';
import type { Member } from '@gym/modules/membership/members/member-contracts';
import type { DataTableColumn } from '../../../components/data-table/column';
import { DataTable } from '../../../components/data-table/data-table';
import { sortFromParam } from '../../../components/data-table/sort';
import { MemberAvatar } from '../../../components/member/member-avatar';
import { ArabicName } from '../../../components/member/arabic-name';
import { StatusBadge } from '../../../components/ui/status-badge';
import { memberSortFrom } from '../utils/member-list-params';
import type { MemberSort } from '../utils/member-list-params';
import { useT } from '../../../lib/i18n/use-t';

interface MembersTableProps {
  members: readonly Member[];
  today: string;
  sort: MemberSort;
  onSort: (sort: MemberSort) => void;
  caption: string;
}

/** Everything the member owes: membership invoices and PT balances (the one definition of "owes"). */
const owedBy = (member: Member) => member.dueAmount + member.ptDueAmount;

const columns = (today: string, t: ReturnType<typeof useT>): DataTableColumn<Member>[] => [
  {
    id: 'name',
    header: t('members.table.member'),
    sortable: true,
    rowHeader: true,
    cell: (member) => (
      <div className="flex items-center gap-3">
        <MemberAvatar name={member.memberName} avatar={member.avatar} size="sm" look="profile" />
        <div className="min-w-0">
          <Link to={`/members/${member.id}`} className="text-indigo-800 hover:underline">
            {member.memberName}
          </Link>
          <ArabicName member={member} />
          {member.email ? <p className="truncate text-xs font-normal text-slate-700">{member.email}</p> : null}
        </div>
      </div>
    ),
  },
  {
    id: 'memberNumber',
    header: t('members.table.number'),
    kind: 'number',
    sortable: true,
    cell: (member) => member.memberNumber,
  },
  { id: 'phone', header: t('members.table.phone'), className: 'whitespace-nowrap', cell: (member) => member.phone },
  { id: 'plan', header: t('members.table.plan'), cell: (member) => member.planName ?? t('members.noPlan') },
  {
    id: 'status',
    header: t('members.table.status'),
    cell: (member) => <StatusBadge status={member.status} expiryDate={member.expiryDate} today={today} />,
  },
  {
    id: 'joinDate',
    header: t('members.table.joined'),
    kind: 'date',
    sortable: true,
    hideOnPhone: true,
    cell: (m) => m.joinDate,
  },
  {
    id: 'expiryDate',
    header: t('members.table.expiry'),
    kind: 'date',
    sortable: true,
    cell: (m) => dayOrNotApplicable(m.expiryDate),
  },
  {
    id: 'dueAmount',
    header: t('members.table.due'),
    kind: 'money',
    sortable: true,
    className: (member) => (owedBy(member) > 0 ? 'font-semibold text-red-800' : ''),
    cell: (member) => formatMoney(owedBy(member)),
  },
];

/** The members table view: headings sort on the server (the sort is in the address), each row links to the member. */
export function MembersTable({ members, today, sort, onSort, caption }: MembersTableProps) {
  const t = useT();
  return (
    <DataTable
      columns={columns(today, t)}
      rows={members}
      rowKey={(member) => member.id}
      caption={caption}
      emptyText={t('members.list.none')}
      sort={sortFromParam(sort)}
      onSort={(next) => onSort(memberSortFrom(next, sort))}
    />
  );
}
