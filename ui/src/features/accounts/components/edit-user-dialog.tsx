import { z } from 'zod';
import { newPassword, updateUserRequest } from '@gym/modules/people/accounts/accounts-contracts';
import type { RoleSummary, StaffAccount, UpdateUserRequest } from '@gym/modules/people/accounts/accounts-contracts';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast/toast-store';
import { useSessionUser } from '../../../hooks/use-session-user';
import { useT } from '../../../lib/i18n/use-t';
import { useUpdateUser } from '../api/update-user';
import { RoleOptions } from './role-options';

/** The server's update schema, with an empty password field meaning "keep the current password". */
const editUserForm = updateUserRequest.required({ name: true, role: true, disabled: true }).extend({
  password: z.union([z.literal(''), newPassword]),
});
type EditUserForm = z.input<typeof editUserForm>;

/** Only what changed is sent: each change is its own event on the server (and a reset ends the user's sessions). */
function changesOf(account: StaffAccount, values: z.output<typeof editUserForm>): UpdateUserRequest {
  const changes: UpdateUserRequest = {};
  if (values.name !== account.name) changes.name = values.name;
  if ((values.email ?? '') !== (account.email ?? '')) changes.email = values.email ?? '';
  if (values.role !== account.role) changes.role = values.role;
  if (values.disabled !== account.disabled) changes.disabled = values.disabled;
  if (values.password !== '') changes.password = values.password;
  return changes;
}

interface EditUserDialogProps {
  account?: StaffAccount;
  onClose: () => void;
  roles: readonly RoleSummary[];
}

/** Change a staff account: details, role, access, or a new password. */
export function EditUserDialog({ account, onClose, roles }: EditUserDialogProps) {
  const t = useT();
  const update = useUpdateUser();
  const me = useSessionUser();
  const isSelf = me?.id === account?.id;
  const defaultValues: EditUserForm = {
    name: account?.name ?? '',
    email: account?.email ?? '',
    role: account?.role ?? '',
    disabled: account?.disabled ?? false,
    password: '',
  };
  return (
    <FormDialog
      open={account !== undefined}
      onClose={onClose}
      title={
        account ? t('accounts.editUser.title', { username: account.username }) : t('accounts.editUser.titleNoName')
      }
      description={t('accounts.editUser.description')}
      schema={editUserForm}
      defaultValues={defaultValues}
      submitLabel={t('accounts.editUser.submit')}
      failureMessage={t('accounts.editUser.failed')}
      onSubmit={async (values, { idempotencyKey }) => {
        if (!account) return;
        const changes = changesOf(account, values);
        if (Object.keys(changes).length === 0) return;
        await update.mutateAsync({ input: { id: account.id, changes }, idempotencyKey });
        toast({
          variant: 'success',
          title: t('accounts.editUser.saved'),
          description: t('accounts.editUser.savedText', { name: values.name }),
        });
      }}
    >
      {({ field, register }) => (
        <>
          <TextField label={t('accounts.user.fullName')} autoFocus {...field('name')} />
          <TextField label={t('accounts.user.email')} type="email" {...field('email')} />
          <SelectField label={t('accounts.user.role')} {...field('role')}>
            <RoleOptions roles={roles} />
          </SelectField>
          <label className="flex items-start gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="mt-0.5 size-4 accent-red-700"
              disabled={isSelf}
              aria-describedby="disable-account-hint"
              {...register('disabled')}
            />
            <span>
              {t('accounts.editUser.disabled')}
              <span id="disable-account-hint" className="block text-xs text-slate-600">
                {isSelf ? t('accounts.editUser.disableSelf') : t('accounts.editUser.disabledHint')}
              </span>
            </span>
          </label>
          <TextField
            label={t('accounts.editUser.newPassword')}
            type="password"
            autoComplete="new-password"
            hint={t('accounts.editUser.newPasswordHint')}
            {...field('password')}
          />
        </>
      )}
    </FormDialog>
  );
}
