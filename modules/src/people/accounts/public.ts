/*
 * The accounts area's public contract: the platform's sign-in (command-service/src/auth) finds staff and checks
 * their passwords here, and the services' start and the `user:create` tool create the first accounts.
 */
export { findUserById, findUserByUsername } from './accounts-queries.js';
export { readPasswordHash, savePasswordHash } from './credentials.js';
export { decoyHash, hashPassword, verifyPassword } from './password-hashing.js';
export { DEMO_ACCOUNTS } from './demo-accounts.js';
export { bootstrapAccounts } from './bootstrap-accounts.js';
export { runAccountsCommand } from './accounts-commands.js';
export { listUsers } from './accounts-queries.js';
