import type { Pool } from 'pg';
import type { StaffUser } from '@gym/kernel/http/request-auth';
import type { Permissions } from '@gym/kernel/permissions/permissions';

const USER_COLUMNS = `u.user_id AS id, u.username, u.name, u.email, u.role_id AS role, r.name AS "roleName",
  u.avatar, u.language, r.permissions, u.disabled`;

/** The signed-in user with the permissions of their role (checked on every request). */
export async function findUserById(pool: Pool, userId: number): Promise<StaffUser | null> {
  const result = await pool.query<StaffUser>(
    `SELECT ${USER_COLUMNS} FROM read.users u JOIN read.roles r ON r.role_id = u.role_id WHERE u.user_id = $1`,
    [userId],
  );
  return result.rows[0] ?? null;
}

/** Usernames are unique regardless of case. */
export async function findUserByUsername(pool: Pool, username: string): Promise<StaffUser | null> {
  const result = await pool.query<StaffUser>(
    `SELECT ${USER_COLUMNS} FROM read.users u JOIN read.roles r ON r.role_id = u.role_id
     WHERE lower(u.username) = lower($1)`,
    [username],
  );
  return result.rows[0] ?? null;
}

export async function listUsers(pool: Pool): Promise<StaffUser[]> {
  const result = await pool.query<StaffUser>(
    `SELECT ${USER_COLUMNS} FROM read.users u JOIN read.roles r ON r.role_id = u.role_id ORDER BY lower(u.name), u.user_id`,
  );
  return result.rows;
}

export interface RoleSummary {
  readonly id: string;
  readonly name: string;
  readonly builtIn: boolean;
  readonly permissions: Permissions;
  readonly userCount: number;
}

export async function listRoles(pool: Pool): Promise<RoleSummary[]> {
  const result = await pool.query<RoleSummary>(
    `SELECT r.role_id AS id, r.name, r.built_in AS "builtIn", r.permissions,
            (SELECT count(*)::int FROM read.users u WHERE u.role_id = r.role_id) AS "userCount"
     FROM read.roles r ORDER BY r.built_in DESC, lower(r.name)`,
  );
  return result.rows;
}
