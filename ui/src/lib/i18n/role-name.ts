import { BUILT_IN_ROLES } from '@gym/kernel/permissions/permissions';
import type { useT } from './use-t';

/** The shared catalogue's id of each built-in role's name, by the English name the server records. */
const BUILT_IN_ROLE_NAMES: Record<string, string> = {
  [BUILT_IN_ROLES.administrator.name]: 'app.role.administrator',
  [BUILT_IN_ROLES.receptionist.name]: 'app.role.receptionist',
};

/**
 * A role's name in the page's language. The server records and answers a role's name (as the account has it, or as it
 * was when an entry was made): a built-in role's English name becomes the catalogue's word for it; a role the gym
 * named shows the name the gym gave it.
 */
export function roleNameIn(t: ReturnType<typeof useT>, roleName: string): string {
  const id = BUILT_IN_ROLE_NAMES[roleName];
  return id ? t(id) : roleName;
}

/**
 * Who recorded something, in the page's language: a person's name as it is; what the system did by itself (a reactor
 * or a job, recorded as "System (<its name>)") as the catalogue's word for the system, its process named in English
 * only.
 */
export function actorNameIn(t: ReturnType<typeof useT>, actorName: string): string {
  const system = /^System \(([^()]+)\)$/.exec(actorName);
  return system ? t('app.actor.system', { process: system[1] }) : actorName;
}
