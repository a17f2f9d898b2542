import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table';
import { ArabicName } from '../../../components/member/arabic-name';
import { Button } from '../../../components/ui/button';
import { Pill } from '../../../components/ui/pill';
import type { PillTone } from '../../../components/ui/pill';
import { useGymTimeZone } from '../../../hooks/use-gym-today';
import { formatClock } from '../../../lib/desk-time';
import { useT } from '../../../lib/i18n/use-t';
import type { RosterEntry, RosterStatus } from '../api/class-schemas';

export const ROSTER_STATUS: Record<RosterStatus, { label: string; tone: PillTone }> = {
  booked: { label: 'classes.roster.status.booked', tone: 'grey' },
  waitlisted: { label: 'classes.roster.status.waitlisted', tone: 'yellow' },
  checkedIn: { label: 'classes.roster.status.checkedIn', tone: 'green' },
  noShow: { label: 'classes.roster.status.noShow', tone: 'red' },
  cancelled: { label: 'classes.roster.status.cancelled', tone: 'grey' },
  lateCancelled: { label: 'classes.roster.status.lateCancelled', tone: 'red' },
};

/** The order of the roster: who is coming first, then the waitlist by place, then who is not. */
const ORDER: Record<RosterStatus, number> = {
  checkedIn: 0,
  booked: 1,
  waitlisted: 2,
  noShow: 3,
  lateCancelled: 4,
  cancelled: 5,
};

/** A roster line's status in words: "Waitlisted (2)" with the place on the list. */
export function RosterStatusPill({ entry }: { entry: Pick<RosterEntry, 'status' | 'waitlistPosition'> }) {
  const t = useT();
  const { label, tone } = ROSTER_STATUS[entry.status];
  return (
    <Pill tone={tone}>
      {entry.status === 'waitlisted' && entry.waitlistPosition
        ? t('classes.roster.waitlistedAt', { position: entry.waitlistPosition })
        : t(label)}
    </Pill>
  );
}

/**
 * The occurrence's roster: booked, waitlisted (by place), checked in, no-shows and cancellations (a late one said so),
 * each with when; a booked or waitlisted member's booking can be cancelled (canEditMembers).
 */
export function RosterTable({
  roster,
  onCancel,
}: {
  roster: readonly RosterEntry[];
  onCancel?: ((entry: RosterEntry) => void) | undefined;
}) {
  const t = useT();
  const timeZone = useGymTimeZone();
  const rows = [...roster].sort(
    (a, b) =>
      ORDER[a.status] - ORDER[b.status] ||
      (a.waitlistPosition ?? 0) - (b.waitlistPosition ?? 0) ||
      a.name.localeCompare(b.name),
  );
  return (
    <DataTable
      caption={t('classes.roster.caption')}
      rows={rows}
      rowKey={(row) => row.memberId}
      emptyText={t('classes.roster.empty')}
      columns={[
        {
          id: 'name',
          header: t('classes.roster.name'),
          rowHeader: true,
          cell: (row) => (
            <span>
              <Link
                to={`/members/${encodeURIComponent(row.memberId)}`}
                className="font-medium text-indigo-800 underline-offset-2 hover:underline"
              >
                {row.name}
              </Link>
              <ArabicName member={{ memberName: row.name, nameArabic: row.nameArabic }} />
            </span>
          ),
        },
        { id: 'phone', header: t('classes.roster.phone'), cell: (row) => <bdi>{row.phone ?? ''}</bdi> },
        { id: 'status', header: t('classes.roster.status'), cell: (row) => <RosterStatusPill entry={row} /> },
        {
          id: 'at',
          header: t('classes.roster.at'),
          kind: 'number',
          cell: (row) => (row.at ? formatClock(row.at, timeZone) : ''),
        },
      ]}
      actionsHeader={t('classes.roster.actions')}
      {...(onCancel
        ? {
            rowActions: (row: RosterEntry) =>
              row.status === 'booked' || row.status === 'waitlisted' ? (
                <Button variant="secondary" className="px-3 py-1" onClick={() => onCancel(row)}>
                  {t('classes.roster.cancelBooking')}
                  <span className="sr-only">{` ${row.name}`}</span>
                </Button>
              ) : null,
          }
        : {})}
    />
  );
}
