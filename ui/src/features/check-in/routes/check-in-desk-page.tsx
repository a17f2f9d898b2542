import { useState } from 'react';
import { Link } from 'react-router';
import { UserPlus } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { useCan } from '../../../hooks/use-session-user';
import { AttendanceReport } from '../components/attendance-report';
import { CheckInDesk } from '../components/check-in-desk';
import { CheckInsOfDay } from '../components/check-ins-of-day';
import { DoorRefusals } from '../components/door-refusals';
import { useGymToday } from '../../../hooks/use-gym-today';
import { useT } from '../../../lib/i18n/use-t';

/**
 * /check-in (canViewMembers): the reception desk. One box finds a member as you type or takes a card scan and checks
 * the member in; below, the day's visits, live on every open screen, and that day's attendance by hour.
 */
export function Component() {
  const t = useT();
  const today = useGymToday();
  const [day, setDay] = useState<string | undefined>(undefined);
  const canAdd = useCan('canEditMembers');
  return (
    <div className="mx-auto grid max-w-6xl gap-8">
      <div>
        <PageHeader title={t('nav.checkIn')}>
          {canAdd ? (
            <Link to="/members/quick" className={buttonClasses('secondary')}>
              <UserPlus aria-hidden="true" className="size-4" />
              {t('check-in.page.quickAdd')}
            </Link>
          ) : null}
        </PageHeader>
        <CheckInDesk today={today} />
      </div>
      <DoorRefusals />
      <CheckInsOfDay today={today} day={day} onDayChange={setDay} />
      <AttendanceReport today={today} day={day} />
    </div>
  );
}
