import type { Pool } from 'pg';
import type { SettingsEvent } from './settings-events.js';

export type StoredSettings = SettingsEvent['data'];

/** The gym's settings, or null while none were ever saved (callers fall back to the defaults). */
export async function readSettings(pool: Pool): Promise<StoredSettings | null> {
  const result = await pool.query<{ settings: StoredSettings }>('SELECT settings FROM read.gym_settings WHERE id = 1');
  return result.rows[0]?.settings ?? null;
}
