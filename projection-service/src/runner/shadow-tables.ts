import type { Pool, PoolClient } from 'pg';
import type { TableDefinition } from '@gym/kernel/projection/projector';
import { inSchemaTransaction, inSchemaTransactionOn } from './schema-transaction.js';
import type { PassPlan } from './set-based-pass.js';
import { WITHOUT_PARALLEL_WORKERS } from './background-priority.js';

/**
 * The private tables a rebuild fills before the swap, set up for a bulk pass and finished before they go live.
 *
 * - UNLOGGED while the pass writes them, for tables whose rows `apply` updates again and again (`updatesRows`): none
 *   of those row versions needs the write-ahead log, since a crash throws the private schema away and the rebuild
 *   starts over. `finishShadowTables` makes them LOGGED (one sequential copy into the log) before they replace the
 *   live tables, so what goes live survives a crash like any table. Tables that only grow are logged from the start:
 *   each row goes to the log once either way, and making a table LOGGED after the pass also reads and rewrites it
 *   (at 20,000 members: finishing the tables 16 s → 8 s in one pair of runs, whole rebuilds 75–80 s → 71–75 s).
 * - With half of each page left free, for tables whose rows `apply` updates again and again (`updatesRows`): an
 *   update then finds room on its row's page, so it is a HOT update (no index entries, the dead version pruned on
 *   the page) instead of a new row elsewhere; measured 3–5 times cheaper for members' check-in updates.
 * - Neither, when the projector's set-based statements take every type it handles (`PassPlan`): they write each
 *   row once per range, whole, and update only the few rows a later range finishes (a check-out of a visit stored
 *   before it); making `check_ins` LOGGED after the pass took 4.2 s in a rebuild of the 20,000-member gym.
 * - Without the secondary indexes of tables that declare `deferIndexes`: each is built once, after the pass, instead
 *   of updated for every row version (members' trigram index was most of what a member's check-in cost the pass).
 */
export async function createShadowTables(pool: Pool, schema: string, plan: PassPlan): Promise<BareTablesLater> {
  const later = new Map<string, readonly string[]>();
  await inSchemaTransaction(pool, schema, async (client) => {
    for (const table of plan.projector.tables) {
      if (plan.bare.has(table.name)) {
        later.set(table.name, await createBare(client, schema, table));
        continue;
      }
      await client.query(splitDdl(table).now.join(';\n'));
      if (!updatedInPass(plan, table)) continue;
      await client.query(
        `ALTER TABLE ${schema}.${table.name} SET UNLOGGED, SET (fillfactor = ${UPDATED_TABLE_FILLFACTOR})`,
      );
    }
  });
  return later;
}

/** What each bare table of a projector gets after the pass (`createBare`), by table name. */
export type BareTablesLater = ReadonlyMap<string, readonly string[]>;

/**
 * After the pass: the unlogged tables made LOGGED and packed again, then the deferred indexes built (not maintained
 * through the rewrite); a bare table's keys, then its indexes; then every table analysed.
 */
export async function finishShadowTables(
  pool: Pool,
  schema: string,
  plan: PassPlan,
  bare: BareTablesLater,
  options: { readonly serial?: boolean } = {},
): Promise<void> {
  await finishTables(plan, bare, schema, (work) =>
    inSchemaTransaction(pool, schema, async (client) => {
      // A server sharing this machine's cores with Node (`WITHOUT_PARALLEL_WORKERS`).
      if (options.serial) await client.query(WITHOUT_PARALLEL_WORKERS);
      await work(client);
    }),
  );
}

/** `finishShadowTables` on one connection (a rebuild's background one), a transaction for each table. */
export async function finishShadowTablesOn(
  client: PoolClient,
  schema: string,
  plan: PassPlan,
  bare: BareTablesLater,
): Promise<void> {
  await finishTables(plan, bare, schema, (work) => inSchemaTransactionOn(client, schema, work));
}

async function finishTables(
  plan: PassPlan,
  bare: BareTablesLater,
  schema: string,
  inTransaction: (work: (client: PoolClient) => Promise<void>) => Promise<void>,
): Promise<void> {
  for (const table of plan.projector.tables) {
    const later = bare.get(table.name) ?? splitDdl(table).later;
    // SET LOGGED rewrites the table: with the fillfactor reset first, the rewrite packs its pages full again.
    const relog = !bare.has(table.name) && updatedInPass(plan, table);
    await inTransaction(async (client) => {
      if (relog) await client.query(`ALTER TABLE ${schema}.${table.name} RESET (fillfactor), SET LOGGED`);
      for (const statement of later) await client.query(statement);
      // Swapped in with statistics: a table filled in bulk has none until autovacuum comes round (never, where it
      // is off), and the desk's queries were then planned blind: a member's payment history with a refund read
      // every payment line (180 ms at 100,000 members, 0.07 ms once analysed).
      await client.query(`ANALYZE ${schema}.${table.name}`);
    });
  }
}

/**
 * Creates a table of the pass without its keys and indexes (`TableDefinition.passWrites`): the declared table, its
 * primary key and unique constraints then dropped, its indexes left out. Returns the statements that give them
 * back as declared, for after the pass. Dropping a primary key leaves its columns NOT NULL, as declared.
 */
async function createBare(client: PoolClient, schema: string, table: TableDefinition): Promise<string[]> {
  const { table: create, indexes } = splitBareDdl(table);
  await client.query(create.join(';\n'));
  const keys = await keysOf(client, schema, table.name);
  for (const key of keys) await client.query(`ALTER TABLE ${schema}.${table.name} DROP CONSTRAINT ${key.name}`);
  return [...keys.map((key) => `ALTER TABLE ${table.name} ADD CONSTRAINT ${key.name} ${key.definition}`), ...indexes];
}

interface TableKey {
  readonly name: string;
  readonly definition: string;
}

/** The table's primary key and unique constraints, primary key first, as `ALTER TABLE … ADD CONSTRAINT` takes them. */
async function keysOf(client: PoolClient, schema: string, table: string): Promise<TableKey[]> {
  const { rows } = await client.query<TableKey>(
    `SELECT quote_ident(conname) AS name, pg_get_constraintdef(oid) AS definition FROM pg_constraint
     WHERE conrelid = format('%I.%I', $1::text, $2::text)::regclass AND contype IN ('p', 'u')
     ORDER BY contype, conname`,
    [schema, table],
  );
  return rows;
}

const ANY_INDEX = /^CREATE\s+(UNIQUE\s+)?INDEX\s/i;

/** A bare table's DDL: the statements that make the table, and every index, unique or not, for after the pass. */
export function splitBareDdl(table: TableDefinition): { table: string[]; indexes: string[] } {
  const statements = table.ddl
    .split(';')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
  return {
    table: statements.filter((s) => !ANY_INDEX.test(s)),
    indexes: statements.filter((s) => ANY_INDEX.test(s)),
  };
}

/** Whether the pass updates the table's rows again and again: its `apply` takes some of the log and says so. */
function updatedInPass(plan: PassPlan, table: TableDefinition): boolean {
  return Boolean(table.updatesRows) && plan.applied.size > 0;
}

/** Percent of each page a rebuild fills with new rows of an `updatesRows` table: the rest is room for updates. */
const UPDATED_TABLE_FILLFACTOR = 50;

const SECONDARY_INDEX = /^CREATE\s+INDEX\s+(\w+)/i;

/** The statements of a table's DDL to run before the pass, and the secondary indexes left until after it. */
export function splitDdl(table: TableDefinition): { now: string[]; later: string[] } {
  const { deferIndexes } = table;
  // Split only where asked: the split is on ';', which a DDL with a function body would break.
  if (!deferIndexes) return { now: [table.ddl], later: [] };
  const deferred = (statement: string) => {
    const name = SECONDARY_INDEX.exec(statement)?.[1];
    return name !== undefined && (deferIndexes === true || deferIndexes.includes(name));
  };
  const statements = table.ddl
    .split(';')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
  return { now: statements.filter((s) => !deferred(s)), later: statements.filter(deferred) };
}
