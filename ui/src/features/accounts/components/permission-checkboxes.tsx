import type { UseFormRegister } from 'react-hook-form';
import type { CreateRoleRequest } from '@gym/modules/people/accounts/accounts-contracts';
import { useT } from '../../../lib/i18n/use-t';
import { PERMISSION_GROUPS, PERMISSION_LABELS } from './permission-labels';

interface PermissionCheckboxesProps {
  register: UseFormRegister<CreateRoleRequest>;
  locked: boolean;
}

/** The role's flags as a grid of labelled checkboxes, one group (fieldset) per area. */
export function PermissionCheckboxes({ register, locked }: PermissionCheckboxesProps) {
  const t = useT();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {PERMISSION_GROUPS.map(({ area, flags }) => (
        <fieldset key={area} className="rounded-md border border-slate-200 p-3">
          <legend className="px-1 text-sm font-semibold text-slate-900">{t(area)}</legend>
          <div className="grid gap-2">
            {flags.map((flag) => (
              <label key={flag} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  className="size-4 rounded border-slate-400 accent-indigo-700"
                  disabled={locked}
                  {...register(`permissions.${flag}`)}
                />
                {t(PERMISSION_LABELS[flag])}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
