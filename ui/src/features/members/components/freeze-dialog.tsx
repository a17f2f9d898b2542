import { useWatch } from 'react-hook-form';
import { addDays, daysBetween } from '@gym/events/calendar/local-date';
import { freezeRequest } from '@gym/modules/membership/members/member-contracts';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import type { FormDialogField } from '../../../components/form-dialog/form-dialog';
import { TextAreaField, TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast/toast-store';
import { useFreezeMembership } from '../api/freeze-membership';
import type { FreezeBody } from '../api/freeze-membership';
import { useT } from '../../../lib/i18n/use-t';

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
  const t = useT();
  const freeze = useFreezeMembership(memberId);
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('members.freeze.title')}
      description={t('members.freeze.description', { name: memberName, maxDays: MAX_FREEZE_DAYS })}
      schema={freezeRequest}
      defaultValues={{ from: today, until: addDays(today, 13), reason: '' }}
      submitLabel={t('members.freeze.submit')}
      failureMessage={t('members.freeze.failed')}
      onSubmit={async (values, { idempotencyKey }) => {
        await freeze.mutateAsync({ input: values, idempotencyKey });
        toast({
          variant: 'success',
          title: t('members.freeze.done'),
          description: t('members.freeze.doneText', { name: memberName, from: values.from, until: values.until }),
        });
      }}
    >
      {({ field }) => (
        <>
          <FreezeDates today={today} field={field} />
          <FrozenDays expiryDate={expiryDate} />
          <TextAreaField label={t('members.freeze.reason')} rows={2} {...field('reason')} />
        </>
      )}
    </FormDialog>
  );
}

function FreezeDates({ today, field }: { today: string; field: FormDialogField<FreezeBody> }) {
  const t = useT();
  const from = useWatch<FreezeBody, 'from'>({ name: 'from' });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label={t('members.freeze.from')} type="date" min={today} {...field('from')} />
      <TextField label={t('members.freeze.until')} type="date" min={from || today} {...field('until')} />
    </div>
  );
}

/** How many days the freeze lasts and the expiry it leads to, as the dates are chosen. */
function FrozenDays({ expiryDate }: { expiryDate: string | null }) {
  const t = useT();
  const [from, until] = useWatch<FreezeBody, ['from', 'until']>({ name: ['from', 'until'] });
  const days = from && until && until >= from ? daysBetween(from, until) + 1 : undefined;
  return (
    <p className="text-sm text-slate-700" aria-live="polite">
      {days === undefined
        ? t('members.freeze.chooseDays')
        : expiryDate
          ? t('members.freeze.daysThenExpiry', { days, expiry: addDays(expiryDate, days) })
          : t('members.freeze.days', { days })}
    </p>
  );
}
