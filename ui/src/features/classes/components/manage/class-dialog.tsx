import { classForm } from '../../utils/class-forms';
import type { ClassFormValues } from '../../utils/class-forms';
import type { z } from 'zod';
import { FormDialog } from '../../../../components/form-dialog/form-dialog';
import { TextField } from '../../../../components/ui/form-field';
import { toast } from '../../../../components/ui/toast/toast-store';
import { useT } from '../../../../lib/i18n/use-t';
import type { GymClass } from '../../api/class-schemas';
import { useSaveClass } from '../../api/save-class';
import { CLASS_COLOURS } from '../../utils/palette';
import { numberOrUndefined } from '../../utils/class-forms';

/** Add a class or change one (canManageSettings): name, colour from the palette, description, default capacity. */
export function ClassDialog({ open, onClose, editing }: { open: boolean; onClose: () => void; editing?: GymClass }) {
  const t = useT();
  const save = useSaveClass();
  return (
    <FormDialog<ClassFormValues, z.output<typeof classForm>>
      open={open}
      onClose={onClose}
      title={editing ? t('classes.classDialog.editTitle') : t('classes.classDialog.addTitle')}
      schema={classForm}
      defaultValues={{
        name: editing?.name ?? '',
        colour: editing?.colour ?? CLASS_COLOURS[0].value,
        description: editing?.description ?? '',
        defaultCapacity: editing?.defaultCapacity ?? 20,
      }}
      submitLabel={editing ? t('classes.save') : t('classes.classDialog.add')}
      onSubmit={async (values, { idempotencyKey }) => {
        await save.mutateAsync({ input: { ...values, id: editing?.id }, idempotencyKey });
        toast({ variant: 'success', title: t('classes.classDialog.saved', { name: values.name }) });
      }}
    >
      {({ field, register }) => (
        <>
          <TextField label={t('classes.classDialog.name')} autoFocus {...field('name')} />
          <fieldset>
            <legend className="text-sm font-medium text-slate-800">{t('classes.classDialog.colour')}</legend>
            <div className="mt-1 flex flex-wrap gap-3">
              {CLASS_COLOURS.map((colour) => (
                <label key={colour.value} className="flex items-center gap-1.5 text-sm text-slate-800">
                  <input type="radio" value={colour.value} className="size-4" {...register('colour')} />
                  <span
                    aria-hidden="true"
                    className="inline-block size-4 rounded-sm"
                    style={{ background: colour.value }}
                  />
                  {t(colour.label)}
                </label>
              ))}
            </div>
          </fieldset>
          <TextField label={t('classes.classDialog.description')} {...field('description')} />
          <TextField
            label={t('classes.classDialog.defaultCapacity')}
            type="number"
            inputMode="numeric"
            min={1}
            max={500}
            {...field('defaultCapacity', { setValueAs: numberOrUndefined })}
          />
        </>
      )}
    </FormDialog>
  );
}
