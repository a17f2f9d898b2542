import { FormDialog } from '../../../../components/form-dialog/form-dialog';
import { TextField } from '../../../../components/ui/form-field';
import { toast } from '../../../../components/ui/toast/toast-store';
import { useT } from '../../../../lib/i18n/use-t';
import type { BookingRules } from '../../api/class-schemas';
import { useSaveClassRules } from '../../api/save-class-rules';
import { numberOrUndefined, rulesForm } from '../../utils/class-forms';

/**
 * The booking rules (canManageSettings): how many days before a class booking opens, how many minutes before it
 * closes, the cancellation deadline (later is a late cancellation) and the waitlist's cap (0: no waitlist).
 */
export function RulesDialog({ open, onClose, rules }: { open: boolean; onClose: () => void; rules: BookingRules }) {
  const t = useT();
  const save = useSaveClassRules();
  const number = { setValueAs: numberOrUndefined };
  const numeric = { type: 'number', inputMode: 'numeric', min: 0 } as const;
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('classes.rules.title')}
      schema={rulesForm}
      defaultValues={rules}
      submitLabel={t('classes.save')}
      onSubmit={async (values, { idempotencyKey }) => {
        await save.mutateAsync({ input: values, idempotencyKey });
        toast({ variant: 'success', title: t('classes.rules.saved') });
      }}
    >
      {({ field }) => (
        <>
          <TextField
            label={t('classes.rules.opensDaysBefore')}
            hint={t('classes.rules.opensDaysBeforeHint')}
            autoFocus
            {...numeric}
            {...field('opensDaysBefore', number)}
          />
          <TextField
            label={t('classes.rules.closesMinutesBefore')}
            {...numeric}
            {...field('closesMinutesBefore', number)}
          />
          <TextField
            label={t('classes.rules.cancelDeadlineMinutes')}
            hint={t('classes.rules.cancelDeadlineHint')}
            {...numeric}
            {...field('cancelDeadlineMinutes', number)}
          />
          <TextField
            label={t('classes.rules.waitlistCap')}
            hint={t('classes.rules.waitlistCapHint')}
            {...numeric}
            {...field('waitlistCap', number)}
          />
        </>
      )}
    </FormDialog>
  );
}
