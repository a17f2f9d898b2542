import type { Migration } from '../db/migrate.js';
import { LISTED_HORIZON_SQL } from './read-horizon.js';
import { sealEventsSql } from './tamper-evidence-migration.js';

/**
 * The chain sealer stopped below the oldest transaction running anywhere on the server, as the readers did, so a long
 * transaction in another database (a bench, a rebuild) left this log's new events unsealed for as long as it ran.
 * It now stops below the oldest running transaction that may write here (see `read-horizon.ts`), which keeps its
 * promise: no event can later appear below what it sealed.
 */
export const sealHorizonMigration: Migration = {
  id: '006-seal-below-database-horizon',
  sql: sealEventsSql(LISTED_HORIZON_SQL),
};
