import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { WalkInGrid } from '../components/walk-in-grid';
import { useT } from '../../../lib/i18n/use-t';

/** /members/quick-v2 (canViewMembers): several walk-ins in a row, from the keyboard. */
export function Component() {
  const t = useT();
  return (
    <div className="mx-auto grid max-w-6xl gap-4">
      <PageHeader title={t('quick-add.grid.title')}>
        <Link to="/members/quick" className="text-sm font-medium text-indigo-800 underline">
          {t('quick-add.grid.toQuickAdd')}
        </Link>
      </PageHeader>
      <p className="text-sm text-slate-700">{t('quick-add.grid.hint')}</p>
      <WalkInGrid />
    </div>
  );
}
