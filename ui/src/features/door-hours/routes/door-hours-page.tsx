import { Link } from 'react-router';
import { QueryContent } from '../../../components/feedback/query-content';
import { buttonClasses } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { useT } from '../../../lib/i18n/use-t';
import { useDoorHours } from '../api/get-door-hours';
import { DoorHoursForm } from '../components/door-hours-form';

/**
 * /settings/door-hours (canManageSettings, issue 47 item 5): when the door lets members in. The desk's check-in and
 * the fingerprint readers refuse outside these hours, with the reason and the time it ends.
 */
export function Component() {
  const t = useT();
  const hours = useDoorHours();
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={t('door-hours.page.title')}>
        <Link to="/settings" className={buttonClasses('secondary')}>
          {t('door-hours.page.back')}
        </Link>
      </PageHeader>
      <p className="mb-4 text-sm text-slate-700">
        {t('door-hours.page.intro', { timeZone: hours.data?.timeZone ?? '' })}
      </p>
      <QueryContent query={hours} loadingText={t('door-hours.page.loading')}>
        {({ today: _today, timeZone: _zone, prayerTimesToday, ...current }) => (
          <DoorHoursForm hours={current} prayerTimesToday={prayerTimesToday} />
        )}
      </QueryContent>
    </div>
  );
}
