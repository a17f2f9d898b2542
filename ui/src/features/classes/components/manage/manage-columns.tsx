import type { DataTableColumn } from '../../../../components/data-table/column';
import type { useT } from '../../../../lib/i18n/use-t';
import type { ClassSession, Closure, GymClass } from '../../api/class-schemas';
import { isoWeekdayName } from '../../utils/week';
import { GENDER_LABELS } from './instructor-options';
import { ColourName } from './manage-table';

type T = ReturnType<typeof useT>;

/* The columns of the timetable's three managed tables. */

export const classColumns = (t: T): DataTableColumn<GymClass>[] => [
  {
    id: 'name',
    header: t('classes.manage.name'),
    rowHeader: true,
    cell: (row) => <ColourName colour={row.colour} name={row.name} />,
  },
  { id: 'description', header: t('classes.manage.description'), cell: (row) => row.description },
  { id: 'capacity', header: t('classes.manage.defaultCapacity'), kind: 'number', cell: (row) => row.defaultCapacity },
];

export const sessionColumns = (t: T): DataTableColumn<ClassSession>[] => [
  {
    id: 'class',
    header: t('classes.manage.class'),
    rowHeader: true,
    cell: (row) => <ColourName colour={row.colour} name={row.className} />,
  },
  { id: 'weekday', header: t('classes.manage.weekday'), cell: (row) => isoWeekdayName(row.weekday) },
  {
    id: 'time',
    header: t('classes.manage.time'),
    cell: (row) => t('classes.manage.timeAndDuration', { time: row.startTime, minutes: row.durationMinutes }),
  },
  { id: 'capacity', header: t('classes.manage.capacity'), kind: 'number', cell: (row) => row.capacity },
  { id: 'instructor', header: t('classes.manage.instructor'), cell: (row) => row.instructor?.name ?? '' },
  { id: 'room', header: t('classes.manage.room'), cell: (row) => row.room },
  { id: 'gender', header: t('classes.manage.gender'), cell: (row) => t(GENDER_LABELS[row.gender]) },
  {
    id: 'valid',
    header: t('classes.manage.valid'),
    cell: (row) =>
      row.validUntil
        ? t('classes.manage.validBetween', { from: row.validFrom, until: row.validUntil })
        : t('classes.manage.validFrom', { from: row.validFrom }),
  },
];

export const closureColumns = (t: T): DataTableColumn<Closure>[] => [
  { id: 'from', header: t('classes.manage.from'), kind: 'date', cell: (row) => row.from },
  { id: 'to', header: t('classes.manage.to'), kind: 'date', cell: (row) => row.to },
  { id: 'reason', header: t('classes.manage.reason'), rowHeader: true, cell: (row) => row.reason },
];
