import { PERMISSION_FLAGS, permissionsFrom } from '@gym/kernel/permissions/permissions';
import { createRoleRequest } from '@gym/modules/people/accounts/accounts-contracts';
import type { CreateRoleRequest, RoleSummary } from '@gym/modules/people/accounts/accounts-contracts';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast/toast-store';
import { useT } from '../../../lib/i18n/use-t';
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
  const t = useT();
  const create = useCreateRole();
  const update = useUpdateRole();
  const locked = role?.id === ADMINISTRATOR_ROLE_ID;
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      wide
      title={role ? t('accounts.role.editTitle', { name: role.name }) : t('accounts.role.newTitle')}
      description={t('accounts.role.description')}
      schema={createRoleRequest}
      defaultValues={role ? { name: role.name, permissions: role.permissions } : emptyRole}
      submitLabel={role ? t('accounts.role.save') : t('accounts.role.create')}
      failureMessage={t('accounts.role.failed')}
      onSubmit={async (values, { idempotencyKey }) => {
        if (role) {
          // The administrator's flags stay all-true; only its name can change.
          const changes = locked ? { name: values.name } : values;
          await update.mutateAsync({ input: { id: role.id, changes }, idempotencyKey });
          toast({
            variant: 'success',
            title: t('accounts.role.saved'),
            description: t('accounts.role.savedText', { name: values.name }),
          });
        } else {
          await create.mutateAsync({ input: values, idempotencyKey });
          toast({
            variant: 'success',
            title: t('accounts.role.created'),
            description: t('accounts.role.createdText', { name: values.name }),
          });
        }
      }}
    >
      {({ field, register }) => (
        <>
          <TextField label={t('accounts.role.name')} autoFocus {...field('name')} />
          <div>
            <p className="mb-2 text-sm font-medium text-slate-800">{t('accounts.role.permissions')}</p>
            {locked ? (
              <p className="mb-2 text-sm text-slate-700">
                {t('accounts.role.administratorAll', { count: PERMISSION_FLAGS.length })}
              </p>
            ) : null}
            <PermissionCheckboxes register={register} locked={locked} />
          </div>
        </>
      )}
    </FormDialog>
  );
}
