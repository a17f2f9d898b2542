import type { z } from 'zod';
import { FormDialog } from '../../../../components/form-dialog/form-dialog';
import { TextField } from '../../../../components/ui/form-field';
import { toast } from '../../../../components/ui/toast/toast-store';
import { useGymToday } from '../../../../hooks/use-gym-today';
import { useT } from '../../../../lib/i18n/use-t';
import { useAddClassClosure } from '../../api/add-class-closure';
import { closureForm } from '../../utils/class-forms';
import type { ClosureFormValues } from '../../utils/class-forms';

/** A closure (canManageSettings): from one day to another, with why; no class runs or can be booked then. */
export function ClosureDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const today = useGymToday();
  const add = useAddClassClosure();
  return (
    <FormDialog<ClosureFormValues, z.output<typeof closureForm>>
      open={open}
      onClose={onClose}
      title={t('classes.closureDialog.title')}
      description={t('classes.closureDialog.description')}
      schema={closureForm}
      defaultValues={{ from: today, to: today, reason: '' }}
      submitLabel={t('classes.closureDialog.add')}
      onSubmit={async (values, { idempotencyKey }) => {
        await add.mutateAsync({ input: values, idempotencyKey });
        toast({ variant: 'success', title: t('classes.closureDialog.saved') });
      }}
    >
      {({ field }) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label={t('classes.closureDialog.from')} type="date" {...field('from')} />
            <TextField label={t('classes.closureDialog.to')} type="date" {...field('to')} />
          </div>
          <TextField label={t('classes.closureDialog.reason')} {...field('reason')} />
        </>
      )}
    </FormDialog>
  );
}
