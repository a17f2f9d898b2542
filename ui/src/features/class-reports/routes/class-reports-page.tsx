import { PageHeader } from '../../../components/ui/page-header';
import { useGymToday } from '../../../hooks/use-gym-today';
import { useT } from '../../../lib/i18n/use-t';
import { ClassReport } from '../components/class-report';

/** /classes/reports (canViewMembers): the class report (issue 47, item 6). */
export function Component() {
  const t = useT();
  const today = useGymToday();
  return (
    <div className="min-w-0">
      <PageHeader title={t('class-reports.page.title')} />
      <ClassReport today={today} />
    </div>
  );
}
