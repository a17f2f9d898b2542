import { accountEvents } from './account-events.js';
import type { AccountEvent } from './account-events.js';
import type { ModuleProjector } from '@gym/kernel/projection/projector';
import { ACCOUNTS_TOPIC } from './accounts-topics.js';

/**
 * Staff accounts and roles for sign-in, permission checks and the roles management screen. Account events are rare
 * (tens per year), so each is applied with its own statement; the hot projectors are the set-based ones.
 */
export const accountsProjector: ModuleProjector<typeof ACCOUNTS_TOPIC.name> = {
  name: 'accounts',
  // 2: users.language (issue 46).
  version: 2,
  eventTypes: accountEvents.map((e) => e.type),
  topics: [ACCOUNTS_TOPIC.name],
  tables: [
    {
      name: 'roles',
      ddl: `CREATE TABLE roles (
        role_id      text PRIMARY KEY,
        name         text NOT NULL,
        permissions  jsonb NOT NULL,
        built_in     boolean NOT NULL
      )`,
    },
    {
      name: 'users',
      ddl: `CREATE TABLE users (
        user_id     integer PRIMARY KEY,
        username    text NOT NULL,
        name        text NOT NULL,
        email       text,
        role_id     text NOT NULL,
        avatar      text,
        disabled    boolean NOT NULL DEFAULT false,
        language    text,
        created_at  timestamptz NOT NULL,
        updated_at  timestamptz NOT NULL
      );
      CREATE UNIQUE INDEX users_username_idx ON users (lower(username));`,
    },
  ],
  async apply(events, client, { parseEvent }) {
    for (const recorded of events) {
      const event = parseEvent(recorded) as AccountEvent;
      const at = recorded.metadata.at;
      switch (event.type) {
        case 'RoleDefined':
          await client.query(
            `INSERT INTO roles (role_id, name, permissions, built_in) VALUES ($1, $2, $3, $4)
             ON CONFLICT (role_id) DO UPDATE SET name = $2, permissions = $3, built_in = $4`,
            [event.data.roleId, event.data.name, event.data.permissions, event.data.builtIn],
          );
          break;
        case 'RoleRenamed':
          await client.query('UPDATE roles SET name = $2 WHERE role_id = $1', [event.data.roleId, event.data.name]);
          break;
        case 'RolePermissionsChanged':
          await client.query('UPDATE roles SET permissions = $2 WHERE role_id = $1', [
            event.data.roleId,
            event.data.permissions,
          ]);
          break;
        case 'RoleRemoved':
          await client.query('DELETE FROM roles WHERE role_id = $1', [event.data.roleId]);
          break;
        case 'UserCreated':
          await client.query(
            `INSERT INTO users (user_id, username, name, email, role_id, avatar, created_at, updated_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $7)`,
            [
              event.data.userId,
              event.data.username,
              event.data.name,
              event.data.email,
              event.data.roleId,
              event.data.avatar,
              at,
            ],
          );
          break;
        case 'UserProfileChanged':
          await client.query(
            'UPDATE users SET name = $2, email = $3, avatar = $4, updated_at = $5 WHERE user_id = $1',
            [event.data.userId, event.data.name, event.data.email, event.data.avatar, at],
          );
          break;
        case 'UserRoleAssigned':
          await client.query('UPDATE users SET role_id = $2, updated_at = $3 WHERE user_id = $1', [
            event.data.userId,
            event.data.roleId,
            at,
          ]);
          break;
        case 'UserDisabled':
        case 'UserEnabled':
          await client.query('UPDATE users SET disabled = $2, updated_at = $3 WHERE user_id = $1', [
            event.data.userId,
            event.type === 'UserDisabled',
            at,
          ]);
          break;
        case 'UserPasswordChanged':
          await client.query('UPDATE users SET updated_at = $2 WHERE user_id = $1', [event.data.userId, at]);
          break;
        case 'UserLanguageChosen':
          await client.query('UPDATE users SET language = $2, updated_at = $3 WHERE user_id = $1', [
            event.data.userId,
            event.data.language,
            at,
          ]);
          break;
      }
    }
  },
};
