import { LayoutGrid, Table2, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { useCan } from '../../../hooks/use-session-user';
import { useT } from '../../../lib/i18n/use-t';

/** The member list's header links: to the other view (cards or table) and, for canEditMembers, Add Member. */
export function MembersViewLinks({ other }: { other: 'cards' | 'table' }) {
  const t = useT();
  const canAdd = useCan('canEditMembers');
  return (
    <>
      {other === 'table' ? (
        <Link to="/members/fixed" className={buttonClasses('secondary')}>
          <Table2 aria-hidden="true" className="size-4" />
          {t('members.views.table')}
        </Link>
      ) : (
        <Link to="/members" className={buttonClasses('secondary')}>
          <LayoutGrid aria-hidden="true" className="size-4" />
          {t('members.views.cards')}
        </Link>
      )}
      {canAdd ? (
        <Link to="/members/add" className={buttonClasses('primary')}>
          <UserPlus aria-hidden="true" className="size-4" />
          {t('members.addMember')}
        </Link>
      ) : null}
    </>
  );
}
