import { createUserRequest } from '@gym/modules/people/accounts/accounts-contracts';
import type { RoleSummary } from '@gym/modules/people/accounts/accounts-contracts';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast/toast-store';
import { useT } from '../../../lib/i18n/use-t';
import { useCreateUser } from '../api/create-user';
import { RoleOptions } from './role-options';

interface CreateUserDialogProps {
  open: boolean;
  onClose: () => void;
  roles: readonly RoleSummary[];
}

/** A new staff account: name, username, password and role, checked with the server's schema. */
export function CreateUserDialog({ open, onClose, roles }: CreateUserDialogProps) {
  const t = useT();
  const create = useCreateUser();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('accounts.createUser.title')}
      description={t('accounts.createUser.description')}
      schema={createUserRequest}
      defaultValues={{ username: '', name: '', email: '', password: '', role: '' }}
      submitLabel={t('accounts.createUser.submit')}
      failureMessage={t('accounts.createUser.failed')}
      onSubmit={async (values, { idempotencyKey }) => {
        await create.mutateAsync({ input: values, idempotencyKey });
        toast({
          variant: 'success',
          title: t('accounts.createUser.created'),
          description: t('accounts.createUser.createdText', { name: values.name }),
        });
      }}
    >
      {({ field }) => (
        <>
          <TextField label={t('accounts.user.fullName')} autoFocus autoComplete="off" {...field('name')} />
          <TextField
            label={t('accounts.user.username')}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            {...field('username')}
          />
          <TextField label={t('accounts.user.email')} type="email" autoComplete="off" {...field('email')} />
          <TextField
            label={t('accounts.user.password')}
            type="password"
            autoComplete="new-password"
            hint={t('accounts.user.passwordHint')}
            {...field('password')}
          />
          <SelectField label={t('accounts.user.role')} {...field('role')}>
            <option value="">{t('accounts.user.chooseRole')}</option>
            <RoleOptions roles={roles} />
          </SelectField>
        </>
      )}
    </FormDialog>
  );
}
