import { z } from 'zod';
import { newPassword, updateUserRequest } from '@gym/modules/people/accounts/accounts-contracts';
import type { RoleSummary, StaffAccount, UpdateUserRequest } from '@gym/modules/people/accounts/accounts-contracts';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast/toast-store';
import { useSessionUser } from '../../../hooks/use-session-user';
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
      title={account ? `Edit account: ${account.username}` : 'Edit account'}
      description="Change the person's details, role or access, or set a new password."
      schema={editUserForm}
      defaultValues={defaultValues}
      submitLabel="Save account"
      failureMessage="The account could not be saved. Please try again."
      onSubmit={async (values, { idempotencyKey }) => {
        if (!account) return;
        const changes = changesOf(account, values);
        if (Object.keys(changes).length === 0) return;
        await update.mutateAsync({ input: { id: account.id, changes }, idempotencyKey });
        toast({
          variant: 'success',
          title: 'Account saved',
          description: `${values.name}'s account has been updated.`,
        });
      }}
    >
      {({ field, register }) => (
        <>
          <TextField label="Full name" autoFocus {...field('name')} />
          <TextField label="Email (optional)" type="email" {...field('email')} />
          <SelectField label="Role" {...field('role')}>
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
              Account disabled
              <span id="disable-account-hint" className="block text-xs text-slate-600">
                {isSelf
                  ? 'You cannot disable your own account.'
                  : 'A disabled account cannot sign in; its open sessions end at once.'}
              </span>
            </span>
          </label>
          <TextField
            label="New password (optional)"
            type="password"
            autoComplete="new-password"
            hint="Leave empty to keep the current password. At least 8 characters."
            {...field('password')}
          />
        </>
      )}
    </FormDialog>
  );
}
