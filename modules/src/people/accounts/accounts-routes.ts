import { z } from 'zod';
import { singleLine } from '@gym/kernel/contracts/text';
import { findUserById, listRoles, listUsers } from './accounts-queries.js';
import type { ModuleRoutes } from '@gym/kernel/http/module-context';
import { accountsRefusals } from './accounts-refusals.js';
import { commandContext } from '@gym/kernel/http/request-context';
import { signedIn } from '@gym/kernel/http/request-auth';
import { commandAnswer, commandRefusals } from '@gym/kernel/contracts/common-contracts';
import {
  createRoleRequest,
  createUserRequest,
  roleSummary,
  staffAccount,
  updateRoleRequest,
  updateUserRequest,
} from './accounts-contracts.js';
import { runAccountsCommand } from './accounts-commands.js';
import { savePasswordHash } from './credentials.js';
import { hashPassword } from './password-hashing.js';

const roleParams = z.object({ id: singleLine().min(1).max(40) });
const userParams = z.object({ id: z.coerce.number().int().positive() });

/** Roles management and staff accounts (canManageSettings). */
export const accountsRoutes: ModuleRoutes = async (app, { deps }) => {
  const manage = { access: 'canManageSettings' as const };

  app.get(
    '/api/roles',
    {
      config: manage,
      schema: {
        tags: ['accounts'],
        summary: 'Roles with their permission flags',
        response: { 200: z.array(roleSummary) },
      },
    },
    () => listRoles(deps.pool),
  );

  app.post(
    '/api/roles',
    {
      config: manage,
      schema: {
        tags: ['accounts'],
        summary: 'Define a role',
        body: createRoleRequest,
        response: { 201: commandAnswer, ...commandRefusals },
      },
    },
    async (request, reply) => {
      const { id, position } = await runAccountsCommand(commandContext(request, deps), {
        type: 'DefineRole',
        ...request.body,
      });
      return reply.status(201).send({ id, position });
    },
  );

  app.patch(
    '/api/roles/:id',
    {
      config: manage,
      schema: {
        tags: ['accounts'],
        summary: 'Rename a role or change its flags',
        params: roleParams,
        body: updateRoleRequest,
        response: { 200: commandAnswer, ...commandRefusals },
      },
    },
    async (request) => {
      const { id, position } = await runAccountsCommand(commandContext(request, deps), {
        type: 'ChangeRole',
        roleId: request.params.id,
        name: request.body.name,
        permissions: request.body.permissions,
      });
      return { id, position };
    },
  );

  app.delete(
    '/api/roles/:id',
    {
      config: manage,
      schema: {
        tags: ['accounts'],
        summary: 'Remove an unused custom role',
        params: roleParams,
        response: { 200: commandAnswer, ...commandRefusals },
      },
    },
    async (request) => {
      const { id, position } = await runAccountsCommand(commandContext(request, deps), {
        type: 'RemoveRole',
        roleId: request.params.id,
      });
      return { id, position };
    },
  );

  app.get(
    '/api/users',
    {
      config: manage,
      schema: { tags: ['accounts'], summary: 'Staff accounts', response: { 200: z.array(staffAccount) } },
    },
    async () =>
      (await listUsers(deps.pool)).map(({ id, username, name, email, role, roleName, disabled }) => ({
        id,
        username,
        name,
        email,
        role,
        roleName,
        disabled,
      })),
  );

  app.post(
    '/api/users',
    {
      config: manage,
      schema: {
        tags: ['accounts'],
        summary: 'Create a staff account',
        body: createUserRequest,
        response: { 201: commandAnswer, ...commandRefusals },
      },
    },
    async (request, reply) => {
      const body = request.body;
      // Hash first: if the account is created, it can sign in at once.
      const passwordHash = await hashPassword(body.password);
      const { id, position } = await runAccountsCommand(commandContext(request, deps), {
        type: 'CreateUser',
        username: body.username,
        name: body.name,
        email: body.email || null,
        roleId: body.role,
      });
      await savePasswordHash(deps.pool, Number(id), passwordHash);
      return reply.status(201).send({ id, position });
    },
  );

  app.patch(
    '/api/users/:id',
    {
      config: manage,
      schema: {
        tags: ['accounts'],
        summary: 'Change a staff account',
        params: userParams,
        body: updateUserRequest,
        response: { 200: commandAnswer, ...commandRefusals },
      },
    },
    async (request) => {
      const userId = request.params.id;
      const body = request.body;
      const current = await findUserById(deps.pool, userId);
      if (!current) throw accountsRefusals.missing('user_not_found', { userId });
      const context = commandContext(request, deps);
      const by = signedIn(request).user.id;
      let position = 0;
      const run = async (command: Parameters<typeof runAccountsCommand>[1]) => {
        // One request may change several things; each is its own command, with its own derived idempotency key.
        const key = context.idempotencyKey ? `${context.idempotencyKey}:${command.type}` : undefined;
        const result = await runAccountsCommand({ ...context, idempotencyKey: key }, command);
        position = Math.max(position, result.position);
      };
      if (body.name !== undefined || body.email !== undefined) {
        await run({
          type: 'ChangeUserProfile',
          userId,
          name: body.name ?? current.name,
          email: body.email === undefined ? current.email : body.email || null,
          avatar: current.avatar,
        });
      }
      if (body.role !== undefined) await run({ type: 'AssignRole', userId, roleId: body.role, by });
      if (body.disabled === true) await run({ type: 'DisableUser', userId, by });
      if (body.disabled === false) await run({ type: 'EnableUser', userId });
      if (body.password !== undefined) {
        await savePasswordHash(deps.pool, userId, await hashPassword(body.password));
        await run({ type: 'ChangePassword', userId });
      }
      if (body.disabled === true || body.password !== undefined) {
        await deps.sessions.endAllOf(userId);
      }
      return { id: userId, position };
    },
  );
};
