import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { toast } from '../../../../components/ui/toast/toast-store';
import { errorMessage } from '../../../../lib/api-client';
import { useT } from '../../../../lib/i18n/use-t';
import type { ClassSession, Closure, GymClass } from '../../api/class-schemas';
import { useEndClassSession } from '../../api/end-class-session';
import { useRemoveClass } from '../../api/remove-class';
import { useRemoveClassClosure } from '../../api/remove-class-closure';
import { isoWeekdayName } from '../../utils/week';

/** What the timetable's managers may remove: a class, a weekly series (ended), a closure. */
export type Removal =
  | { kind: 'remove-class'; row: GymClass }
  | { kind: 'end-session'; row: ClassSession }
  | { kind: 'remove-closure'; row: Closure };

const REMOVALS: ReadonlySet<string> = new Set(['remove-class', 'end-session', 'remove-closure']);

/** Whether what the manager is doing is one of the removals (asked to confirm). */
export const isRemoval = (editing: { kind: string } | undefined): editing is Removal =>
  editing !== undefined && REMOVALS.has(editing.kind);

/** The one confirmation of a removal: a class, the end of a weekly series, or a closure. */
export function RemovalDialog({ removal: asked, onClose }: { removal: Removal | undefined; onClose: () => void }) {
  const t = useT();
  const removeClass = useRemoveClass();
  const endSession = useEndClassSession();
  const removeClosure = useRemoveClassClosure();
  const removal =
    asked?.kind === 'remove-class'
      ? {
          title: t('classes.manage.removeClassTitle'),
          text: t('classes.manage.removeClassText', { name: asked.row.name }),
          confirm: t('classes.manage.remove'),
          busy: removeClass.isPending,
          run: () => removeClass.mutateAsync(asked.row.id),
          done: t('classes.manage.classRemoved'),
        }
      : asked?.kind === 'end-session'
        ? {
            title: t('classes.manage.endSessionTitle'),
            text: t('classes.manage.endSessionText', {
              name: asked.row.className,
              day: isoWeekdayName(asked.row.weekday),
              time: asked.row.startTime,
            }),
            confirm: t('classes.manage.endSeries'),
            busy: endSession.isPending,
            run: () => endSession.mutateAsync(asked.row.id),
            done: t('classes.manage.sessionEnded'),
          }
        : asked?.kind === 'remove-closure'
          ? {
              title: t('classes.manage.removeClosureTitle'),
              text: t('classes.manage.removeClosureText', { from: asked.row.from, to: asked.row.to }),
              confirm: t('classes.manage.remove'),
              busy: removeClosure.isPending,
              run: () => removeClosure.mutateAsync(asked.row.id),
              done: t('classes.manage.closureRemoved'),
            }
          : null;
  const confirm = async () => {
    if (!removal) return;
    try {
      await removal.run();
      toast({ variant: 'success', title: removal.done });
      onClose();
    } catch (error) {
      toast({ variant: 'destructive', title: t('classes.notDone'), description: errorMessage(error) });
    }
  };
  return (
    <ConfirmDialog
      open={removal !== null}
      title={removal?.title ?? ''}
      description={removal?.text ?? ''}
      confirmLabel={removal?.confirm ?? ''}
      busy={removal?.busy ?? false}
      onCancel={onClose}
      onConfirm={() => void confirm()}
    />
  );
}
