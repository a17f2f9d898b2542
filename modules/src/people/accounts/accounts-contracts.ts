import { z } from 'zod';
import { singleLine } from '@gym/kernel/contracts/text';
import { permissionsSchema } from '@gym/kernel/permissions/permissions';

export const roleName = singleLine().trim().min(2, 'At least 2 characters').max(40, 'At most 40 characters');
export const username = singleLine()
  .trim()
  .regex(/^[A-Za-z0-9._-]{3,40}$/, '3 to 40 letters, digits, dots, dashes or underscores');
export const newPassword = singleLine().min(8, 'At least 8 characters').max(200, 'At most 200 characters');

export const roleSummary = z.object({
  id: z.string(),
  name: z.string(),
  builtIn: z.boolean(),
  permissions: permissionsSchema,
  userCount: z.number(),
});
export type RoleSummary = z.infer<typeof roleSummary>;

export const createRoleRequest = z.object({ name: roleName, permissions: permissionsSchema });
export type CreateRoleRequest = z.infer<typeof createRoleRequest>;
export const updateRoleRequest = z.object({ name: roleName.optional(), permissions: permissionsSchema.optional() });
export type UpdateRoleRequest = z.infer<typeof updateRoleRequest>;

/** A staff user as the answers that name one show them: who they are and their role. */
export const staffIdentity = z.object({
  id: z.number(),
  username: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  role: z.string(),
  roleName: z.string(),
});

export const staffAccount = staffIdentity.extend({ disabled: z.boolean() });
export type StaffAccount = z.infer<typeof staffAccount>;

const email = z.union([z.literal(''), z.email('Enter a valid email address').max(120)]);

export const createUserRequest = z.object({
  username,
  name: singleLine().trim().min(1, 'Name is required').max(80),
  email: email.nullable().optional(),
  password: newPassword,
  role: singleLine().min(1, 'Choose a role').max(40),
});
export type CreateUserRequest = z.input<typeof createUserRequest>;

export const updateUserRequest = z.object({
  name: singleLine().trim().min(1, 'Name is required').max(80).optional(),
  /** '' or null clears it; absent leaves it. */
  email: email.nullable().optional(),
  role: singleLine().min(1).max(40).optional(),
  disabled: z.boolean().optional(),
  password: newPassword.optional(),
});
export type UpdateUserRequest = z.input<typeof updateUserRequest>;
