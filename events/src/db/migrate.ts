import type { Pool } from 'pg';

export interface Migration {
  /** Sortable and never renamed once released, e.g. `001-events-table`. */
  readonly id: string;
  readonly sql: string;
}

/** One lock for every component's migrations, so concurrent starts (tests, several services) apply each once. */
const MIGRATION_LOCK_KEY = 727_001;

/**
 * Applies, in order, the migrations of `component` that this database has not seen yet, each in its own transaction
 * together with its bookkeeping row. Safe to call at every start and from several processes at once.
 */
export async function migrate(pool: Pool, component: string, migrations: readonly Migration[]): Promise<string[]> {
  const ids = migrations.map((m) => m.id);
  if (new Set(ids).size !== ids.length) throw new Error(`Duplicate migration id in ${component}`);
  if (ids.some((id, i) => i > 0 && id <= ids[i - 1]!)) throw new Error(`Migrations of ${component} are not in order`);

  const client = await pool.connect();
  const applied: string[] = [];
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await client.query(`CREATE TABLE IF NOT EXISTS public.schema_migrations (
      component text NOT NULL,
      id text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (component, id)
    )`);
    const done = await client.query<{ id: string }>('SELECT id FROM public.schema_migrations WHERE component = $1', [
      component,
    ]);
    const seen = new Set(done.rows.map((r) => r.id));
    for (const migration of migrations) {
      if (seen.has(migration.id)) continue;
      await client.query('BEGIN');
      try {
        await client.query(migration.sql);
        await client.query('INSERT INTO public.schema_migrations (component, id) VALUES ($1, $2)', [
          component,
          migration.id,
        ]);
        await client.query('COMMIT');
        applied.push(migration.id);
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(`Migration ${component}/${migration.id} failed: ${(error as Error).message}`, {
          cause: error,
        });
      }
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    client.release();
  }
  return applied;
}
