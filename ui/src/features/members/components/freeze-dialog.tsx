import { useWatch } from 'react-hook-form';
import { addDays, daysBetween } from '@gym/events/calendar/local-date';
import { freezeRequest } from '@gym/modules/membership/members/member-contracts';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import type { FormDialogField } from '../../../components/form-dialog/form-dialog';
import { TextAreaField, TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast/toast-store';
import { useFreezeMembership } from '../api/freeze-membership';
import type { FreezeBody } from '../api/freeze-membership';

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
export function FreezeDialog({ open, onClose, memberId, memberName, expiryDate, today }: FreezeDialogProps) {
  const freeze = useFreezeMembership(memberId);
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Freeze membership"
      description={`${memberName}'s membership pauses; the expiry moves on by the frozen days (at most ${MAX_FREEZE_DAYS}).`}
      schema={freezeRequest}
      defaultValues={{ from: today, until: addDays(today, 13), reason: '' }}
      submitLabel="Freeze membership"
      failureMessage="The freeze could not be saved. Please try again."
      onSubmit={async (values, { idempotencyKey }) => {
        await freeze.mutateAsync({ input: values, idempotencyKey });
        toast({
          variant: 'success',
          title: 'Membership frozen',
          description: `${memberName} is frozen from ${values.from} to ${values.until}.`,
        });
      }}
    >
      {({ field }) => (
        <>
          <FreezeDates today={today} field={field} />
          <FrozenDays expiryDate={expiryDate} />
          <TextAreaField label="Reason" rows={2} {...field('reason')} />
        </>
      )}
    </FormDialog>
  );
}

function FreezeDates({ today, field }: { today: string; field: FormDialogField<FreezeBody> }) {
  const from = useWatch<FreezeBody, 'from'>({ name: 'from' });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label="From" type="date" min={today} {...field('from')} />
      <TextField label="Until" type="date" min={from || today} {...field('until')} />
    </div>
  );
}

/** How many days the freeze lasts and the expiry it leads to, as the dates are chosen. */
function FrozenDays({ expiryDate }: { expiryDate: string | null }) {
  const [from, until] = useWatch<FreezeBody, ['from', 'until']>({ name: ['from', 'until'] });
  const days = from && until && until >= from ? daysBetween(from, until) + 1 : undefined;
  return (
    <p className="text-sm text-slate-700" aria-live="polite">
      {days === undefined
        ? 'Choose the first and last frozen day.'
        : `${days} day${days === 1 ? '' : 's'}${expiryDate ? `; the membership will then expire on ${addDays(expiryDate, days)}.` : '.'}`}
    </p>
  );
}
