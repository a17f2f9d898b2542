import { z } from 'zod';
import { singleLine } from '@gym/kernel/contracts/text';
import { permissionsSchema } from '@gym/kernel/permissions/permissions';
import { newPassword, staffIdentity } from './accounts-contracts.js';
import { language } from '@gym/kernel/contracts/language';

/** The login form (spec section 5): both fields required, with the spec's messages. */
export const loginRequest = z.object({
  username: singleLine({ error: 'Username is required' }).trim().min(1, 'Username is required').max(100),
  password: singleLine({ error: 'Password is required' }).min(1, 'Password is required').max(200),
});
export type LoginRequest = z.infer<typeof loginRequest>;

/** A signed-in user changes their own password (profile menu → Change Password): the current one proves it is them. */
export const ownPasswordRequest = z
  .object({
    currentPassword: singleLine({ error: 'Current password is required' })
      .min(1, 'Current password is required')
      .max(200),
    newPassword,
  })
  .refine((body) => body.newPassword !== body.currentPassword, {
    message: 'The new password must differ from the current one',
    path: ['newPassword'],
  });
export type OwnPasswordRequest = z.infer<typeof ownPasswordRequest>;

export const sessionUser = staffIdentity.extend({
  avatar: z.string().nullable(),
  /** The language the account chose for the app; null until it chooses (the gym's default applies). */
  language: language.nullable(),
  permissions: permissionsSchema,
});
export type SessionUser = z.infer<typeof sessionUser>;

export const loginAnswer = z.object({ token: z.string(), user: sessionUser });
export type LoginAnswer = z.infer<typeof loginAnswer>;

/** The language a signed-in user chooses for the app (PUT /api/auth/language). */
export const languageChoice = z.object({ language });

export const demoAccount = z.enum(['reception', 'admin']);
export type DemoAccount = z.infer<typeof demoAccount>;

/**
 * Whether demo mode is on (every screen then says so), and the shortcut buttons the login screen may show: demo mode
 * only, and only on the computer running the app unless demo sign-ins were opened to the network (`remoteSignIn`).
 */
export const demoInfo = z.object({
  enabled: z.boolean(),
  accounts: z.array(z.object({ account: demoAccount, label: z.string() })),
  remoteSignIn: z.boolean(),
});
export type DemoInfo = z.infer<typeof demoInfo>;

export const demoLoginRequest = z.object({ account: demoAccount });
