import { z } from 'zod';
import { permissionsSchema } from '@gym/kernel/permissions/permissions';

/** The login form (spec section 5): both fields required, with the spec's messages. */
export const loginRequest = z.object({
  username: z.string({ error: 'Username is required' }).trim().min(1, 'Username is required').max(100),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const sessionUser = z.object({
  id: z.number(),
  username: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  role: z.string(),
  roleName: z.string(),
  avatar: z.string().nullable(),
  permissions: permissionsSchema,
});
export type SessionUser = z.infer<typeof sessionUser>;

export const loginAnswer = z.object({ token: z.string(), user: sessionUser });
export type LoginAnswer = z.infer<typeof loginAnswer>;

export const demoAccount = z.enum(['reception', 'admin']);
export type DemoAccount = z.infer<typeof demoAccount>;

/** Whether the login screen may show the demo shortcut buttons (the server decides: demo mode only). */
export const demoInfo = z.object({
  enabled: z.boolean(),
  accounts: z.array(z.object({ account: demoAccount, label: z.string() })),
});
export type DemoInfo = z.infer<typeof demoInfo>;

export const demoLoginRequest = z.object({ account: demoAccount });
