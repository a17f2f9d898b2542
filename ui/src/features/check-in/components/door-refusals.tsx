import { ShieldAlert } from 'lucide-react';
import { useDoorRefusals } from '../api/get-door-refusals';
import { useGymTimeZone } from '../../../hooks/use-gym-today';
import { formatClock } from '../../../lib/desk-time';
import { useT } from '../../../lib/i18n/use-t';
import { recordedRefusalText } from '../../../lib/refusal-text';

/**
 * The fingerprint readers' refusals, live at the desk: who was stopped at which door and why (expired, frozen,
 * cancelled, outside the door's hours…), so reception can greet them with the answer, worded in the page's language
 * from the refusal's code (an older refusal, kept as an English sentence only, as it is). Nothing shows while the
 * door refused nobody today.
 */
export function DoorRefusals() {
  const refusals = useDoorRefusals();
  const timeZone = useGymTimeZone();
  const t = useT();
  const latest = refusals.data ?? [];
  if (latest.length === 0) return null;
  return (
    <section aria-labelledby="door-refusals-heading" className="rounded-lg border border-orange-200 bg-orange-50 p-4">
      <h2 id="door-refusals-heading" className="flex items-center gap-2 text-base font-semibold text-orange-950">
        <ShieldAlert aria-hidden="true" className="size-5" />
        {t('check-in.door.title')}
      </h2>
      <div role="status">
        <ul className="mt-2 grid gap-1 text-sm text-orange-950">
          {latest.map((r) => (
            <li key={r.id}>
              {t('check-in.door.refusal', {
                name: r.memberName,
                device: r.deviceName,
                time: formatClock(r.at, timeZone),
                reason: recordedRefusalText({ refusal: r.message, code: r.code, params: r.params }),
              })}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
