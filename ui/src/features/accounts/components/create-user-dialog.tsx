import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { createUserRequest } from '@gym/modules/people/accounts/accounts-contracts';
import type { RoleSummary } from '@gym/modules/people/accounts/accounts-contracts';
import { Button } from '../../../components/ui/button';
import { formFields, SelectField, TextField } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { toast } from '../../../components/ui/toast/toast-store';
import { useCreateUser } from '../api/create-user';
import { RoleOptions } from './role-options';

interface CreateUserDialogProps {
  open: boolean;
  onClose: () => void;
  roles: readonly RoleSummary[];
}

export function CreateUserDialog({ open, onClose, roles }: CreateUserDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="New staff account"
      description="The person signs in with this username and password."
    >
      {open ? <CreateUserForm roles={roles} onDone={onClose} /> : null}
    </Modal>
  );
}

function CreateUserForm({ roles, onDone }: { roles: readonly RoleSummary[]; onDone: () => void }) {
  const create = useCreateUser();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(createUserRequest),
    defaultValues: { username: '', name: '', email: '', password: '', role: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    await create.mutateAsync(values);
    toast({ variant: 'success', title: 'Account created', description: `${values.name} can now sign in.` });
    onDone();
  });

  const field = formFields(register, errors);
  return (
    <form onSubmit={(event) => void onSubmit(event).catch(() => undefined)} noValidate className="grid gap-4">
      <TextField label="Full name" autoFocus autoComplete="off" {...field('name')} />
      <TextField label="Username" autoComplete="off" autoCapitalize="none" spellCheck={false} {...field('username')} />
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
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" busy={isSubmitting}>
          Create account
        </Button>
      </div>
    </form>
  );
}
