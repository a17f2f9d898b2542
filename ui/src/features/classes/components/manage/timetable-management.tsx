import { Plus, Settings2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { useT } from '../../../../lib/i18n/use-t';
import type { ClassSession, GymClass } from '../../api/class-schemas';
import { useClassClosures } from '../../api/get-class-closures';
import { useClassInstructors } from '../../api/get-class-instructors';
import { useClassRules } from '../../api/get-class-rules';
import { useClassSessions } from '../../api/get-class-sessions';
import { useClasses } from '../../api/get-classes';
import { GYM_WEEKDAYS, isoWeekdayName } from '../../utils/week';
import { ClassDialog } from './class-dialog';
import { ClosureDialog } from './closure-dialog';
import { classColumns, closureColumns, sessionColumns } from './manage-columns';
import { ManageTable, RowAction } from './manage-table';
import { isRemoval, RemovalDialog } from './removal-dialog';
import type { Removal } from './removal-dialog';
import { RulesDialog } from './rules-dialog';
import { SessionDialog } from './session-dialog';

type Editing =
  | { kind: 'class'; row?: GymClass }
  | { kind: 'session'; row?: ClassSession }
  | { kind: 'closure' }
  | { kind: 'rules' }
  | Removal;

const trash = <Trash2 aria-hidden="true" className="size-4" />;

/**
 * Managing the timetable (canManageSettings): the classes, the weekly sessions and the closures as tables, each added
 * and changed in a dialog, and the booking rules.
 */
export function TimetableManagement() {
  const t = useT();
  const classes = useClasses();
  const sessions = useClassSessions();
  const closures = useClassClosures();
  const instructors = useClassInstructors();
  const rules = useClassRules();
  const [editing, setEditing] = useState<Editing>();
  const close = () => setEditing(undefined);
  const sortedSessions = [...(sessions.data ?? [])].sort(
    (a, b) =>
      GYM_WEEKDAYS.indexOf(a.weekday) - GYM_WEEKDAYS.indexOf(b.weekday) || a.startTime.localeCompare(b.startTime),
  );
  const sessionNamed = (row: ClassSession) => ({
    name: row.className,
    day: isoWeekdayName(row.weekday),
    time: row.startTime,
  });

  return (
    <div className="grid gap-8">
      <ManageTable
        id="classes-heading"
        title={t('classes.manage.classes')}
        action={
          <Button variant="secondary" onClick={() => setEditing({ kind: 'class' })}>
            <Plus aria-hidden="true" className="size-4" />
            {t('classes.manage.addClass')}
          </Button>
        }
        query={classes}
        rows={classes.data}
        rowKey={(row) => row.id}
        emptyText={t('classes.manage.noClasses')}
        columns={classColumns(t)}
        rowActions={(row) => (
          <>
            <RowAction
              label={t('classes.manage.editNamed', { name: row.name })}
              onClick={() => setEditing({ kind: 'class', row })}
            />
            <RowAction
              label={t('classes.manage.removeNamed', { name: row.name })}
              onClick={() => setEditing({ kind: 'remove-class', row })}
              icon={trash}
            />
          </>
        )}
      />

      <ManageTable
        id="sessions-heading"
        title={t('classes.manage.sessions')}
        action={
          <Button
            variant="secondary"
            onClick={() => setEditing({ kind: 'session' })}
            disabled={(classes.data ?? []).length === 0}
          >
            <Plus aria-hidden="true" className="size-4" />
            {t('classes.manage.addSession')}
          </Button>
        }
        query={sessions}
        rows={sortedSessions}
        rowKey={(row) => row.id}
        emptyText={t('classes.manage.noSessions')}
        columns={sessionColumns(t)}
        rowActions={(row) => (
          <>
            <RowAction
              label={t('classes.manage.editSession', sessionNamed(row))}
              onClick={() => setEditing({ kind: 'session', row })}
            />
            {row.validUntil ? null : (
              <RowAction
                label={t('classes.manage.endSession', sessionNamed(row))}
                onClick={() => setEditing({ kind: 'end-session', row })}
                icon={trash}
              />
            )}
          </>
        )}
      />

      <ManageTable
        id="closures-heading"
        title={t('classes.manage.closures')}
        action={
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setEditing({ kind: 'rules' })} disabled={!rules.data}>
              <Settings2 aria-hidden="true" className="size-4" />
              {t('classes.manage.bookingRules')}
            </Button>
            <Button variant="secondary" onClick={() => setEditing({ kind: 'closure' })}>
              <Plus aria-hidden="true" className="size-4" />
              {t('classes.manage.addClosure')}
            </Button>
          </div>
        }
        intro={
          rules.data ? (
            <p className="mb-3 text-sm text-slate-700">
              {t('classes.rules.summary', {
                opens: rules.data.opensDaysBefore,
                closes: rules.data.closesMinutesBefore,
                deadline: rules.data.cancelDeadlineMinutes,
                cap: rules.data.waitlistCap,
              })}
            </p>
          ) : null
        }
        query={closures}
        rows={closures.data}
        rowKey={(row) => row.id}
        emptyText={t('classes.manage.noClosures')}
        columns={closureColumns(t)}
        rowActions={(row) => (
          <RowAction
            label={t('classes.manage.removeClosure', { reason: row.reason })}
            onClick={() => setEditing({ kind: 'remove-closure', row })}
            icon={trash}
          />
        )}
      />

      <ClassDialog
        open={editing?.kind === 'class'}
        onClose={close}
        {...(editing?.kind === 'class' && editing.row ? { editing: editing.row } : {})}
      />
      <SessionDialog
        open={editing?.kind === 'session'}
        onClose={close}
        classes={classes.data ?? []}
        instructors={instructors.data ?? []}
        {...(editing?.kind === 'session' && editing.row ? { editing: editing.row } : {})}
      />
      <ClosureDialog open={editing?.kind === 'closure'} onClose={close} />
      {rules.data ? <RulesDialog open={editing?.kind === 'rules'} onClose={close} rules={rules.data} /> : null}
      <RemovalDialog removal={isRemoval(editing) ? editing : undefined} onClose={close} />
    </div>
  );
}
