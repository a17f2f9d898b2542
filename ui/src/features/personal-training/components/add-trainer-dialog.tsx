import { trainerInput } from '@gym/modules/membership/personal-training/pt-contracts';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast/toast-store';
import { useT } from '../../../lib/i18n/use-t';
import { useCreateTrainer } from '../api/create-trainer';

/** Add a trainer (canEditPT): name, and how to reach them. */
export function AddTrainerDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const create = useCreateTrainer();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('personal-training.addTrainer.title')}
      description={t('personal-training.addTrainer.description')}
      schema={trainerInput}
      defaultValues={{ name: '', phone: '', email: '' }}
      submitLabel={t('personal-training.addTrainer.submit')}
      failureMessage={t('personal-training.addTrainer.failure')}
      onSubmit={async (values, { idempotencyKey }) => {
        await create.mutateAsync({ input: values, idempotencyKey });
        toast({
          variant: 'success',
          title: t('personal-training.addTrainer.toastTitle'),
          description: t('personal-training.addTrainer.toastBody', { name: values.name }),
        });
      }}
    >
      {({ field }) => (
        <>
          <TextField label={t('personal-training.addTrainer.name')} autoFocus {...field('name')} />
          <TextField
            label={t('personal-training.addTrainer.phone')}
            type="tel"
            autoComplete="off"
            {...field('phone')}
          />
          <TextField
            label={t('personal-training.addTrainer.email')}
            type="email"
            autoComplete="off"
            {...field('email')}
          />
        </>
      )}
    </FormDialog>
  );
}
