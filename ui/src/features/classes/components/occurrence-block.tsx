import { Link } from 'react-router';
import { formatClock } from '../../../lib/desk-time';
import { useT } from '../../../lib/i18n/use-t';
import { useGymTimeZone } from '../../../hooks/use-gym-today';
import { Pill } from '../../../components/ui/pill';
import type { Occurrence, SessionGender } from '../api/class-schemas';

/** "18:00–19:00" of an occurrence, in the gym's clock and the page's digits. */
export function useOccurrenceTimes() {
  const timeZone = useGymTimeZone();
  return (occurrence: Pick<Occurrence, 'startsAt' | 'endsAt'>) =>
    `${formatClock(occurrence.startsAt, timeZone)}–${formatClock(occurrence.endsAt, timeZone)}`;
}

/** Ladies only / Gents only (a mixed session shows nothing). */
export function GenderBadge({ gender }: { gender: SessionGender }) {
  const t = useT();
  if (gender === 'mixed') return null;
  return (
    <Pill tone="grey">{gender === 'ladies' ? t('classes.gender.ladiesOnly') : t('classes.gender.gentsOnly')}</Pill>
  );
}

/** Cancelled / Closed, for an occurrence that will not run. */
export function OccurrenceStatusBadge({ status }: { status: Occurrence['status'] }) {
  const t = useT();
  if (status === 'scheduled') return null;
  return <Pill tone="red">{status === 'cancelled' ? t('classes.status.cancelled') : t('classes.status.closed')}</Pill>;
}

/** "12 / 20 booked" and the waitlist when there is one. */
export function BookedLine({ occurrence }: { occurrence: Pick<Occurrence, 'booked' | 'capacity' | 'waitlisted'> }) {
  const t = useT();
  return (
    <>
      {t('classes.block.booked', { booked: occurrence.booked, capacity: occurrence.capacity })}
      {occurrence.waitlisted > 0 ? ` · ${t('classes.block.waitlisted', { count: occurrence.waitlisted })}` : null}
    </>
  );
}

export const occurrencePath = (occurrenceId: string) => `/classes/${encodeURIComponent(occurrenceId)}`;

/**
 * One occurrence as a block of the timetable, in its class's colour: time, class, instructor, room, booked /
 * capacity, the gender badge; a cancelled or closed one struck through with why. Opens its roster.
 */
export function OccurrenceBlock({ occurrence, compact = false }: { occurrence: Occurrence; compact?: boolean }) {
  const t = useT();
  const times = useOccurrenceTimes();
  const off = occurrence.status !== 'scheduled';
  return (
    <Link
      to={occurrencePath(occurrence.occurrenceId)}
      className="block min-w-0 rounded-md border border-s-8 border-slate-200 bg-white p-2 text-sm text-slate-900 shadow-sm hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600 print:break-inside-avoid print:p-1 print:text-[9px] print:shadow-none"
      style={{ borderInlineStartColor: occurrence.colour }}
    >
      <span className={`grid gap-0.5 ${off ? 'line-through decoration-2' : ''}`}>
        <span className="font-semibold tabular-nums">{times(occurrence)}</span>
        <span className="font-semibold break-words">{occurrence.className}</span>
        {occurrence.instructor ? <span className="break-words">{occurrence.instructor.name}</span> : null}
        {occurrence.room ? <span className="break-words text-slate-700">{occurrence.room}</span> : null}
        {compact ? null : (
          <span className="text-slate-700">
            <BookedLine occurrence={occurrence} />
          </span>
        )}
      </span>
      <span className="mt-1 flex flex-wrap gap-1">
        <GenderBadge gender={occurrence.gender} />
        <OccurrenceStatusBadge status={occurrence.status} />
        {occurrence.changed && !off ? <Pill tone="yellow">{t('classes.status.changed')}</Pill> : null}
      </span>
      {off && occurrence.note ? (
        <span className="mt-1 block text-xs break-words text-slate-700">{occurrence.note}</span>
      ) : null}
    </Link>
  );
}
