import { useId } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import { useMembers } from '../../../lib/api/get-members';
import { MemberCards } from '../components/member-cards';
import { MemberFilters } from '../components/member-filters';
import { MemberResults } from '../components/member-results';
import { MembersViewLinks } from '../components/members-view-links';
import { useGymToday } from '../../../hooks/use-gym-today';
import { useMemberListParams } from '../hooks/use-member-list-params';
import { memberListSearch } from '../utils/member-list-params';
import type { MemberSort } from '../utils/member-list-params';
import { useT } from '../../../lib/i18n/use-t';

/** The card view's sort choices; `label` is the message id of the choice's name. */
const CARD_SORTS: { value: MemberSort; label: string }[] = [
  { value: 'name', label: 'members.sort.nameAscending' },
  { value: '-name', label: 'members.sort.nameDescending' },
  { value: '-joinDate', label: 'members.sort.newest' },
  { value: 'expiryDate', label: 'members.sort.expiring' },
  { value: '-dueAmount', label: 'members.sort.owing' },
  { value: 'memberNumber', label: 'members.sort.memberNumber' },
];

const DEFAULTS = { sort: 'name', pageSize: 12 } as const;

/** /members (canViewMembers): the card view, searchable and filterable, a page at a time. */
export function Component() {
  const t = useT();
  const state = useMemberListParams(DEFAULTS);
  const { params, update } = state;
  const members = useMembers(memberListSearch(params));
  const today = useGymToday();
  const sortId = useId();

  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader title={t('members.cards.title')}>
        <div className="flex flex-wrap gap-2">
          <MembersViewLinks other="table" />
        </div>
      </PageHeader>
      <MemberFilters state={state} />
      <div className="mb-4 flex items-center justify-end gap-2 text-sm">
        <label htmlFor={sortId} className="text-slate-700">
          {t('members.sort.label')}
        </label>
        <select
          id={sortId}
          value={params.sort}
          onChange={(event) => update({ sort: event.target.value as MemberSort })}
          className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-900"
        >
          {CARD_SORTS.map(({ value, label }) => (
            <option key={value} value={value}>
              {t(label)}
            </option>
          ))}
          {CARD_SORTS.some(({ value }) => value === params.sort) ? null : (
            <option value={params.sort}>{params.sort}</option>
          )}
        </select>
      </div>
      <MemberResults members={members} state={state}>
        {(rows) => <MemberCards members={rows} today={today} />}
      </MemberResults>
    </div>
  );
}
