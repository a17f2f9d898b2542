import { useQuery } from '@tanstack/react-query';
import { settingsQueryOptions } from '../../lib/api/get-settings';
import { formatHijri } from '../../lib/i18n/current-formats';

/**
 * A calendar day (YYYY-MM-DD) as it is, with the same day in the Hijri calendar of Umm al-Qura under it when the
 * gym's settings ask for it (issue 46, item 3): where members read dates, such as their membership's expiry.
 */
export function DayWithHijri({ day }: { day: string }) {
  const hijri = useQuery({ ...settingsQueryOptions(), throwOnError: false }).data?.hijriDates;
  return (
    <>
      {day}
      {hijri ? (
        <span className="block text-xs text-slate-600" data-testid="hijri-day">
          {formatHijri(day)}
        </span>
      ) : null}
    </>
  );
}
