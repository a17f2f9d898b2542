import { createUserRequest } from '@gym/modules/people/accounts/accounts-contracts';
import type { RoleSummary } from '@gym/modules/people/accounts/accounts-contracts';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast/toast-store';
import { useCreateUser } from '../api/create-user';
import { RoleOptions } from './role-options';

interface CreateUserDialogProps {
  open: boolean;
  onClose: () => void;
  roles: readonly RoleSummary[];
}

/** A new staff account: name, username, password and role, checked with the server's schema. */
export function CreateUserDialog({ open, onClose, roles }: CreateUserDialogProps) {
  const create = useCreateUser();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="New staff account"
      description="The person signs in with this username and password."
      schema={createUserRequest}
      defaultValues={{ username: '', name: '', email: '', password: '', role: '' }}
      submitLabel="Create account"
      failureMessage="The account could not be created. Please try again."
      onSubmit={async (values, { idempotencyKey }) => {
        await create.mutateAsync({ input: values, idempotencyKey });
        toast({ variant: 'success', title: 'Account created', description: `${values.name} can now sign in.` });
      }}
    >
      {({ field }) => (
        <>
          <TextField label="Full name" autoFocus autoComplete="off" {...field('name')} />
          <TextField
            label="Username"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            {...field('username')}
          />
          <TextField label="Email (optional)" type="email" autoComplete="off" {...field('email')} />
          <TextField
            label="Password"
            type="password"
            autoComplete="new-password"
            hint="At least 8 characters."
            {...field('password')}
          />
          <SelectField label="Role" {...field('role')}>
            <option value="">Choose a role</option>
            <RoleOptions roles={roles} />
          </SelectField>
        </>
      )}
    </FormDialog>
  );
}
