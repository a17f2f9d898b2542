import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { trainerInput } from '@gym/modules/membership/personal-training/pt-contracts';
import { Button } from '../../../components/ui/button';
import { formFields, TextField } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { toast } from '../../../components/ui/toast/toast-store';
import { isApiError } from '../../../lib/api-client';
import { useCreateTrainer } from '../api/create-trainer';
import type { TrainerInput } from '../api/create-trainer';

type TrainerValues = z.output<typeof trainerInput>;

/** Add a trainer (canEditPT): name, and how to reach them. */
export function AddTrainerDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Add trainer"
      description="Packages can be sold with the trainer at once."
    >
      {open ? <TrainerForm onDone={onClose} /> : null}
    </Modal>
  );
}

function TrainerForm({ onDone }: { onDone: () => void }) {
  const create = useCreateTrainer();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TrainerInput, unknown, TrainerValues>({
    resolver: zodResolver(trainerInput),
    defaultValues: { name: '', phone: '', email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      toast({
        variant: 'success',
        title: 'Trainer added',
        description: `${values.name} can now be chosen for a sale.`,
      });
      onDone();
    } catch (error) {
      setError('root', {
        message: (isApiError(error) && error.answer?.message) || 'The trainer could not be saved. Please try again.',
      });
    }
  });

  const field = formFields(register, errors);
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
      <TextField label="Trainer name" autoFocus {...field('name')} />
      <TextField label="Phone" type="tel" autoComplete="off" {...field('phone')} />
      <TextField label="Email" type="email" autoComplete="off" {...field('email')} />
      {errors.root ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {errors.root.message}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" busy={isSubmitting}>
          Add trainer
        </Button>
      </div>
    </form>
  );
}
