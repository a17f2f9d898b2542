import { z } from 'zod';
import type { ModuleRoutes } from '@gym/kernel/http/module-context';
import { listPlans } from '../../membership/plans/public.js';
import {
  DEMO_ACCOUNTS,
  findUserByUsername,
  listUsers,
  readPasswordHash,
  verifyPassword,
} from '../../people/accounts/public.js';
import { readSettings } from './settings-queries.js';
import { DEFAULT_GYM_SETTINGS } from './settings-contracts.js';

/** GET /api/setup/checklist: the first-run steps an empty gym still has open (issue 10, item 3). */
export const setupStep = z.object({
  id: z.enum(['gym-name', 'time-zone-currency', 'plans', 'staff-accounts', 'demo-passwords']),
  label: z.string(),
  done: z.boolean(),
  link: z.string(),
});
export const setupChecklist = z.object({ done: z.boolean(), steps: z.array(setupStep) });
type SetupStep = z.infer<typeof setupStep>;

const DEMO_USERNAMES = new Set(DEMO_ACCOUNTS.map((demo) => demo.username));

/**
 * Whether no built-in account still opens with its published password. Checked with the real password hashing;
 * the hashes never leave this function. A built-in account that does not exist (production) counts as changed.
 */
async function demoPasswordsChanged(pool: Parameters<typeof readSettings>[0]): Promise<boolean> {
  for (const demo of DEMO_ACCOUNTS) {
    const user = await findUserByUsername(pool, demo.username);
    if (!user) continue;
    const hash = await readPasswordHash(pool, user.id);
    if (hash && (await verifyPassword(demo.password, hash))) return false;
  }
  return true;
}

export const setupChecklistRoutes: ModuleRoutes = async (app, { deps }) => {
  app.get(
    '/api/setup/checklist',
    {
      config: { access: 'canManageSettings' },
      schema: {
        tags: ['settings'],
        summary: 'First-run checklist: which setup steps are still open',
        response: { 200: setupChecklist },
      },
    },
    async () => {
      const saved = await readSettings(deps.pool);
      const plans = await listPlans(deps.pool, await deps.calendar.today(), true);
      const users = await listUsers(deps.pool);
      // Rules: the name differs from the default; time zone and currency count as confirmed once the settings
      // were saved at least once; a staff account is any account that is not one of the built-in demo accounts.
      const steps: SetupStep[] = [
        {
          id: 'gym-name',
          label: 'Set the gym name',
          done: !!saved && saved.name.trim() !== '' && saved.name.trim() !== DEFAULT_GYM_SETTINGS.name,
          link: '/settings',
        },
        { id: 'time-zone-currency', label: 'Confirm time zone and currency', done: saved !== null, link: '/settings' },
        { id: 'plans', label: 'Add a membership plan', done: plans.length > 0, link: '/settings' },
        {
          id: 'staff-accounts',
          label: 'Create a staff account',
          done: users.some((user) => !DEMO_USERNAMES.has(user.username.toLowerCase())),
          link: '/roles-management',
        },
        {
          id: 'demo-passwords',
          label: 'Change the demo passwords (admin, reception)',
          done: await demoPasswordsChanged(deps.pool),
          link: '/roles-management',
        },
      ];
      return { done: steps.every((step) => step.done), steps };
    },
  );
};
