import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { useCan } from '../../hooks/use-session-user';
import { useT } from '../../lib/i18n/use-t';

/** The floating round "Add Member" control, only for users who may add members (spec section 2). */
export function AddMemberButton() {
  const canEditMembers = useCan('canEditMembers');
  const t = useT();
  if (!canEditMembers) return null;
  return (
    <Link
      to="/members/add"
      aria-label={t('app.addMember')}
      title={t('app.addMember')}
      className="fixed end-6 bottom-16 z-30 grid size-14 place-items-center rounded-full bg-indigo-700 text-white shadow-lg hover:bg-indigo-800"
    >
      <Plus aria-hidden="true" className="size-7" />
    </Link>
  );
}
