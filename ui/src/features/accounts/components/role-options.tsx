import type { RoleSummary } from '@gym/modules/people/accounts/accounts-contracts';

/** The roles an account can be given, as <option>s. */
export function RoleOptions({ roles }: { roles: readonly RoleSummary[] }) {
  return (
    <>
      {roles.map((role) => (
        <option key={role.id} value={role.id}>
          {role.name}
        </option>
      ))}
    </>
  );
}
