import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { QuickAdd } from '../components/quick-add';
import { useT } from '../../../lib/i18n/use-t';

/** /members/quick (canViewMembers): register a walk-in, take the payment and check them in, without a mouse. */
export function Component() {
  const t = useT();
  return (
    <div className="mx-auto grid max-w-6xl gap-4">
      <PageHeader title={t('quick-add.page.title')}>
        <nav aria-label={t('quick-add.page.otherWays')} className="flex flex-wrap gap-4 text-sm">
          <Link to="/members/quick-v2" className="font-medium text-indigo-800 underline">
            {t('quick-add.page.toGrid')}
          </Link>
          <Link to="/members/add" className="font-medium text-indigo-800 underline">
            {t('quick-add.page.toFullForm')}
          </Link>
        </nav>
      </PageHeader>
      <QuickAdd />
    </div>
  );
}
