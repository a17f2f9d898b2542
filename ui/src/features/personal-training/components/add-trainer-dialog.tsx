import { trainerInput } from '@gym/modules/membership/personal-training/pt-contracts';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast/toast-store';
import { useCreateTrainer } from '../api/create-trainer';

/** Add a trainer (canEditPT): name, and how to reach them. */
export function AddTrainerDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useCreateTrainer();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Add trainer"
      description="Packages can be sold with the trainer at once."
      schema={trainerInput}
      defaultValues={{ name: '', phone: '', email: '' }}
      submitLabel="Add trainer"
      failureMessage="The trainer could not be saved. Please try again."
      onSubmit={async (values, { idempotencyKey }) => {
        await create.mutateAsync({ input: values, idempotencyKey });
        toast({
          variant: 'success',
          title: 'Trainer added',
          description: `${values.name} can now be chosen for a sale.`,
        });
      }}
    >
      {({ field }) => (
        <>
          <TextField label="Trainer name" autoFocus {...field('name')} />
          <TextField label="Phone" type="tel" autoComplete="off" {...field('phone')} />
          <TextField label="Email" type="email" autoComplete="off" {...field('email')} />
        </>
      )}
    </FormDialog>
  );
}
