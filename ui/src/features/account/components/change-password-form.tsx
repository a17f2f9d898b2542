import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ownPasswordRequest } from '@gym/modules/people/accounts/auth-contracts';
import { Button } from '../../../components/ui/button';
import { formFields, TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast/toast-store';
import { isApiError } from '../../../lib/api-client';
import { serverMessage } from '../../../lib/server-message';
import { useChangeOwnPassword } from '../api/change-own-password';
import { useT } from '../../../lib/i18n/use-t';

/** The server's schema, and the new password typed twice (a typo would lock the user out). */
const changePasswordForm = ownPasswordRequest
  .and(z.object({ confirmPassword: z.string() }))
  .refine((values) => values.confirmPassword === values.newPassword, {
    message: 'The passwords do not match',
    path: ['confirmPassword'],
  });
type ChangePasswordForm = z.input<typeof changePasswordForm>;

const empty: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const change = useChangeOwnPassword();
  const t = useT();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(changePasswordForm), defaultValues: empty });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await change.mutateAsync({ currentPassword, newPassword });
    } catch (error) {
      const message = serverMessage(error) ?? t('account.form.failed');
      if (isApiError(error, 400) && /current password/i.test(message)) {
        setError('currentPassword', { message }, { shouldFocus: true });
      } else {
        setError('root', { message });
      }
      return;
    }
    reset(empty);
    toast({
      variant: 'success',
      title: t('account.toast.changedTitle'),
      description: t('account.toast.changedBody'),
    });
  });

  const field = formFields(register, errors);
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid max-w-md gap-4">
      <TextField
        label={t('account.form.current')}
        type="password"
        autoComplete="current-password"
        {...field('currentPassword')}
      />
      <TextField
        label={t('account.form.new')}
        type="password"
        autoComplete="new-password"
        hint={t('account.form.newHint')}
        {...field('newPassword')}
      />
      <TextField
        label={t('account.form.confirm')}
        type="password"
        autoComplete="new-password"
        {...field('confirmPassword')}
      />
      {errors.root?.message ? (
        <p role="alert" className="text-sm text-red-700">
          {errors.root.message}
        </p>
      ) : null}
      <div>
        <Button type="submit" busy={isSubmitting}>
          {t('account.form.submit')}
        </Button>
      </div>
    </form>
  );
}
