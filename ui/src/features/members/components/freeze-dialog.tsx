import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { addDays, daysBetween } from '@gym/events/calendar/local-date';
import { freezeRequest } from '@gym/modules/membership/members/member-contracts';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { toast } from '../../../components/ui/toast/toast-store';
import { serverMessage } from '../../../lib/server-message';
import { useFreezeMembership } from '../api/freeze-membership';

/** The longest freeze the server accepts (days). */
const MAX_FREEZE_DAYS = 90;

interface FreezeDialogProps {
  open: boolean;
  onClose: () => void;
  memberId: string;
  memberName: string;
  expiryDate: string | null;
  today: string;
}

/** Freeze a membership from a day until a day, with a reason; the expiry moves on by the frozen days. */
export function FreezeDialog({ open, onClose, ...props }: FreezeDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Freeze membership"
      description={`${props.memberName}'s membership pauses; the expiry moves on by the frozen days (at most ${MAX_FREEZE_DAYS}).`}
    >
      {open ? <FreezeForm {...props} onClose={onClose} /> : null}
    </Modal>
  );
}

function FreezeForm({ memberId, memberName, expiryDate, today, onClose }: Omit<FreezeDialogProps, 'open'>) {
  const freeze = useFreezeMembership(memberId);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(freezeRequest),
    defaultValues: { from: today, until: addDays(today, 13), reason: '' },
  });
  const [from, until] = useWatch({ control, name: ['from', 'until'] });
  const days = from && until && until >= from ? daysBetween(from, until) + 1 : undefined;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await freeze.mutateAsync(values);
      toast({
        variant: 'success',
        title: 'Membership frozen',
        description: `${memberName} is frozen from ${values.from} to ${values.until}.`,
      });
      onClose();
    } catch (error) {
      setError('root', { message: serverMessage(error) ?? 'The freeze could not be saved. Please try again.' });
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="From" type="date" min={today} error={errors.from?.message} {...register('from')} />
        <TextField label="Until" type="date" min={from || today} error={errors.until?.message} {...register('until')} />
      </div>
      <p className="text-sm text-slate-700" aria-live="polite">
        {days === undefined
          ? 'Choose the first and last frozen day.'
          : `${days} day${days === 1 ? '' : 's'}${expiryDate ? `; the membership will then expire on ${addDays(expiryDate, days)}.` : '.'}`}
      </p>
      <TextAreaField label="Reason" rows={2} error={errors.reason?.message} {...register('reason')} />
      {errors.root ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {errors.root.message}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" busy={isSubmitting}>
          Freeze membership
        </Button>
      </div>
    </form>
  );
}
