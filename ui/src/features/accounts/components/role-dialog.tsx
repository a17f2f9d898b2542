import { PERMISSION_FLAGS, permissionsFrom } from '@gym/kernel/permissions/permissions';
import { createRoleRequest } from '@gym/modules/people/accounts/accounts-contracts';
import type { CreateRoleRequest, RoleSummary } from '@gym/modules/people/accounts/accounts-contracts';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { TextField } from '../../../components/ui/form-field';
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
  const create = useCreateRole();
  const update = useUpdateRole();
  const locked = role?.id === ADMINISTRATOR_ROLE_ID;
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      wide
      title={role ? `Edit role: ${role.name}` : 'New role'}
      description="A role is a name and the permissions every account with it holds."
      schema={createRoleRequest}
      defaultValues={role ? { name: role.name, permissions: role.permissions } : emptyRole}
      submitLabel={role ? 'Save role' : 'Create role'}
      failureMessage="The role could not be saved. Please try again."
      onSubmit={async (values, { idempotencyKey }) => {
        if (role) {
          // The administrator's flags stay all-true; only its name can change.
          const changes = locked ? { name: values.name } : values;
          await update.mutateAsync({ input: { id: role.id, changes }, idempotencyKey });
          toast({ variant: 'success', title: 'Role saved', description: `${values.name} has been updated.` });
        } else {
          await create.mutateAsync({ input: values, idempotencyKey });
          toast({
            variant: 'success',
            title: 'Role created',
            description: `${values.name} can now be given to accounts.`,
          });
        }
      }}
    >
      {({ field, register }) => (
        <>
          <TextField label="Role name" autoFocus {...field('name')} />
          <div>
            <p className="mb-2 text-sm font-medium text-slate-800">Permissions</p>
            {locked ? (
              <p className="mb-2 text-sm text-slate-700">
                The administrator role always has all {PERMISSION_FLAGS.length} permissions.
              </p>
            ) : null}
            <PermissionCheckboxes register={register} locked={locked} />
          </div>
        </>
      )}
    </FormDialog>
  );
}
