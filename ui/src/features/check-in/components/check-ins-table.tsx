import { LogOut } from 'lucide-react';
import { Link } from 'react-router';
import type { CheckIn } from '@gym/modules/membership/check-ins/check-in-contracts';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast/toast-store';
import { useCheckOut } from '../api/check-out';
import { formatClock, zoneName } from '../../../lib/desk-time';
import { useGymTimeZone } from '../../../hooks/use-gym-today';
import { useT } from '../../../lib/i18n/use-t';
import { MemberAvatar } from '../../../components/member/member-avatar';
import type { DataTableColumn } from '../../../components/data-table/column';
import { DataTable } from '../../../components/data-table/data-table';
import { recordedRefusalText } from '../../../lib/refusal-text';

interface CheckInsTableProps {
  checkIns: readonly CheckIn[];
  caption: string;
  /** Check-outs are offered for the day being lived; older days are history. */
  canCheckOut: boolean;
}

/** A day's visits, newest first: time in, member (to their page), number, time out or a Check out button, override. */
export function CheckInsTable({ checkIns, caption, canCheckOut }: CheckInsTableProps) {
  const checkOut = useCheckOut();
  const leaving = checkOut.isPending ? checkOut.variables : undefined;
  const timeZone = useGymTimeZone();
  const t = useT();
  const nameOf = (row: CheckIn) => row.memberName || t('kit.unknownMember');

  const columns: DataTableColumn<CheckIn>[] = [
    {
      id: 'time',
      // Labelled with the gym's zone: a manager abroad must not take them for their own clock's.
      header: t('check-in.table.time', { zone: zoneName(timeZone) }),
      kind: 'date',
      className: 'font-mono text-slate-900',
      cell: (row) => <time dateTime={row.checkInTime}>{formatClock(row.checkInTime, timeZone)}</time>,
    },
    {
      id: 'member',
      header: t('check-in.table.member'),
      cell: (row) => (
        <div className="flex items-center gap-2">
          <MemberAvatar name={nameOf(row)} avatar={row.avatar} size="sm" />
          <Link
            to={`/members/${encodeURIComponent(row.memberId)}`}
            className="font-medium text-indigo-800 underline-offset-2 hover:underline"
          >
            {nameOf(row)}
          </Link>
        </div>
      ),
    },
    { id: 'number', header: t('check-in.table.number'), className: 'font-mono', cell: (row) => row.memberNumber || '' },
    {
      id: 'out',
      header: t('check-in.table.checkedOut'),
      className: 'whitespace-nowrap',
      cell: (row) =>
        row.checkOutTime ? (
          <time dateTime={row.checkOutTime} className="font-mono text-slate-900">
            {formatClock(row.checkOutTime, timeZone)}
          </time>
        ) : canCheckOut ? (
          <Button
            variant="secondary"
            className="px-2 py-1"
            busy={leaving === row.id}
            onClick={() =>
              checkOut.mutate(row.id, {
                onSuccess: () =>
                  toast({
                    variant: 'success',
                    title: t('check-in.table.checkedOutToast'),
                    description: t('check-in.table.checkedOutText', { name: nameOf(row) }),
                  }),
              })
            }
          >
            <LogOut aria-hidden="true" className="size-4" />
            {t('check-in.table.checkOut')}
            <span className="sr-only">{t('check-in.table.checkOutHidden', { name: nameOf(row) })}</span>
          </Button>
        ) : (
          <span className="text-slate-600">{t('check-in.table.notRecorded')}</span>
        ),
    },
    {
      id: 'override',
      header: t('check-in.table.override'),
      cell: (row) =>
        row.override ? (
          <span className="grid gap-0.5">
            <span className="w-fit rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
              {t('check-in.table.override')}
            </span>
            <span className="text-xs text-slate-700">
              {row.override.reason
                ? t('check-in.table.overrideByReason', {
                    name: row.override.byName,
                    refusal: recordedRefusalText(row.override),
                    reason: row.override.reason,
                  })
                : t('check-in.table.overrideBy', {
                    name: row.override.byName,
                    refusal: recordedRefusalText(row.override),
                  })}
            </span>
          </span>
        ) : (
          <span className="sr-only">{t('check-in.table.noOverride')}</span>
        ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={checkIns}
      rowKey={(row) => row.id}
      caption={caption}
      emptyText={t('check-in.table.none')}
    />
  );
}
