import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { PERMISSION_FLAGS, permissionsFrom } from '@gym/kernel/permissions/permissions';
import { createRoleRequest } from '@gym/modules/people/accounts/accounts-contracts';
import type { CreateRoleRequest, RoleSummary } from '@gym/modules/people/accounts/accounts-contracts';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { toast } from '../../../components/ui/toast/toast-store';
import { useCreateRole } from '../api/create-role';
import { useUpdateRole } from '../api/update-role';
import { PermissionCheckboxes } from './permission-checkboxes';
import { ADMINISTRATOR_ROLE_ID } from './permission-labels';

interface RoleDialogProps {
  /** The role being edited; none to create one. */
  role?: RoleSummary;
  open: boolean;
  onClose: () => void;
}

const emptyRole: CreateRoleRequest = { name: '', permissions: permissionsFrom([]) };

/** Create a role, or rename one and change its flags; validated with the server's own schema. */
export function RoleDialog({ role, open, onClose }: RoleDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      wide
      title={role ? `Edit role: ${role.name}` : 'New role'}
      description="A role is a name and the permissions every account with it holds."
    >
      {/* Mounted only while open, so every opening starts from the role's current values. */}
      {open ? <RoleForm role={role} onDone={onClose} /> : null}
    </Modal>
  );
}

function RoleForm({ role, onDone }: { role: RoleSummary | undefined; onDone: () => void }) {
  const create = useCreateRole();
  const update = useUpdateRole();
  const locked = role?.id === ADMINISTRATOR_ROLE_ID;
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(createRoleRequest),
    defaultValues: role ? { name: role.name, permissions: role.permissions } : emptyRole,
  });

  const onSubmit = handleSubmit(async (values) => {
    if (role) {
      // The administrator's flags stay all-true; only its name can change.
      await update.mutateAsync({ id: role.id, changes: locked ? { name: values.name } : values });
      toast({ variant: 'success', title: 'Role saved', description: `${values.name} has been updated.` });
    } else {
      await create.mutateAsync(values);
      toast({ variant: 'success', title: 'Role created', description: `${values.name} can now be given to accounts.` });
    }
    onDone();
  });

  return (
    <form onSubmit={(event) => void onSubmit(event).catch(() => undefined)} noValidate className="grid gap-4">
      <TextField label="Role name" autoFocus error={errors.name?.message} {...register('name')} />
      <div>
        <p className="mb-2 text-sm font-medium text-slate-800">Permissions</p>
        {locked ? (
          <p className="mb-2 text-sm text-slate-700">
            The administrator role always has all {PERMISSION_FLAGS.length} permissions.
          </p>
        ) : null}
        <PermissionCheckboxes register={register} locked={locked} />
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" busy={isSubmitting}>
          {role ? 'Save role' : 'Create role'}
        </Button>
      </div>
    </form>
  );
}
